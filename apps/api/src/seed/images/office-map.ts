// Office map pictures (spec/site.md §2 Office map: "a map image with an enlarge modal"): a drawn
// plan of the office's block, from the office's own directions (content/office-directions.ts):
// its streets, the stations or bus stops with their exits, the landmarks around it, the walk
// from the nearest station to the pin on the office, and a legend with the office's name,
// address and walking times. Not a real map: the link to a map service is for that.
import type {
  OfficeDirections,
  OfficeLandmark,
  OfficeRoad,
  OfficeStation,
} from '../../db/schema/offices';

import { BRAND_COLOR, hex, svgDocument, textLine } from './svg';

const WIDTH = 640;
const HEIGHT = 420;
/** The plan's height; the legend fills the rest. */
const PLAN_HEIGHT = 320;
const GROUND = '#EFEBE4';
const BLOCK = '#E4DED4';
const ROAD_EDGE = '#D3CABD';
const CENTRE_LINE = '#F2C14E';
const WATER = '#BCD6EA';
const WATER_INK = '#2F5F8A';
const PARK = '#CFE3C3';
const PARK_TREE = '#A9CC98';
const PARK_INK = '#3B6630';
const INK = '#1F2A44';
const MUTED = '#475569';
const BRAND = hex(BRAND_COLOR);

/** Fill and label colour of a building-type landmark. */
const BUILDING_STYLE: Record<
  Exclude<OfficeLandmark['kind'], 'park' | 'water'>,
  { fill: string; ink: string }
> = {
  court: { fill: '#DCD6EA', ink: '#4F4380' },
  prosecution: { fill: '#D9DEE8', ink: '#3B4A66' },
  government: { fill: '#D6E2EC', ink: '#2E5573' },
  shopping: { fill: '#F1DCCB', ink: '#8A4A1C' },
  culture: { fill: '#EADAE6', ink: '#7A3A69' },
  school: { fill: '#E6E1CC', ink: '#6A5A1E' },
  hospital: { fill: '#D8EAE6', ink: '#1F6B5E' },
  business: { fill: '#DCE3EA', ink: '#3E4C5E' },
};

const px = (x: number) => Math.round(x * (WIDTH / 100));
const py = (y: number) => Math.round(y * (PLAN_HEIGHT / 100));
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** About how wide a label is: Hangul a full em, Latin letters and digits a little over half. */
export function labelWidth(text: string, size: number): number {
  let width = 0;
  for (const char of text) width += /[\u3131-\uD79D]/.test(char) ? size : size * 0.6;
  return Math.round(width);
}

/** The compass in the top right corner: labels keep clear of it. */
const COMPASS = { x: 612, y: 30, clear: 52 };

/** A rectangle on the plan that a road's name should not cover. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The area two boxes share. */
export function overlapArea(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * A label on a pill, kept inside the plan and clear of the compass. `at` is where the pill's
 * centre goes, or its left or right end. Its box goes into `taken`.
 */
function pill(
  taken: Box[],
  text: string,
  at: { x: number; align?: 'middle' | 'start' | 'end' },
  cy: number,
  ink: string,
  filled = false,
): string {
  const size = 13;
  const width = labelWidth(text, size) + 20;
  const left = at.align === 'start' ? at.x : at.align === 'end' ? at.x - width : at.x - width / 2;
  const y = clamp(cy - 12, 6, PLAN_HEIGHT - 30);
  const right = y < COMPASS.y + 24 ? WIDTH - COMPASS.clear : WIDTH - 6;
  const x = clamp(left, 6, right - width);
  taken.push({ x, y, width, height: 24 });
  return [
    `<rect x="${x}" y="${y}" width="${width}" height="24" rx="12" fill="${filled ? ink : '#FFFFFF'}" stroke="${ink}" stroke-width="1.5"/>`,
    textLine(text, {
      x: x + width / 2,
      y: y + 17,
      size,
      color: filled ? '#FFFFFF' : ink,
      weight: 600,
      anchor: 'middle',
    }),
  ].join('\n');
}

/** City blocks under everything: a regular grid, some lots left open, varied per office. */
function cityBlocks(seed: number): string[] {
  const shapes: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 10; col += 1) {
      if ((row * 7 + col * 3 + seed) % 5 === 0) continue;
      const w = 44 + ((row * 13 + col * 7 + seed) % 16);
      const h = 34 + ((row * 5 + col * 11 + seed) % 14);
      shapes.push(
        `<rect x="${col * 64 + 8}" y="${row * 56 + 8}" width="${w}" height="${h}" rx="3" fill="${BLOCK}"/>`,
      );
    }
  }
  return shapes;
}

function water(landmark: OfficeLandmark): string[] {
  const y = py(landmark.y);
  return [
    `<path d="M0 ${y - 22} C 160 ${y - 40} 320 ${y} 640 ${y - 26} L640 ${y + 20} C 320 ${y + 44} 160 ${y + 4} 0 ${y + 22} Z" fill="${WATER}"/>`,
    textLine(landmark.name, {
      x: clamp(px(landmark.x), 60, WIDTH - 60),
      y: y + 6,
      size: 14,
      color: WATER_INK,
      weight: 700,
      anchor: 'middle',
    }),
  ];
}

function park(landmark: OfficeLandmark): string[] {
  const x = clamp(px(landmark.x) - 80, 4, WIDTH - 164);
  const y = clamp(py(landmark.y) - 40, 4, PLAN_HEIGHT - 84);
  const trees = [
    [28, 30, 12],
    [56, 52, 10],
    [122, 28, 11],
    [138, 56, 9],
  ].map(
    ([dx, dy, r]) =>
      `<circle cx="${x + (dx ?? 0)}" cy="${y + (dy ?? 0)}" r="${r ?? 0}" fill="${PARK_TREE}"/>`,
  );
  return [
    `<rect x="${x}" y="${y}" width="160" height="80" rx="20" fill="${PARK}"/>`,
    ...trees,
    textLine(landmark.name, {
      x: x + 80,
      y: y + 46,
      size: 13,
      color: PARK_INK,
      weight: 700,
      anchor: 'middle',
    }),
  ];
}

function building(
  taken: Box[],
  landmark: OfficeLandmark & { kind: keyof typeof BUILDING_STYLE },
): string[] {
  const style = BUILDING_STYLE[landmark.kind];
  const cx = px(landmark.x);
  const cy = py(landmark.y);
  const x = clamp(cx - 46, 4, WIDTH - 96);
  const y = clamp(cy - 24, 4, PLAN_HEIGHT - 52);
  taken.push({ x, y, width: 92, height: 48 });
  const shapes = [
    `<rect x="${x}" y="${y}" width="92" height="48" rx="4" fill="${style.fill}" stroke="${style.ink}" stroke-opacity="0.5" stroke-width="1.5"/>`,
  ];
  if (landmark.kind === 'court' || landmark.kind === 'prosecution') {
    // Columns under a pediment: the way a court is drawn on Korean maps' symbols.
    shapes.push(
      `<path d="M${x + 30} ${y + 20} L${x + 46} ${y + 11} L${x + 62} ${y + 20} Z" fill="${style.ink}" fill-opacity="0.55"/>`,
      ...[34, 42, 50, 58].map(
        (dx) =>
          `<rect x="${x + dx - 1}" y="${y + 22}" width="3" height="14" fill="${style.ink}" fill-opacity="0.55"/>`,
      ),
    );
  }
  // The label above the building, or below it at the top edge.
  const labelY = y < 40 ? y + 48 + 16 : y - 16;
  shapes.push(pill(taken, landmark.name, { x: x + 46 }, labelY, style.ink));
  return shapes;
}

function roadLine(item: OfficeRoad): string[] {
  const width = item.major ? 26 : 14;
  const horizontal = item.axis === 'h';
  const at = horizontal ? py(item.at) : px(item.at);
  const line = (stroke: string, strokeWidth: number, extra = '') =>
    horizontal
      ? `<line x1="0" y1="${at}" x2="${WIDTH}" y2="${at}" stroke="${stroke}" stroke-width="${strokeWidth}"${extra}/>`
      : `<line x1="${at}" y1="0" x2="${at}" y2="${PLAN_HEIGHT}" stroke="${stroke}" stroke-width="${strokeWidth}"${extra}/>`;
  const shapes = [line(ROAD_EDGE, width + 4), line('#FFFFFF', width)];
  if (item.major) shapes.push(line(CENTRE_LINE, 2, ' stroke-dasharray="14 10"'));
  return shapes;
}

/** Where along a road its name goes: the spot, nearest the middle, that covers least. */
export function labelSpot(candidates: readonly Box[], taken: readonly Box[]): Box | undefined {
  let best: { box: Box; covered: number } | undefined;
  for (const box of candidates) {
    const covered = taken.reduce((sum, other) => sum + overlapArea(box, other), 0);
    if (!best || covered < best.covered) best = { box, covered };
  }
  return best?.box;
}

/** The walk's legs and the crossing roads, as boxes for the road names to keep off. */
function lineBoxes(directions: OfficeDirections): Box[] {
  const boxes: Box[] = directions.roads.map((item) =>
    item.axis === 'h'
      ? { x: 0, y: py(item.at) - 14, width: WIDTH, height: 28 }
      : { x: px(item.at) - 14, y: 0, width: 28, height: PLAN_HEIGHT },
  );
  const first = directions.stations[0];
  if (first) {
    const [sx, sy, ox, oy] = [
      px(first.x),
      py(first.y),
      px(directions.office.x),
      py(directions.office.y),
    ];
    boxes.push(
      { x: Math.min(sx, ox), y: sy - 4, width: Math.abs(ox - sx), height: 8 },
      { x: ox - 4, y: Math.min(sy, oy), width: 8, height: Math.abs(oy - sy) },
    );
  }
  return boxes;
}

/** A road's name on the road, where it covers least of what else is drawn. */
function roadLabel(item: OfficeRoad, taken: readonly Box[]): string {
  const horizontal = item.axis === 'h';
  const at = horizontal ? py(item.at) : px(item.at);
  const size = item.major ? 12 : 11;
  const half = labelWidth(item.name, size) / 2 + 4;
  const length = horizontal ? WIDTH : PLAN_HEIGHT;
  // Its own road is not in the way.
  const others = taken.filter((box) =>
    horizontal
      ? !(box.width === WIDTH && box.y === at - 14)
      : !(box.height === PLAN_HEIGHT && box.x === at - 14),
  );
  const shares = [0.5, 0.38, 0.62, 0.26, 0.74, 0.14, 0.86];
  const candidates = shares
    .map((share) => clamp(Math.round(share * length), half + 4, length - half - 4))
    .map((spot): Box =>
      horizontal
        ? { x: spot - half, y: at - 8, width: half * 2, height: 16 }
        : { x: at - 8, y: spot - half, width: 16, height: half * 2 },
    );
  const box = labelSpot(candidates, others) ?? candidates[0];
  if (!box) return '';
  const [x, y] = horizontal ? [box.x + half, at + 4] : [at, box.y + half];
  const halo = '<text paint-order="stroke" stroke="#FFFFFF" stroke-width="3"';
  const turn = horizontal ? '' : ` transform="rotate(-90 ${x} ${y})" dy="4"`;
  return textLine(item.name, { x, y, size, color: MUTED, weight: 600, anchor: 'middle' }).replace(
    '<text',
    `${halo}${turn}`,
  );
}

/** The walk from the nearest station: along its street, then up or down to the office. */
function walk(from: OfficeStation, office: { x: number; y: number }): string {
  const points = [
    [px(from.x), py(from.y)],
    [px(office.x), py(from.y)],
    [px(office.x), py(office.y)],
  ];
  return `<polyline points="${points.map((point) => point.join(',')).join(' ')}" fill="none" stroke="${BRAND}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="0.1 9"/>`;
}

function station(taken: Box[], item: OfficeStation): string[] {
  const x = px(item.x);
  const y = py(item.y);
  taken.push({ x: x - 16, y: y - 16, width: 32, height: 32 });
  const symbol =
    item.kind === 'bus'
      ? [
          `<rect x="${x - 15}" y="${y - 12}" width="30" height="24" rx="6" fill="${item.color}" stroke="#FFFFFF" stroke-width="2"/>`,
          textLine('버스', {
            x,
            y: y + 5,
            size: 11,
            color: '#FFFFFF',
            weight: 700,
            anchor: 'middle',
          }),
        ]
      : [
          `<circle cx="${x}" cy="${y}" r="14" fill="#FFFFFF" stroke="${item.color}" stroke-width="5"/>`,
          textLine(item.kind === 'rail' ? '역' : 'M', {
            x,
            y: y + 5,
            size: 13,
            color: item.color,
            weight: 800,
            anchor: 'middle',
          }),
        ];
  const label = item.exit ? `${item.name} ${item.exit}` : item.name;
  return [...symbol, pill(taken, label, { x }, y + 32, item.color)];
}

/** The pin on the office's door, its name beside it (to the right, or left at the east edge). */
function officePin(taken: Box[], title: string, office: { x: number; y: number }): string[] {
  const x = px(office.x);
  const y = py(office.y);
  taken.push({ x: x - 18, y: y - 46, width: 36, height: 50 });
  const labelRoom = labelWidth(title, 13) + 20 + 22;
  const label =
    x + labelRoom > WIDTH - 8
      ? pill(taken, title, { x: x - 20, align: 'end' }, y - 26, BRAND, true)
      : pill(taken, title, { x: x + 20, align: 'start' }, y - 26, BRAND, true);
  return [
    `<ellipse cx="${x}" cy="${y}" rx="10" ry="4" fill="${INK}" fill-opacity="0.25"/>`,
    `<path d="M${x} ${y} c-4 -9 -17 -16 -17 -28 a17 17 0 0 1 34 0 c0 12 -13 19 -17 28 z" fill="${BRAND}" stroke="#FFFFFF" stroke-width="2"/>`,
    `<circle cx="${x}" cy="${y - 28}" r="6.5" fill="#FFFFFF"/>`,
    label,
  ];
}

/** How long a walk each station is, for the legend and the text alternative. */
export function stationWalkText(item: OfficeStation): string {
  const where = item.exit ? `${item.name} ${item.exit}` : item.name;
  return `${where}에서 도보 ${item.walk_minutes}분`;
}

export interface OfficeMapSource {
  title: string;
  address: string;
  directions: OfficeDirections;
}

export function officeMapSvg({ title, address, directions }: OfficeMapSource): string {
  const { stations, landmarks, roads, office } = directions;
  const seed = [...title].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0);
  const nearest = stations[0];
  // The labelled things first, so that the road names can keep off them.
  const taken: Box[] = [];
  const buildings = landmarks.flatMap((item) =>
    item.kind === 'park' || item.kind === 'water'
      ? []
      : building(taken, { ...item, kind: item.kind }),
  );
  const stationShapes = stations.flatMap((item) => station(taken, item));
  const pin = officePin(taken, title, office);
  const roadNames = roads.map((item) => roadLabel(item, [...taken, ...lineBoxes(directions)]));
  const body = [
    `<rect width="${WIDTH}" height="${PLAN_HEIGHT}" fill="${GROUND}"/>`,
    ...cityBlocks(seed),
    ...landmarks.filter((item) => item.kind === 'water').flatMap(water),
    ...landmarks.filter((item) => item.kind === 'park').flatMap(park),
    ...roads.flatMap(roadLine),
    nearest ? walk(nearest, office) : '',
    ...roadNames,
    ...buildings,
    ...stationShapes,
    ...pin,
    // North is up.
    `<g transform="translate(612 30)"><circle r="17" fill="#FFFFFF" stroke="${ROAD_EDGE}"/><path d="M0 -12 L6 4 L0 1 L-6 4 Z" fill="${INK}"/>${textLine('N', { x: 0, y: 14, size: 9, color: INK, weight: 700, anchor: 'middle' })}</g>`,
    // The legend: who, where, and how far on foot.
    `<rect y="${PLAN_HEIGHT}" width="${WIDTH}" height="${HEIGHT - PLAN_HEIGHT}" fill="#FFFFFF"/>`,
    `<rect y="${PLAN_HEIGHT}" width="${WIDTH}" height="1" fill="${ROAD_EDGE}"/>`,
    `<rect x="0" y="${PLAN_HEIGHT}" width="6" height="${HEIGHT - PLAN_HEIGHT}" fill="${BRAND}"/>`,
    textLine(title, { x: 24, y: PLAN_HEIGHT + 26, size: 18, color: INK, weight: 700 }),
    textLine(address, { x: 24, y: PLAN_HEIGHT + 47, size: 13, color: MUTED }),
    // One line a station (two at most), short enough to leave the right side to the site's
    // "enlarge" badge.
    ...stations.slice(0, 2).map((item, index) =>
      textLine(stationWalkText(item), {
        x: 24,
        y: PLAN_HEIGHT + 68 + index * 20,
        size: 13,
        color: INK,
        weight: 600,
      }),
    ),
  ].join('\n');
  return svgDocument(WIDTH, HEIGHT, `${title} 약도: ${directions.route}`, body);
}
