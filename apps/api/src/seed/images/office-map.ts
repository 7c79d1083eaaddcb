// Office map pictures (spec/site.md §2 Office map: "a map image with an enlarge modal"): a
// drawn street plan around the office, not a real map. A river, a park, the main roads, the
// courthouse and the subway station around a pin on the office's building, with a compass and
// a card naming the office; each office's plan is shifted and mirrored so no two look alike.
import { BRAND_COLOR, hex, svgDocument, textLine } from './svg';

const WIDTH = 640;
const HEIGHT = 420;
const GROUND = '#EFEBE4';
const BLOCK = '#E3DDD3';
const ROAD_EDGE = '#D6CEC2';
const WATER = '#BCD6EA';
const PARK = '#CFE3C3';
const INK = '#1F2A44';
const MUTED = '#475569';
const TRANSIT = '#1D5FA8';

/** The streets between the blocks, shifted per office. */
function streetGrid(offset: number): string[] {
  const rows = [0, 1, 2, 3].map(
    (row) =>
      `<rect x="0" y="${30 + row * 96 + (offset % 24)}" width="${WIDTH}" height="10" fill="#FFFFFF"/>`,
  );
  const cols = [0, 1, 2, 3, 4].map(
    (col) =>
      `<rect x="${24 + col * 132 + offset}" y="0" width="10" height="${HEIGHT}" fill="#FFFFFF"/>`,
  );
  return [...rows, ...cols];
}

/** A few building footprints in the blocks. */
function blocks(offset: number): string[] {
  const shapes: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      if ((row + col + offset) % 3 === 0) continue;
      const x = 44 + col * 132 + offset;
      const y = 50 + row * 96 + (offset % 24);
      shapes.push(
        `<rect x="${x}" y="${y}" width="${48 + ((row * 7 + col * 11) % 40)}" height="${36 + ((row * 5 + col * 3) % 20)}" rx="3" fill="${BLOCK}"/>`,
      );
    }
  }
  return shapes;
}

function labelPill(text: string, x: number, y: number, color: string): string {
  const width = 16 + text.length * 14;
  return [
    `<rect x="${x - width / 2}" y="${y - 15}" width="${width}" height="24" rx="12" fill="#FFFFFF" stroke="${color}" stroke-width="1.5"/>`,
    textLine(text, { x, y: y + 2, size: 13, color, weight: 600, anchor: 'middle' }),
  ].join('\n');
}

export function officeMapSvg(index: number, title: string, address: string): string {
  const offset = (index * 37) % 90;
  const mirrored = index % 2 === 1;
  const brand = hex(BRAND_COLOR);
  // The river runs along the top or the bottom edge; the park sits on the other side.
  const river = mirrored
    ? `<path d="M0 250 C 160 220 300 300 640 240 L640 300 C 320 360 160 280 0 310 Z" fill="${WATER}"/>`
    : `<path d="M0 40 C 180 80 360 0 640 60 L640 110 C 360 60 180 140 0 96 Z" fill="${WATER}"/>`;
  const riverLabel = mirrored
    ? textLine('강변', { x: 560, y: 282, size: 13, color: '#35618A', weight: 600 })
    : textLine('강변', { x: 560, y: 92, size: 13, color: '#35618A', weight: 600 });
  const parkX = 40 + ((index * 53) % 180);
  const parkY = mirrored ? 60 : 200;
  // The main road crosses the plan; the office is at its corner with a side street.
  const mainRoadY = mirrored ? 178 : 170;
  const mainRoad = [
    `<rect x="0" y="${mainRoadY - 2}" width="${WIDTH}" height="26" fill="${ROAD_EDGE}"/>`,
    `<rect x="0" y="${mainRoadY}" width="${WIDTH}" height="22" fill="#FFFFFF"/>`,
    `<line x1="0" y1="${mainRoadY + 11}" x2="${WIDTH}" y2="${mainRoadY + 11}" stroke="#F2C14E" stroke-width="2" stroke-dasharray="14 10"/>`,
    `<path d="M${120 + offset} ${HEIGHT} L${260 + offset} 0" stroke="${ROAD_EDGE}" stroke-width="24"/>`,
    `<path d="M${120 + offset} ${HEIGHT} L${260 + offset} 0" stroke="#FFFFFF" stroke-width="20"/>`,
  ];
  const officeX = 330 + (offset % 40);
  const officeY = mainRoadY - 58;
  const stationX = officeX + 120;
  const stationY = mainRoadY + 11;
  const courtX = officeX + 190;
  const courtY = mainRoadY - 60;

  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${GROUND}"/>`,
    ...streetGrid(offset),
    ...blocks(offset),
    river,
    `<rect x="${parkX}" y="${parkY}" width="150" height="86" rx="18" fill="${PARK}"/>`,
    `<circle cx="${parkX + 40}" cy="${parkY + 40}" r="12" fill="#A9CC98"/>`,
    `<circle cx="${parkX + 70}" cy="${parkY + 52}" r="9" fill="#A9CC98"/>`,
    riverLabel,
    ...mainRoad,
    labelPill('근린공원', parkX + 75, parkY - 4, '#3F6B32'),
    // The courthouse: offices sit near one (the seed's sub titles say so).
    `<rect x="${courtX - 34}" y="${courtY}" width="68" height="44" rx="4" fill="#D9D4E6" stroke="#7C6FA8" stroke-width="1.5"/>`,
    labelPill('법원', courtX, courtY - 12, '#5B4F8A'),
    // The subway station, a short walk along the main road.
    `<circle cx="${stationX}" cy="${stationY}" r="13" fill="#FFFFFF" stroke="${TRANSIT}" stroke-width="4"/>`,
    textLine('M', {
      x: stationX,
      y: stationY + 5,
      size: 13,
      color: TRANSIT,
      weight: 700,
      anchor: 'middle',
    }),
    labelPill('지하철역 도보 5분', stationX, stationY + 42, TRANSIT),
    // The office's building and its pin.
    `<rect x="${officeX - 30}" y="${officeY}" width="60" height="48" rx="4" fill="#FFFFFF" stroke="${brand}" stroke-width="3"/>`,
    `<path d="M${officeX} ${officeY + 8} c-20 0 -34 -14 -34 -33 c0 -26 34 -58 34 -58 s34 32 34 58 c0 19 -14 33 -34 33 z" fill="${brand}"/>`,
    `<circle cx="${officeX}" cy="${officeY - 26}" r="12" fill="#FFFFFF"/>`,
    // A compass.
    `<g transform="translate(600 36)"><circle r="18" fill="#FFFFFF" stroke="${ROAD_EDGE}"/><path d="M0 -13 L6 4 L0 0 L-6 4 Z" fill="${INK}"/>${textLine('N', { x: 0, y: 15, size: 10, color: INK, weight: 700, anchor: 'middle' })}</g>`,
    // The card naming the office.
    `<rect x="24" y="334" width="592" height="66" rx="12" fill="#FFFFFF" fill-opacity="0.95" stroke="${ROAD_EDGE}"/>`,
    `<rect x="24" y="334" width="8" height="66" rx="4" fill="${brand}"/>`,
    textLine(title, { x: 48, y: 362, size: 22, color: INK, weight: 700 }),
    textLine(address, { x: 48, y: 387, size: 15, color: MUTED }),
  ].join('\n');
  return svgDocument(WIDTH, HEIGHT, `${title} 약도: ${address}`, body);
}
