// Office map pictures: a schematic street grid with a pin and the office name. Not a real map.
import { BRAND_COLOR, hex, svgDocument, textLine } from './svg';

export function officeMapSvg(index: number, title: string, address: string): string {
  // Shift the grid per office so the pictures do not all look the same.
  const offset = (index * 37) % 90;
  const streets = [
    ...[0, 1, 2, 3].map(
      (row) =>
        `<rect x="0" y="${40 + row * 100 + (offset % 30)}" width="640" height="14" fill="#FFFFFF"/>`,
    ),
    ...[0, 1, 2, 3, 4].map(
      (col) =>
        `<rect x="${30 + col * 140 + offset}" y="0" width="14" height="420" fill="#FFFFFF"/>`,
    ),
  ];
  const body = [
    `<rect width="640" height="420" fill="#E7E3DD"/>`,
    ...streets,
    `<path d="M320 190 c-22 0 -40 -18 -40 -40 c0 -30 40 -70 40 -70 s40 40 40 70 c0 22 -18 40 -40 40 z" fill="${hex(BRAND_COLOR)}"/>`,
    `<circle cx="320" cy="150" r="14" fill="#FFFFFF"/>`,
    `<rect x="40" y="320" width="560" height="72" rx="10" fill="#FFFFFF" fill-opacity="0.92"/>`,
    textLine(title, { x: 60, y: 350, size: 22, color: '#1F2A44', weight: 700 }),
    textLine(address, { x: 60, y: 378, size: 15, color: '#475569' }),
  ].join('\n');
  return svgDocument(640, 420, `${title} 약도`, body);
}
