// Top banner pictures at the sizes of spec/site.md §2: desktop 2000x60, mobile 900x150.
import type { BannerFileType } from '../../db/constants';
import { hex, svgDocument, textColorOn, textLine } from './svg';

/** spec/site.md §2 "Desktop image size is 2000x60; mobile is 900x150." */
export const BANNER_IMAGE_SIZES: Record<BannerFileType, { width: number; height: number }> = {
  file_pc: { width: 2_000, height: 60 },
  file_mobile: { width: 900, height: 150 },
};

export function bannerSvg(fileType: BannerFileType, color: string, alt: string): string {
  const { width, height } = BANNER_IMAGE_SIZES[fileType];
  const ink = textColorOn(color);
  const size = fileType === 'file_pc' ? 24 : 38;
  const body = [
    `<rect width="${width}" height="${height}" fill="${hex(color)}"/>`,
    textLine(alt, {
      x: width / 2,
      y: height / 2 + size * 0.35,
      size,
      color: ink,
      weight: 700,
      anchor: 'middle',
    }),
  ].join('\n');
  return svgDocument(width, height, alt, body);
}
