// Small helpers to write SVG by hand. Numbers are rounded so the markup (and the image) is stable.

export type Attrs = Record<string, string | number | undefined>;

const round = (v: number) => Math.round(v * 10) / 10;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? round(v) : v}"`)
    .join(' ');
}

export const el = (name: string, a: Attrs, children = ''): string =>
  children ? `<${name} ${attrs(a)}>${children}</${name}>` : `<${name} ${attrs(a)}/>`;

export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const poly = (points: ReadonlyArray<readonly [number, number]>, fill: string, extra: Attrs = {}) =>
  el('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra: Attrs = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });

export const group = (children: string, extra: Attrs = {}) => el('g', extra, children);

export function linearGradient(id: string, stops: ReadonlyArray<readonly [number, string]>, vertical = true): string {
  const dir = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  return el(
    'linearGradient',
    { id, ...dir },
    stops.map(([offset, color]) => el('stop', { offset, 'stop-color': color })).join(''),
  );
}

export function radialGradient(id: string, stops: ReadonlyArray<readonly [number, string, number?]>): string {
  return el(
    'radialGradient',
    { id },
    stops
      .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity ?? 1 }))
      .join(''),
  );
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const channel = (shift: number) => {
    const ca = (pa >> shift) & 255;
    const cb = (pb >> shift) & 255;
    return Math.round(ca + (cb - ca) * t);
  };
  const value = (channel(16) << 16) | (channel(8) << 8) | channel(0);
  return `#${value.toString(16).padStart(6, '0')}`;
}

export const darker = (c: string, t = 0.25) => mix(c, '#000000', t);
export const lighter = (c: string, t = 0.25) => mix(c, '#ffffff', t);
