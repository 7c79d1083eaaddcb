// Small helpers for the generated SVG images: escaping, a document wrapper, wrapped text lines and
// colours. Everything is plain strings, so the output is byte-for-byte the same on every run.

/** The fonts an SVG asks for: the site's Pretendard when installed, then common Korean fonts. */
export const FONT_FAMILY = "Pretendard, 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif";

export function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">`,
    `<title>${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  color: string;
  weight?: number;
  anchor?: 'start' | 'middle' | 'end';
}

export function textLine(value: string, options: TextOptions): string {
  const { x, y, size, color, weight = 400, anchor = 'start' } = options;
  return `<text x="${x}" y="${y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}">${escapeXml(value)}</text>`;
}

/** Splits text into lines of at most `width` characters, breaking at spaces where it can. */
export function wrapText(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (candidate.length <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    while (line.length > width) {
      lines.push(line.slice(0, width));
      line = line.slice(width);
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** `#rrggbb` for a hex colour stored without #. */
export const hex = (color: string) => `#${color}`;

/** Dark text on light backgrounds, white on dark ones (relative luminance). */
export function textColorOn(color: string): string {
  const [r, g, b] = [0, 2, 4].map((offset) => parseInt(color.slice(offset, offset + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.6 ? '#1F2A44' : '#FFFFFF';
}

/** The site's main colour (spec/site.md §2 CI page: crimson #AE0E36). */
export const BRAND_COLOR = 'AE0E36';

export const PALETTE = [
  'AE0E36',
  '1F2A44',
  '2F4F8F',
  '0F766E',
  '6D28D9',
  'B45309',
  '475569',
] as const;
