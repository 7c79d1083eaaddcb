// Top banner pictures at the sizes of spec/site.md §2: desktop 2000x60, mobile 900x150.
import type { BannerFileType } from '../../db/constants';
import { hex, svgDocument, textColorOn, textLine, wrapText } from './svg';

/** spec/site.md §2 "Desktop image size is 2000x60; mobile is 900x150." */
export const BANNER_IMAGE_SIZES: Record<BannerFileType, { width: number; height: number }> = {
  file_pc: { width: 2_000, height: 60 },
  file_mobile: { width: 900, height: 150 },
};

/**
 * Rings on both sides of the text, in the text's colour: a centre's banner marks itself as the
 * centre's own (site.md §1) apart from the firm's plain ones. `textWidth` is the widest line's.
 */
function sideRings(width: number, height: number, ink: string, textWidth: number): string {
  const radius = height * 0.3;
  const offset = textWidth / 2 + radius * 2;
  const rings = [width / 2 - offset, width / 2 + offset].flatMap((x) =>
    [1, 0.6].map(
      (scale) =>
        `<circle cx="${x.toFixed(1)}" cy="${height / 2}" r="${(radius * scale).toFixed(1)}" fill="none" stroke="${ink}" stroke-width="2"/>`,
    ),
  );
  return `<g opacity="0.35">${rings.join('')}</g>`;
}

/**
 * A banner picture: its text on its colour. `marked` draws the rings of a centre's own banner
 * and wraps its text to leave them room beside it.
 */
export function bannerSvg(
  fileType: BannerFileType,
  color: string,
  alt: string,
  marked = false,
): string {
  const { width, height } = BANNER_IMAGE_SIZES[fileType];
  const ink = textColorOn(color);
  const size = fileType === 'file_pc' ? 24 : 38;
  // Hangul glyphs are about as wide as the font size; the firm's banners keep their one line.
  const lines = marked ? wrapText(alt, Math.floor((width * 0.8) / size)) : [alt];
  const lineHeight = size * 1.25;
  const firstBaseline = height / 2 + size * 0.35 - ((lines.length - 1) * lineHeight) / 2;
  const body = [
    `<rect width="${width}" height="${height}" fill="${hex(color)}"/>`,
    ...(marked
      ? [sideRings(width, height, ink, Math.max(...lines.map((line) => line.length)) * size)]
      : []),
    ...lines.map((line, index) =>
      textLine(line, {
        x: width / 2,
        y: Number((firstBaseline + index * lineHeight).toFixed(1)),
        size,
        color: ink,
        weight: 700,
        anchor: 'middle',
      }),
    ),
  ].join('\n');
  return svgDocument(width, height, alt, body);
}
