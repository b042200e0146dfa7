// The demo's floor plans: a few line drawings (walls, doors, windows; no text, so no font is needed),
// rendered to PNG with sharp at seed time like the photos, so no binary is committed.
import { el, line, rect, svgDocument } from './svg';

/** Bump when the drawings change: file names carry it, so long-cached old files are never reused. */
const STYLE = 'v1';
export const FLOOR_PLAN_COUNT = 3;
const WIDTH = 1200;
const HEIGHT = 800;
const WALL = '#2b2f36';

/** A room as x, y, width, height on a 1200 x 800 sheet. */
export type Room = readonly [number, number, number, number];

const layouts: ReadonlyArray<readonly Room[]> = [
  [
    [100, 100, 520, 360],
    [620, 100, 480, 260],
    [620, 360, 480, 340],
    [100, 460, 300, 240],
    [400, 460, 220, 240],
  ],
  [
    [100, 100, 400, 600],
    [500, 100, 300, 300],
    [800, 100, 300, 300],
    [500, 400, 600, 300],
  ],
  [
    [150, 100, 900, 300],
    [150, 400, 300, 300],
    [450, 400, 300, 300],
    [750, 400, 300, 300],
  ],
];

export const floorPlanFileName = (variant: number) => `${STYLE}-plan-${variant + 1}.png`;

/** The variant a listing shows: the same listing always gets the same drawing. */
export const floorPlanVariant = (estateId: number) => estateId % FLOOR_PLAN_COUNT;

function room([x, y, width, height]: Room): string {
  const door = Math.min(80, width / 3);
  // A gap in the bottom wall with the door leaf and its swing, and a window (double line) in the top wall.
  return [
    rect(x, y, width, height, 'none', { stroke: WALL, 'stroke-width': 10 }),
    line(x + 30, y + height, x + 30 + door, y + height, '#ffffff', 12),
    line(x + 30, y + height, x + 30, y + height - door, WALL, 3),
    el('path', { d: `M${x + 30 + door} ${y + height} A${door} ${door} 0 0 0 ${x + 30} ${y + height - door}`, fill: 'none', stroke: WALL, 'stroke-width': 1.5, 'stroke-dasharray': '6 4' }),
    line(x + width / 2 - 60, y - 4, x + width / 2 + 60, y - 4, '#7aa7d6', 3),
    line(x + width / 2 - 60, y + 4, x + width / 2 + 60, y + 4, '#7aa7d6', 3),
  ].join('');
}

/** The rooms of a drawing, also drawn in the demo's plan PDF (pdf-documents.ts). */
export const floorPlanRooms = (variant: number): readonly Room[] => layouts[variant % layouts.length] ?? [];

export function drawFloorPlan(variant: number): string {
  const rooms = floorPlanRooms(variant);
  return svgDocument(WIDTH, HEIGHT, '', rect(0, 0, WIDTH, HEIGHT, '#ffffff') + rooms.map(room).join(''));
}
