// Draws the EPC label images of public/epc: one arrow per label from A++ to G, and a pair of arrows for
// each combined range from a better to a worse label. lib/estates/detail/energy.ts names the files;
// tests/estate-detail-facts/energy.test.ts checks every name it can answer exists here.
// Run: npx tsx scripts/generate-epc-labels.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { epcLabels, type EpcLabel } from '../lib/rules';
import { readableTextOn } from '../lib/domain/colour';

/** The colour of each label's arrow, in the spec's order (lib/rules names the labels). */
const colours: Record<EpcLabel, string> = {
  'A++': '#00843d',
  'A+': '#1f9a48',
  A: '#52ae32',
  B: '#a6c51a',
  C: '#f0d500',
  D: '#fbb900',
  E: '#ee7d00',
  F: '#e2401a',
  G: '#c00d1e',
};
const labels = epcLabels.map((label) => [label, colours[label]] as const);
const textOn = readableTextOn;

type Part = readonly [label: string, colour: string];

const slug = (label: string) => label.toLowerCase().replace(/\+/g, '-plus');

const ARROW_WIDTH = 84;
const HEIGHT = 40;
const GAP = 6;

function arrow([label, colour]: Part, x: number): string {
  const body = ARROW_WIDTH - 18;
  const points = `${x},0 ${x + body},0 ${x + ARROW_WIDTH},${HEIGHT / 2} ${x + body},${HEIGHT} ${x},${HEIGHT}`;
  const size = label.length > 2 ? 20 : 24;
  return (
    `<polygon points="${points}" fill="${colour}"/>` +
    `<text x="${x + body / 2 + 2}" y="${HEIGHT / 2}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="${textOn(colour)}">${label}</text>`
  );
}

function svg(parts: readonly Part[], title: string): string {
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
