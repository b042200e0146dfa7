// Draws the EPC label images of public/epc: one arrow per label from A++ to G, and a pair of arrows for
// each combined range from a better to a worse label. lib/estates/detail/energy.ts names the files;
// tests/estate-detail-facts/energy.test.ts checks every name it can answer exists here.
// Run: node scripts/generate-epc-labels.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const labels = [
  ['A++', '#00843d'],
  ['A+', '#1f9a48'],
  ['A', '#52ae32'],
  ['B', '#a6c51a'],
  ['C', '#f0d500'],
  ['D', '#fbb900'],
  ['E', '#ee7d00'],
  ['F', '#e2401a'],
  ['G', '#c00d1e'],
];

const channel = (v) => {
  const c = v / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex) => {
  const [r, g, b] = [1, 3, 5].map((i) => channel(parseInt(hex.slice(i, i + 2), 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a, b) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};
const textOn = (bg) => (contrast(bg, '#111111') >= contrast(bg, '#ffffff') ? '#111111' : '#ffffff');

const slug = (label) => label.toLowerCase().replace(/\+/g, '-plus');

const ARROW_WIDTH = 84;
const HEIGHT = 40;
const GAP = 6;

function arrow([label, colour], x) {
  const body = ARROW_WIDTH - 18;
  const points = `${x},0 ${x + body},0 ${x + ARROW_WIDTH},${HEIGHT / 2} ${x + body},${HEIGHT} ${x},${HEIGHT}`;
  const size = label.length > 2 ? 20 : 24;
  return (
    `<polygon points="${points}" fill="${colour}"/>` +
    `<text x="${x + body / 2 + 2}" y="${HEIGHT / 2}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${textOn(colour)}">${label}</text>`
  );
}

function svg(parts, title) {
  const width = parts.length * ARROW_WIDTH + (parts.length - 1) * GAP;
  const shapes = parts.map((part, i) => arrow(part, i * (ARROW_WIDTH + GAP))).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" ` +
    `role="img" aria-labelledby="title"><title id="title">${title}</title>${shapes}</svg>\n`
  );
}

const out = fileURLToPath(new URL('../public/epc/', import.meta.url));
mkdirSync(out, { recursive: true });
let count = 0;
labels.forEach((best, i) => {
  labels.slice(i).forEach((worst) => {
    const single = best === worst;
    const name = single ? slug(best[0]) : `${slug(best[0])}-to-${slug(worst[0])}`;
    const title = single ? `EPC ${best[0]}` : `EPC ${best[0]}–${worst[0]}`;
    writeFileSync(`${out}${name}.svg`, svg(single ? [best] : [best, worst], title));
    count += 1;
  });
});
console.log(`Wrote ${count} EPC label images to public/epc`);
