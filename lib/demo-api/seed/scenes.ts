// Procedural SVG scenes for the demo photos: exteriors, interiors and landscapes in varied palettes.
// Everything is drawn from a seeded generator, so a scene key always gives the same picture.
import { Random } from './random';
import {
  circle,
  darker,
  ellipse,
  group,
  lighter,
  line,
  linearGradient,
  mix,
  path,
  poly,
  radialGradient,
  rect,
  svgDocument,
} from './svg';

export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;
const W = SCENE_WIDTH;
const H = SCENE_HEIGHT;

export const sceneCategories = [
  'house',
  'villa',
  'farm',
  'townhouse',
  'apartment',
  'living',
  'kitchen',
  'bedroom',
  'bathroom',
  'coast',
  'ardennes',
  'meadow',
  'commercial',
  'office',
  'warehouse',
  'garage',
] as const;
export type SceneCategory = (typeof sceneCategories)[number];

type Ctx = { r: Random; defs: string[]; uid: (prefix: string) => string };

function createCtx(seed: string): Ctx {
  let n = 0;
  return { r: new Random(seed), defs: [], uid: (prefix) => `${prefix}${n++}` };
}

function gradient(ctx: Ctx, stops: ReadonlyArray<readonly [number, string]>, vertical = true): string {
  const id = ctx.uid('g');
  ctx.defs.push(linearGradient(id, stops, vertical));
  return `url(#${id})`;
}

const skies = [
  { top: '#4f8fd0', bottom: '#d8eaf8', sun: '#fff7d6' },
  { top: '#78acdf', bottom: '#f2f6fa', sun: '#fffbe8' },
  { top: '#6a86b8', bottom: '#f8d7a6', sun: '#ffe2a6' },
  { top: '#98aec4', bottom: '#e7edf1', sun: null },
  { top: '#3f76b0', bottom: '#c7e3f6', sun: '#ffffff' },
] as const;

const grasses = [
  ['#8cc072', '#5b8f45'],
  ['#9dbb6a', '#6c8c40'],
  ['#7fb37a', '#4f8552'],
] as const;

const brickColors = ['#a4553a', '#8e4b32', '#b0674a', '#9a5a43'];
const renderColors = ['#f1ece3', '#e4ded3', '#f5f1ea', '#d8d2c6', '#ece3d3'];
const roofColors = ['#3b3e45', '#4b3a33', '#7a3b2e', '#2f3b44', '#5a5f66'];
const frameColors = ['#ffffff', '#2f3337', '#f3efe7', '#3d4a3f'];

function sky(ctx: Ctx, horizon: number): string {
  const palette = ctx.r.pick(skies);
  let out = rect(0, 0, W, horizon + 40, gradient(ctx, [[0, palette.top], [1, palette.bottom]]));
  if (palette.sun) {
    const glow = ctx.uid('sun');
    ctx.defs.push(radialGradient(glow, [[0, palette.sun, 0.95], [0.35, palette.sun, 0.45], [1, palette.sun, 0]]));
    out += circle(ctx.r.between(150, 1050), ctx.r.between(90, 220), 150, `url(#${glow})`);
  }
  for (let i = 0, n = ctx.r.int(2, 5); i < n; i++) out += cloud(ctx, ctx.r.between(0, W), ctx.r.between(60, horizon - 120));
  return out;
}

function cloud(ctx: Ctx, x: number, y: number): string {
  const scale = ctx.r.between(0.6, 1.4);
  let out = '';
  for (let i = 0; i < 5; i++) {
    out += ellipse(
      x + (i - 2) * 38 * scale,
      y + ctx.r.between(-12, 12) * scale,
      ctx.r.between(40, 70) * scale,
      ctx.r.between(20, 34) * scale,
      '#ffffff',
      { opacity: 0.82 },
    );
  }
  return out;
}

function hills(ctx: Ctx, baseY: number, color: string, amplitude = 50): string {
  let d = `M0 ${baseY}`;
  const steps = ctx.r.int(3, 5);
  for (let i = 1; i <= steps; i++) {
    const x = (W / steps) * i;
    d += ` Q${x - W / steps / 2} ${baseY - ctx.r.between(0, amplitude * 2)} ${x} ${baseY - ctx.r.between(-amplitude / 3, amplitude)}`;
  }
  return path(`${d} L${W} ${H} L0 ${H}Z`, color);
}

function ground(ctx: Ctx, y: number): string {
  const [a, b] = ctx.r.pick(grasses);
  return rect(0, y, W, H - y, gradient(ctx, [[0, a], [1, b]]));
}

function tree(ctx: Ctx, x: number, baseY: number, size: number): string {
  const trunk = rect(x - size * 0.06, baseY - size * 0.9, size * 0.12, size * 0.9, '#6b4f3a');
  const green = ctx.r.pick(['#4f7f3a', '#5e8c45', '#3f6e3a', '#6b9a4b', '#7a8f3a']);
  let crown = '';
  for (let i = 0; i < 7; i++) {
    crown += circle(
      x + ctx.r.between(-0.35, 0.35) * size,
      baseY - size * ctx.r.between(0.95, 1.45),
      size * ctx.r.between(0.28, 0.42),
      mix(green, i % 2 ? '#000000' : '#ffffff', ctx.r.between(0, 0.15)),
    );
  }
  return ellipse(x, baseY, size * 0.45, size * 0.08, '#000000', { opacity: 0.12 }) + trunk + crown;
}

function conifer(ctx: Ctx, x: number, baseY: number, size: number, color = '#2f5a3a'): string {
  let out = rect(x - size * 0.04, baseY - size * 0.25, size * 0.08, size * 0.25, '#4d3a2c');
  for (let i = 0; i < 3; i++) {
    const top = baseY - size * (0.45 + i * 0.3) - size * 0.35;
    const half = size * (0.38 - i * 0.08);
    out += poly([[x, top], [x - half, baseY - size * (0.2 + i * 0.3)], [x + half, baseY - size * (0.2 + i * 0.3)]], mix(color, '#000000', i * 0.05));
  }
  return out;
}

function hedge(ctx: Ctx, x: number, y: number, width: number): string {
  return rect(x, y - 40, width, 44, ctx.r.pick(['#4e7d3d', '#5b8a45', '#466f36']), { rx: 20 });
}

function window_(ctx: Ctx, x: number, y: number, w: number, h: number, frame: string, glass: string): string {
  return (
    rect(x - 4, y - 4, w + 8, h + 8, frame) +
    rect(x, y, w, h, glass) +
    line(x + w / 2, y, x + w / 2, y + h, frame, 3) +
    (h > w ? line(x, y + h * 0.4, x + w, y + h * 0.4, frame, 3) : '') +
    poly([[x + w * 0.15, y + h], [x + w * 0.55, y], [x + w * 0.75, y], [x + w * 0.35, y + h]], '#ffffff', { opacity: 0.18 })
  );
}

function glassFill(ctx: Ctx): string {
  return gradient(ctx, [[0, ctx.r.pick(['#9cc3df', '#a9c9e0', '#8fb4cf'])], [1, ctx.r.pick(['#3d5a73', '#4a667d', '#2f475c'])]]);
}

function brickPattern(ctx: Ctx): string {
  const id = ctx.uid('brick');
  ctx.defs.push(
    `<pattern id="${id}" width="36" height="16" patternUnits="userSpaceOnUse"><path d="M0 0.5H36M0 8.5H36M9 0V8M27 8V16" stroke="#000" stroke-opacity="0.13" stroke-width="1.2"/></pattern>`,
  );
  return `url(#${id})`;
}

function stripePattern(ctx: Ctx, size: number, color: string, opacity: number, vertical = true): string {
  const id = ctx.uid('stripe');
  const d = vertical ? `M${size / 2} 0V${size}` : `M0 ${size / 2}H${size}`;
  ctx.defs.push(
    `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><path d="${d}" stroke="${color}" stroke-opacity="${opacity}" stroke-width="2"/></pattern>`,
  );
  return `url(#${id})`;
}

function gableHouse(ctx: Ctx, x: number, groundY: number, w: number, h: number, brick: boolean): string {
  const facade = brick ? ctx.r.pick(brickColors) : ctx.r.pick(renderColors);
  const roof = ctx.r.pick(roofColors);
  const frame = ctx.r.pick(frameColors);
  const glass = glassFill(ctx);
  const top = groundY - h;
  const roofH = ctx.r.between(0.55, 0.8) * h;
  let out = rect(x, top, w, h, facade);
  if (brick) out += rect(x, top, w, h, brickPattern(ctx));
  out += rect(x, top, w, 10, darker(facade, 0.2));
  out += poly([[x - 30, top + 4], [x + w / 2, top - roofH], [x + w + 30, top + 4]], roof);
  out += poly([[x - 30, top + 4], [x + w / 2, top - roofH], [x + w + 30, top + 4]], stripePattern(ctx, 14, '#000', 0.18, false));
  out += rect(x + w * 0.72, top - roofH * 0.75, 34, roofH * 0.6, darker(facade, 0.1));
  const cols = w > 520 ? 4 : 3;
  const winW = Math.min(90, (w - 60) / cols - 40);
  for (let row = 0; row < 2; row++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + 40 + c * ((w - 80) / cols) + ((w - 80) / cols - winW) / 2;
      const wy = top + 30 + row * (h / 2);
      if (row === 1 && c === 1) continue;
      out += window_(ctx, wx, wy, winW, h / 2 - 60, frame, glass);
    }
  }
  const doorX = x + 40 + (w - 80) / cols + ((w - 80) / cols - 70) / 2;
  out += rect(doorX, groundY - 150, 70, 150, ctx.r.pick(['#2f3b44', '#6b2e2a', '#2e4a3a', '#4a3b2f', '#1f2f45']));
  out += rect(doorX + 12, groundY - 135, 46, 40, glass);
  out += circle(doorX + 58, groundY - 75, 4, '#d9c27a');
  // a window in the gable
  out += circle(x + w / 2, top - roofH * 0.35, Math.min(34, roofH * 0.18), glass, { stroke: frame, 'stroke-width': 6 });
  return out;
}

function frontGarden(ctx: Ctx, groundY: number, doorX: number): string {
  return poly([[doorX - 30, groundY], [doorX + 100, groundY], [doorX + 220, H], [doorX - 150, H]], ctx.r.pick(['#c9bfae', '#b9b1a3', '#d6cdbc']));
}

function houseScene(ctx: Ctx): string {
  const horizon = 470;
  const groundY = 650;
  const w = ctx.r.between(480, 620);
  const h = ctx.r.between(230, 270);
  const x = (W - w) / 2 + ctx.r.between(-120, 120);
  let out = sky(ctx, horizon) + hills(ctx, horizon + 20, '#9db59a', 25) + ground(ctx, horizon + 30);
  for (let i = 0; i < 4; i++) out += tree(ctx, ctx.r.between(0, W), horizon + 60, ctx.r.between(70, 130));
  out += gableHouse(ctx, x, groundY, w, h, ctx.r.chance(0.55));
  if (ctx.r.chance(0.5)) {
    const gx = x + w;
    out += rect(gx, groundY - 150, 180, 150, ctx.r.pick(renderColors)) + rect(gx + 20, groundY - 120, 140, 120, stripePattern(ctx, 12, '#000', 0.2, false), { stroke: '#888', 'stroke-width': 2 }) + rect(gx - 5, groundY - 160, 190, 14, '#555a60');
  }
  out += frontGarden(ctx, groundY, x + w / 3);
  out += hedge(ctx, 0, groundY + 40, x - 20) + hedge(ctx, x + w + 200, groundY + 40, W);
  out += tree(ctx, x - 90, groundY + 10, ctx.r.between(150, 210)) + tree(ctx, W - 70, groundY + 60, ctx.r.between(160, 230));
  return out;
}

function villaScene(ctx: Ctx): string {
  const horizon = 480;
  const groundY = 640;
  let out = sky(ctx, horizon) + ground(ctx, horizon + 20);
  for (let i = 0; i < 6; i++) out += tree(ctx, ctx.r.between(0, W), horizon + 40, ctx.r.between(80, 140));
  const white = ctx.r.pick(['#f4f2ee', '#ebe8e2', '#f7f5f0']);
  const accent = ctx.r.pick(['#3a3d42', '#8a6a4b', '#a57f5a', '#4b4f55']);
  const glass = glassFill(ctx);
  const x = ctx.r.between(160, 300);
  out += rect(x, groundY - 170, 760, 170, white);
  out += rect(x + 40, groundY - 150, 420, 140, glass) + line(x + 180, groundY - 150, x + 180, groundY - 10, '#2b2f33', 4) + line(x + 320, groundY - 150, x + 320, groundY - 10, '#2b2f33', 4);
  out += rect(x + 250, groundY - 340, 520, 170, accent);
  if (accent !== '#3a3d42' && accent !== '#4b4f55') out += rect(x + 250, groundY - 340, 520, 170, stripePattern(ctx, 10, '#000', 0.15));
  out += rect(x + 300, groundY - 315, 280, 120, glass) + rect(x + 620, groundY - 315, 110, 120, glass);
  out += rect(x - 10, groundY - 180, 780, 12, darker(white, 0.15)) + rect(x + 240, groundY - 352, 540, 14, '#2b2f33');
  if (ctx.r.chance(0.6)) {
    out += poly([[x - 60, groundY + 40], [x + 520, groundY + 40], [x + 600, groundY + 130], [x - 120, groundY + 130]], gradient(ctx, [[0, '#7fd3e8'], [1, '#2a8fb8']]));
    out += poly([[x - 60, groundY + 40], [x + 520, groundY + 40], [x + 600, groundY + 130], [x - 120, groundY + 130]], 'none', { stroke: '#e9e4da', 'stroke-width': 10 });
  } else {
    out += rect(0, groundY, W, 30, '#d8d1c4');
  }
  for (let i = 0; i < 8; i++) out += ellipse(ctx.r.between(0, W), groundY + ctx.r.between(10, 150), ctx.r.between(20, 40), ctx.r.between(30, 60), ctx.r.pick(['#9aa865', '#b7b27a', '#7f9a5a']), { opacity: 0.9 });
  return out;
}

function farmScene(ctx: Ctx): string {
  const horizon = 460;
  const groundY = 620;
  let out = sky(ctx, horizon) + hills(ctx, horizon + 10, '#a9bd8f', 35);
  out += ground(ctx, horizon + 30);
  for (let i = 0; i < 7; i++) out += line(0, horizon + 50 + i * 22, W, horizon + 40 + i * 26, '#000', 2, { opacity: 0.05 });
  const walls = ctx.r.pick(['#f3efe6', '#ece5d6', '#e9e2d2']);
  const roof = ctx.r.pick(['#4a3d36', '#7b3f2f', '#3d4248']);
  const shutters = ctx.r.pick(['#2f5d3a', '#7a2f2a', '#2f4f6f', '#5b6b4a']);
  const glass = glassFill(ctx);
  out += rect(200, groundY - 150, 520, 150, walls) + poly([[180, groundY - 146], [460, groundY - 330], [740, groundY - 146]], roof);
  for (let i = 0; i < 4; i++) {
    const wx = 240 + i * 120;
    out += rect(wx, groundY - 115, 50, 70, glass, { stroke: '#ffffff', 'stroke-width': 5 }) + rect(wx - 24, groundY - 115, 20, 70, shutters) + rect(wx + 54, groundY - 115, 20, 70, shutters);
  }
  out += rect(720, groundY - 210, 260, 210, '#8a5a3c') + rect(720, groundY - 210, 260, 210, stripePattern(ctx, 16, '#000', 0.2)) + poly([[705, groundY - 206], [850, groundY - 300], [995, groundY - 206]], darker(roof, 0.1));
  out += rect(800, groundY - 140, 100, 140, '#5a3a26');
  for (let i = 0; i < 5; i++) out += conifer(ctx, 60 + i * 28, groundY, ctx.r.between(150, 220), '#3f6a3a');
  out += tree(ctx, 1080, groundY + 40, 200);
  for (let i = 0; i < 12; i++) out += rect(i * 100 + 20, groundY + 90, 8, 50, '#6b5240') + line(i * 100 + 20, groundY + 105, i * 100 + 120, groundY + 105, '#6b5240', 3);
  return out;
}

function townhouseScene(ctx: Ctx): string {
  let out = sky(ctx, 400);
  const groundY = 690;
  const count = ctx.r.int(3, 4);
  const unit = W / count;
  for (let i = 0; i < count; i++) {
    const x = i * unit;
    const h = ctx.r.between(440, 540);
    const brick = ctx.r.chance(0.5);
    const facade = brick ? ctx.r.pick(brickColors) : ctx.r.pick([...renderColors, '#c7d3d6', '#e8d9b8', '#d9c3b0']);
    const frame = ctx.r.pick(frameColors);
    const glass = glassFill(ctx);
    out += rect(x, groundY - h, unit + 1, h, facade);
    if (brick) out += rect(x, groundY - h, unit + 1, h, brickPattern(ctx));
    if (ctx.r.chance(0.5)) {
      // a stepped gable, typical of Flemish town houses
      let steps = '';
      for (let s = 0; s < 4; s++) steps += rect(x + s * 30, groundY - h - (s + 1) * 30, unit - s * 60, 31, facade);
      out += steps;
    } else {
      out += rect(x - 4, groundY - h - 16, unit + 8, 20, darker(facade, 0.25));
    }
    for (let floor = 0; floor < 3; floor++) {
      const wy = groundY - h + 60 + floor * ((h - 200) / 3);
      for (let c = 0; c < 2; c++) out += window_(ctx, x + unit * (0.18 + c * 0.4), wy, unit * 0.24, (h - 200) / 3 - 50, frame, glass);
    }
    out += rect(x + unit * 0.15, groundY - 150, unit * 0.22, 150, ctx.r.pick(['#2f3b44', '#6b2e2a', '#2e4a3a', '#1f2f45']));
    out += window_(ctx, x + unit * 0.5, groundY - 140, unit * 0.32, 100, frame, glass);
    out += line(x, groundY - h, x, groundY, '#000', 2, { opacity: 0.25 });
  }
  out += rect(0, groundY, W, 40, '#b8b2a8') + rect(0, groundY + 40, W, H - groundY - 40, '#5b5e62');
  for (let i = 0; i < 6; i++) out += rect(i * 220 + 40, groundY + 85, 120, 8, '#e8e6e0');
  out += tree(ctx, ctx.r.between(100, 1100), groundY + 30, ctx.r.between(170, 230));
  return out;
}

function apartmentScene(ctx: Ctx): string {
  const horizon = 560;
  const groundY = 700;
  let out = sky(ctx, horizon) + ground(ctx, horizon + 20);
  const floors = ctx.r.int(4, 7);
  const floorH = Math.min(92, 520 / floors);
  const x = ctx.r.between(180, 320);
  const w = ctx.r.between(560, 700);
  const top = groundY - floors * floorH - 40;
  const brick = ctx.r.chance(0.4);
  const facade = brick ? ctx.r.pick(brickColors) : ctx.r.pick(['#eeebe5', '#d9d6d0', '#c9c4bb', '#e6e1d6', '#b9bec4']);
  const glass = glassFill(ctx);
  const rail = ctx.r.pick(['#9fb7c8', '#2f3337', '#ffffff']);
  out += rect(x, top, w, groundY - top, facade);
  if (brick) out += rect(x, top, w, groundY - top, brickPattern(ctx));
  out += rect(x - 10, top - 14, w + 20, 16, '#3a3d42');
  const cols = 4;
  for (let f = 0; f < floors; f++) {
    const fy = top + 30 + f * floorH;
    for (let c = 0; c < cols; c++) {
      const cx = x + 30 + c * ((w - 60) / cols);
      out += rect(cx, fy, (w - 60) / cols - 30, floorH - 28, glass);
      if (f < floors - 1 && c % 2 === 0) {
        out += rect(cx - 10, fy + floorH - 34, (w - 60) / cols + 40, 8, '#f2f2f0') + rect(cx - 10, fy + floorH - 60, (w - 60) / cols + 40, 26, rail, { opacity: rail === '#9fb7c8' ? 0.5 : 0.9 });
      }
    }
  }
  out += rect(x + w / 2 - 60, groundY - 110, 120, 110, '#2f3337') + rect(x + w / 2 - 50, groundY - 100, 100, 100, glass);
  out += rect(0, groundY, W, H - groundY, '#c9c3b8');
  for (let i = 0; i < 3; i++) out += tree(ctx, ctx.r.pick([80, 140, 1060, 1120]) + i * 10, groundY + 40, ctx.r.between(160, 230));
  return out;
}

function room(ctx: Ctx): { wall: string; floorY: number; out: string } {
  const wall = ctx.r.pick(['#efe9df', '#e5e0d6', '#dfe6de', '#e9e1d3', '#f2efe9', '#dde3e8']);
  const floorY = ctx.r.between(560, 610);
  const floor = ctx.r.pick(['#b98b5e', '#c9a27a', '#8f6a4a', '#d8c3a5', '#a8a39b']);
  let out = rect(0, 0, W, floorY, gradient(ctx, [[0, lighter(wall, 0.2)], [1, darker(wall, 0.08)]]));
  out += rect(0, floorY, W, H - floorY, gradient(ctx, [[0, floor], [1, darker(floor, 0.2)]]));
  for (let i = 0; i < 10; i++) out += line(i * 130 + ctx.r.between(0, 40), floorY, i * 160 - 200, H, '#000', 2, { opacity: 0.08 });
  out += rect(0, floorY - 14, W, 14, lighter(wall, 0.35));
  return { wall, floorY, out };
}

function viewWindow(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let out = rect(x - 10, y - 10, w + 20, h + 20, '#ffffff');
  out += rect(x, y, w, h, gradient(ctx, [[0, '#8fbde3'], [1, '#e2f0f9']]));
  out += ellipse(x + w * 0.3, y + h * 0.85, w * 0.4, h * 0.25, '#7da86a') + ellipse(x + w * 0.8, y + h * 0.9, w * 0.35, h * 0.2, '#6a955a');
  out += line(x + w / 2, y, x + w / 2, y + h, '#ffffff', 8);
  return out;
}

function plant(ctx: Ctx, x: number, baseY: number, size: number): string {
  let out = rect(x - size * 0.18, baseY - size * 0.3, size * 0.36, size * 0.3, ctx.r.pick(['#d9d2c5', '#4a4f55', '#b86b4b']), { rx: 6 });
  for (let i = 0; i < 9; i++) {
    const angle = (i / 8) * Math.PI - Math.PI;
    out += ellipse(x + Math.cos(angle) * size * 0.3, baseY - size * 0.45 + Math.sin(angle) * size * 0.35, size * 0.1, size * 0.28, ctx.r.pick(['#4f7f3a', '#3f6e3a', '#6b9a4b']), {
      transform: `rotate(${Math.round((angle * 180) / Math.PI + 90)} ${Math.round(x + Math.cos(angle) * size * 0.3)} ${Math.round(baseY - size * 0.45 + Math.sin(angle) * size * 0.35)})`,
    });
  }
  return out;
}

function artwork(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let out = rect(x - 8, y - 8, w + 16, h + 16, ctx.r.pick(['#2b2b2b', '#c8a96a', '#ffffff']));
  out += rect(x, y, w, h, ctx.r.pick(['#f4efe6', '#e8eef2']));
  for (let i = 0; i < 3; i++) out += circle(x + ctx.r.between(0.2, 0.8) * w, y + ctx.r.between(0.2, 0.8) * h, ctx.r.between(0.12, 0.3) * Math.min(w, h), ctx.r.pick(['#e07a5f', '#3d405b', '#81b29a', '#f2cc8f', '#6d8ea0']), { opacity: 0.85 });
  return out;
}

function livingScene(ctx: Ctx): string {
  const { floorY, out: base } = room(ctx);
  let out = base + viewWindow(ctx, ctx.r.between(80, 160), 120, 380, 360);
  const sofa = ctx.r.pick(['#6d7f8c', '#a39e93', '#4f5d4a', '#8c6a5a', '#c9c0b0', '#37474f']);
  const sx = ctx.r.between(520, 620);
  out += ellipse(sx + 250, floorY + 120, 380, 70, ctx.r.pick(['#d8cfc0', '#a7b4bd', '#c2a78f']), { opacity: 0.9 });
  out += rect(sx, floorY - 150, 520, 110, sofa, { rx: 24 }) + rect(sx - 20, floorY - 90, 560, 90, darker(sofa, 0.12), { rx: 20 });
  for (let i = 0; i < 3; i++) out += rect(sx + 30 + i * 160, floorY - 140, 140, 60, lighter(sofa, 0.12), { rx: 16 });
  out += rect(sx + 130, floorY + 40, 260, 20, '#6b4f3a', { rx: 6 }) + rect(sx + 150, floorY + 60, 10, 50, '#4d3a2c') + rect(sx + 360, floorY + 60, 10, 50, '#4d3a2c');
  out += artwork(ctx, sx + 140, 150, 240, 170);
  out += line(1110, floorY, 1110, 250, '#2b2b2b', 5) + poly([[1060, 250], [1160, 250], [1140, 190], [1080, 190]], ctx.r.pick(['#f3e6c4', '#e8e2d6']));
  out += plant(ctx, 520, floorY + 20, 170);
  return out;
}

function kitchenScene(ctx: Ctx): string {
  const { floorY, out: base } = room(ctx);
  const cabinet = ctx.r.pick(['#f2f0eb', '#3f4a52', '#6c7a6a', '#d8cdbb', '#1f2a33', '#8aa0a8']);
  const counter = ctx.r.pick(['#e9e6e1', '#3a3a3a', '#c8bfae', '#9c8f7c']);
  let out = base + viewWindow(ctx, 480, 110, 260, 200);
  out += rect(60, floorY - 260, 1080, 30, counter) + rect(60, floorY - 230, 1080, 230, cabinet);
  for (let i = 0; i < 8; i++) out += rect(70 + i * 134, floorY - 215, 124, 200, 'none', { stroke: darker(cabinet, 0.15), 'stroke-width': 3 }) + rect(120 + i * 134, floorY - 200, 24, 5, '#b8b8b8');
  out += rect(60, 90, 380, 200, cabinet) + rect(780, 90, 360, 200, cabinet);
  out += rect(60, floorY - 330, 1080, 70, ctx.r.pick(['#ffffff', '#dfe7ea', '#e9e2d6']), { opacity: 0.7 });
  out += rect(240, floorY - 100, 720, 40, counter) + rect(260, floorY - 60, 680, 160, darker(cabinet, 0.05));
  for (let i = 0; i < 3; i++) {
    const lx = 400 + i * 200;
    out += line(lx, 0, lx, 140, '#2b2b2b', 3) + path(`M${lx - 45} 190 Q${lx} 110 ${lx + 45} 190Z`, ctx.r.pick(['#2b2b2b', '#c8a96a', '#f2f0eb']));
  }
  for (let i = 0; i < 3; i++) out += rect(330 + i * 220, floorY + 20, 60, 14, '#2b2b2b') + line(345 + i * 220, floorY + 34, 340 + i * 220, floorY + 150, '#2b2b2b', 5) + line(375 + i * 220, floorY + 34, 380 + i * 220, floorY + 150, '#2b2b2b', 5);
  out += plant(ctx, 1000, floorY - 258, 90);
  return out;
}

function bedroomScene(ctx: Ctx): string {
  const { floorY, out: base } = room(ctx);
  const linen = ctx.r.pick(['#f4f1ea', '#e6ecef', '#efe7dc']);
  const throwColor = ctx.r.pick(['#9c6b5a', '#5a6f7f', '#7a8a5a', '#c9a27a', '#4a4f6a']);
  let out = base + viewWindow(ctx, 900, 120, 220, 320);
  out += rect(870, 100, 40, 420, ctx.r.pick(['#d9cbb5', '#c7d0d6', '#e3d5c5'])) + rect(1110, 100, 40, 420, ctx.r.pick(['#d9cbb5', '#c7d0d6', '#e3d5c5']));
  out += rect(230, floorY - 300, 520, 230, ctx.r.pick(['#7a8c96', '#b8a58f', '#5c6b5a', '#3f4a52']), { rx: 14 });
  out += rect(200, floorY - 110, 580, 150, linen, { rx: 12 }) + rect(200, floorY - 40, 580, 70, throwColor, { rx: 10 });
  out += rect(250, floorY - 170, 210, 80, '#ffffff', { rx: 20 }) + rect(520, floorY - 170, 210, 80, '#ffffff', { rx: 20 });
  for (const nx of [80, 800]) out += rect(nx, floorY - 120, 100, 120, '#8f6a4a') + line(nx + 50, floorY - 120, nx + 50, floorY - 200, '#2b2b2b', 3) + poly([[nx + 20, floorY - 200], [nx + 80, floorY - 200], [nx + 68, floorY - 250], [nx + 32, floorY - 250]], '#f3e6c4');
  out += artwork(ctx, 380, 110, 220, 140);
  return out;
}

function bathroomScene(ctx: Ctx): string {
  const tile = ctx.r.pick(['#eef1f2', '#dfe7e4', '#e9e4dc', '#d5dde3']);
  const id = ctx.uid('tile');
  ctx.defs.push(`<pattern id="${id}" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${tile}"/><path d="M0 0.5H60M0.5 0V60" stroke="#9aa3a8" stroke-opacity="0.5"/></pattern>`);
  let out = rect(0, 0, W, H, `url(#${id})`);
  out += rect(0, 620, W, 180, ctx.r.pick(['#8e8a84', '#5f6366', '#c9c2b5']));
  const vanity = ctx.r.pick(['#8f6a4a', '#3f4a52', '#f2f0eb', '#6c7a6a']);
  out += rect(120, 420, 420, 200, vanity) + rect(100, 400, 460, 26, '#f7f7f5') + ellipse(330, 408, 80, 14, '#e4e8ea');
  out += line(330, 330, 330, 400, '#b8b8b8', 6) + rect(170, 90, 320, 220, gradient(ctx, [[0, '#c9dbe6'], [1, '#eaf2f6']]), { stroke: '#b8b8b8', 'stroke-width': 6, rx: ctx.r.chance(0.5) ? 110 : 6 });
  if (ctx.r.chance(0.5)) {
    out += rect(650, 460, 480, 160, '#fbfbfa', { rx: 60 }) + rect(670, 470, 440, 40, '#d9e8ef', { rx: 20 });
  } else {
    out += rect(680, 80, 420, 540, '#cfe0ea', { opacity: 0.35, stroke: '#9aa3a8', 'stroke-width': 4 }) + line(890, 80, 890, 140, '#b8b8b8', 6) + circle(890, 150, 28, '#b8b8b8');
  }
  out += rect(585, 300, 16, 200, '#b8b8b8') + rect(590, 320, 70, 160, ctx.r.pick(['#ffffff', '#9fb7c8', '#e6d5c3']), { rx: 6 });
  out += plant(ctx, 1120, 620, 120);
  return out;
}

function coastScene(ctx: Ctx): string {
  const horizon = ctx.r.between(380, 430);
  let out = sky(ctx, horizon);
  out += rect(0, horizon, W, 140, gradient(ctx, [[0, '#4c7fa3'], [1, '#8bb8cf']]));
  for (let i = 0; i < 6; i++) out += path(`M0 ${horizon + 30 + i * 20} Q300 ${horizon + 20 + i * 20} 600 ${horizon + 30 + i * 20} T1200 ${horizon + 30 + i * 20}`, 'none', { stroke: '#ffffff', 'stroke-opacity': 0.25, 'stroke-width': 2 });
  out += rect(0, horizon + 140, W, H - horizon - 140, gradient(ctx, [[0, '#efe1c0'], [1, '#d9c49a']]));
  out += path(`M0 ${horizon + 150} Q600 ${horizon + 120} 1200 ${horizon + 160}`, 'none', { stroke: '#ffffff', 'stroke-width': 10, opacity: 0.7 });
  if (ctx.r.chance(0.5)) {
    // the coast's apartment front along the dike
    for (let i = 0; i < 5; i++) {
      const bx = i * 90 - 20;
      const bh = ctx.r.between(200, 320);
      out += rect(bx, horizon + 140 - bh, 92, bh, ctx.r.pick(['#efece6', '#e0dbd2', '#d7dde2', '#f3eadb']));
      for (let f = 0; f < bh / 40 - 1; f++) out += rect(bx + 10, horizon + 150 - bh + f * 40, 72, 22, '#7fa3bd');
    }
  }
  const colors = ['#e07a5f', '#3d8eb9', '#f2cc8f', '#81b29a', '#ffffff', '#d64f4f'];
  for (let i = 0; i < ctx.r.int(4, 7); i++) {
    const cx = 520 + i * 95;
    const cy = horizon + 230 + (i % 2) * 20;
    const c = ctx.r.pick(colors);
    out += rect(cx, cy - 80, 70, 80, c) + poly([[cx - 6, cy - 78], [cx + 35, cy - 110], [cx + 76, cy - 78]], darker(c, 0.2)) + rect(cx + 22, cy - 55, 26, 55, darker(c, 0.35));
  }
  for (let i = 0; i < 3; i++) out += path(`M${ctx.r.between(200, 1100)} ${ctx.r.between(120, 300)} q12 -10 24 0 q12 -10 24 0`, 'none', { stroke: '#2b2b2b', 'stroke-width': 3 });
  for (let i = 0; i < 4; i++) {
    const dx = ctx.r.between(0, W);
    out += ellipse(dx, H - 20, ctx.r.between(160, 260), 80, '#e3d2a7');
    for (let g = 0; g < 8; g++) out += line(dx + ctx.r.between(-120, 120), H - 60, dx + ctx.r.between(-130, 130), H - 110, '#8a9a5a', 3);
  }
  return out;
}

function ardennesScene(ctx: Ctx): string {
  const horizon = 400;
  let out = sky(ctx, horizon);
  const layers = ['#a8b9c4', '#8aa39a', '#6d8f74', '#557a58'];
  layers.forEach((color, i) => {
    out += hills(ctx, horizon + i * 70, color, 60);
    for (let t = 0; t < 10; t++) out += conifer(ctx, ctx.r.between(0, W), horizon + i * 70 + 40, 60 + i * 25, darker(color, 0.35));
  });
  out += rect(0, horizon + 60, W, 40, '#ffffff', { opacity: 0.25 });
  out += path(`M0 ${H - 120} Q400 ${H - 200} 700 ${H - 130} T1200 ${H - 160} L1200 ${H - 110} Q800 ${H - 80} 600 ${H - 90} T0 ${H - 60}Z`, gradient(ctx, [[0, '#8fb9cf'], [1, '#5f8fa8']]));
  if (ctx.r.chance(0.7)) {
    const x = ctx.r.between(760, 900);
    const y = H - 210;
    out += rect(x, y - 110, 220, 110, ctx.r.pick(['#9b9183', '#b4a995', '#8c8478'])) + rect(x, y - 110, 220, 110, brickPattern(ctx));
    out += poly([[x - 16, y - 106], [x + 110, y - 190], [x + 236, y - 106]], '#3b3f45');
    out += rect(x + 30, y - 80, 40, 45, '#f3e6c4') + rect(x + 150, y - 80, 40, 45, '#f3e6c4') + rect(x + 92, y - 70, 36, 70, '#4a3b2f');
  }
  return out;
}

function meadowScene(ctx: Ctx): string {
  const horizon = 470;
  let out = sky(ctx, horizon) + hills(ctx, horizon + 10, '#a3b98b', 30) + ground(ctx, horizon + 30);
  for (let i = 0; i < 8; i++) out += line(0, horizon + 60 + i * 35, W, horizon + 50 + i * 40, '#000', 3, { opacity: 0.04 });
  for (let i = 0; i < 6; i++) out += tree(ctx, ctx.r.between(0, W), horizon + 50, ctx.r.between(60, 120));
  for (let i = 0; i < 14; i++) {
    const x = 60 + i * 85;
    out += rect(x, 600, 8, 70, '#8a6a4b') + line(x, 615, x + 85, 615, '#8a6a4b', 3) + line(x, 640, x + 85, 640, '#8a6a4b', 3);
  }
  out += rect(860, 560, 10, 120, '#ffffff') + rect(790, 520, 150, 60, '#c0392b') + rect(800, 530, 130, 40, '#ffffff', { opacity: 0.2 });
  return out;
}

function commercialScene(ctx: Ctx): string {
  let out = sky(ctx, 300);
  const groundY = 680;
  const facade = ctx.r.pick([...brickColors, '#e6e1d6', '#c9c4bb']);
  const awning = ctx.r.pick(['#2f5d3a', '#7a2f2a', '#1f3a5f', '#3a3d42', '#c0392b']);
  const glass = glassFill(ctx);
  out += rect(100, 120, 1000, groundY - 120, facade);
  if (brickColors.includes(facade)) out += rect(100, 120, 1000, groundY - 120, brickPattern(ctx));
  for (let f = 0; f < 2; f++) for (let c = 0; c < 4; c++) out += window_(ctx, 180 + c * 240, 170 + f * 150, 110, 100, '#ffffff', glass);
  out += rect(100, 450, 1000, 50, '#2b2b2b');
  out += rect(150, 510, 680, groundY - 510, glass) + rect(880, 510, 160, groundY - 510, '#2b2b2b') + rect(895, 525, 130, groundY - 525, glass);
  out += poly([[120, 500], [1080, 500], [1110, 560], [90, 560]], awning) + poly([[120, 500], [1080, 500], [1110, 560], [90, 560]], stripePattern(ctx, 40, '#ffffff', 0.35));
  for (let i = 0; i < 5; i++) out += rect(180 + i * 120, 600, 80, 80, ctx.r.pick(['#e07a5f', '#f2cc8f', '#81b29a', '#ffffff']), { opacity: 0.8 });
  out += rect(0, groundY, W, 50, '#b8b2a8') + rect(0, groundY + 50, W, H - groundY - 50, '#5b5e62');
  out += plant(ctx, 60, groundY + 20, 130) + plant(ctx, 1140, groundY + 20, 130);
  return out;
}

function officeScene(ctx: Ctx): string {
  let out = sky(ctx, 500);
  const glass = glassFill(ctx);
  const x = ctx.r.between(250, 400);
  out += rect(x, 80, 560, 620, glass);
  for (let i = 0; i <= 8; i++) out += line(x + i * 70, 80, x + i * 70, 700, '#d8dde2', 4);
  for (let i = 0; i <= 12; i++) out += line(x, 80 + i * 52, x + 560, 80 + i * 52, '#d8dde2', 3);
  out += poly([[x, 300], [x + 560, 120], [x + 560, 220], [x, 400]], '#ffffff', { opacity: 0.12 });
  out += rect(x - 200, 420, 200, 280, '#d9d6d0') + rect(x + 560, 380, 240, 320, '#c9c4bb');
  out += rect(0, 700, W, 100, '#cfc9bd');
  for (let i = 0; i < 4; i++) out += tree(ctx, 80 + i * 340, 740, ctx.r.between(130, 180));
  return out;
}

function warehouseScene(ctx: Ctx): string {
  let out = sky(ctx, 420) + ground(ctx, 430);
  const wall = ctx.r.pick(['#9aa3aa', '#b7bcc0', '#7d8a96', '#c2b8a3']);
  out += rect(80, 300, 1040, 330, wall) + rect(80, 300, 1040, 330, stripePattern(ctx, 14, '#000', 0.12));
  out += poly([[60, 304], [600, 240], [1140, 304]], '#5b6168');
  for (let i = 0; i < 4; i++) out += rect(160 + i * 230, 450, 170, 180, '#6b7177') + rect(160 + i * 230, 450, 170, 180, stripePattern(ctx, 12, '#000', 0.25, false));
  out += rect(0, 630, W, 170, '#6a6d70');
  for (let i = 0; i < 8; i++) out += rect(40 + i * 150, 700, 8, 100, '#f0e6b0');
  return out;
}

function garageScene(ctx: Ctx): string {
  let out = sky(ctx, 360) + ground(ctx, 370);
  const wall = ctx.r.pick(['#d9d6d0', '#b0674a', '#c9c4bb']);
  out += rect(60, 330, 1080, 290, wall) + rect(40, 316, 1120, 20, '#4b4f55');
  const door = ctx.r.pick(['#8a9096', '#ffffff', '#3f4a52', '#6c7a6a']);
  for (let i = 0; i < 5; i++) out += rect(100 + i * 210, 400, 170, 220, door) + rect(100 + i * 210, 400, 170, 220, stripePattern(ctx, 20, '#000', 0.18, false));
  out += rect(0, 620, W, 180, '#5f6366');
  for (let i = 0; i < 5; i++) out += rect(180 + i * 210, 690, 10, 110, '#e8e6e0');
  return out;
}

const painters: Record<SceneCategory, (ctx: Ctx) => string> = {
  house: houseScene,
  villa: villaScene,
  farm: farmScene,
  townhouse: townhouseScene,
  apartment: apartmentScene,
  living: livingScene,
  kitchen: kitchenScene,
  bedroom: bedroomScene,
  bathroom: bathroomScene,
  coast: coastScene,
  ardennes: ardennesScene,
  meadow: meadowScene,
  commercial: commercialScene,
  office: officeScene,
  warehouse: warehouseScene,
  garage: garageScene,
};

/** The SVG of one scene; `key` seeds every choice, so it always draws the same picture. */
export function drawScene(category: SceneCategory, key: string): string {
  const ctx = createCtx(key);
  const body = painters[category](ctx);
  // a soft vignette gives the flat drawing a photographic feel
  const vignette = ctx.uid('v');
  ctx.defs.push(radialGradient(vignette, [[0.55, '#000000', 0], [1, '#000000', 0.28]]));
  return svgDocument(W, H, ctx.defs.join(''), group(body) + rect(0, 0, W, H, `url(#${vignette})`));
}

/** A stylised portrait of a sales representative. */
export function drawPortrait(key: string, feminine: boolean): string {
  const ctx = createCtx(key);
  const size = 400;
  const bg = ctx.r.pick(['#dfe7ec', '#e9e2d6', '#dde6dc', '#ece0e0', '#e0e0ec']);
  const skin = ctx.r.pick(['#f1c9a5', '#e0ac84', '#c68c63', '#8d5a3b', '#f5d5bd']);
  const hair = ctx.r.pick(['#2b1d14', '#4a3222', '#7a5230', '#b88a4a', '#1c1c1c', '#8c8c8c']);
  const shirt = ctx.r.pick(['#2f3b4c', '#6d7f8c', '#8c3b3b', '#3f5a4a', '#e8e4dc', '#1f2a33']);
  let out = rect(0, 0, size, size, gradient(ctx, [[0, lighter(bg, 0.3)], [1, darker(bg, 0.08)]]));
  if (feminine) out += ellipse(200, 200, 112, 140, hair);
  out += path('M60 400 Q70 300 200 290 Q330 300 340 400Z', shirt);
  if (!feminine) out += poly([[175, 292], [200, 340], [225, 292]], '#ffffff') + poly([[193, 305], [207, 305], [204, 360], [196, 360]], darker(shirt, 0.3));
  out += rect(175, 240, 50, 60, darker(skin, 0.08));
  out += ellipse(200, 180, 78, 96, skin);
  out += feminine
    ? path('M118 170 Q130 70 205 78 Q280 82 284 175 Q250 120 200 118 Q150 122 118 170Z', hair)
    : path('M124 160 Q128 84 200 82 Q272 84 276 160 Q262 118 200 112 Q140 116 124 160Z', hair);
  out += ellipse(172, 186, 7, 5, '#2b2b2b') + ellipse(228, 186, 7, 5, '#2b2b2b');
  out += path('M160 170 Q172 162 184 170', 'none', { stroke: darker(hair, 0.1), 'stroke-width': 4 }) + path('M216 170 Q228 162 240 170', 'none', { stroke: darker(hair, 0.1), 'stroke-width': 4 });
  out += path('M176 228 Q200 246 224 228', 'none', { stroke: '#9c4a3a', 'stroke-width': 4, 'stroke-linecap': 'round' });
  if (ctx.r.chance(0.3)) out += circle(172, 186, 20, 'none', { stroke: '#2b2b2b', 'stroke-width': 3 }) + circle(228, 186, 20, 'none', { stroke: '#2b2b2b', 'stroke-width': 3 }) + line(192, 186, 208, 186, '#2b2b2b', 3);
  return svgDocument(size, size, ctx.defs.join(''), out);
}
