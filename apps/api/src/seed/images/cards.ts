// Text-on-colour pictures: success case images (382x510), info article covers and the guide images
// inside FAQ answers (strength tiles are in strength-tile.ts).
import { CASE_IMAGE_SIZE } from '../../db/constants';
import { strengthPictogram } from './strength-tile';
import { BRAND_COLOR, hex, svgDocument, textColorOn, textLine, wrapText } from './svg';

function titleLines(
  title: string,
  width: number,
  x: number,
  y: number,
  size: number,
  color: string,
) {
  return wrapText(title, width)
    .map((line, index) =>
      textLine(line, { x, y: y + index * size * 1.4, size, color, weight: 700 }),
    )
    .join('\n');
}

export function caseImageSvg(title: string, field: string, color: string): string {
  const { width, height } = CASE_IMAGE_SIZE;
  const ink = textColorOn(color);
  const body = [
    `<rect width="${width}" height="${height}" fill="${hex(color)}"/>`,
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="${ink}" stroke-opacity="0.4" stroke-width="2"/>`,
    textLine('성공 사례', { x: 48, y: 84, size: 18, color: ink, weight: 700 }),
    textLine(field, { x: 48, y: 118, size: 20, color: ink }),
    titleLines(title, 12, 48, 210, 28, ink),
    // Balanced scales, the sign of a court outcome, in the corner the title leaves free.
    `<g transform="translate(${width - 140} ${height - 140}) scale(0.45)" fill="none" stroke="${ink}" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${strengthPictogram('fixed-fee')}</g>`,
  ].join('\n');
  return svgDocument(width, height, title, body);
}

export function infoCoverSvg(title: string, field: string): string {
  const body = [
    `<rect width="1200" height="630" fill="#F7F4F1"/>`,
    `<rect width="24" height="630" fill="${hex(BRAND_COLOR)}"/>`,
    textLine(`법률 정보 · ${field}`, {
      x: 96,
      y: 150,
      size: 32,
      color: hex(BRAND_COLOR),
      weight: 700,
    }),
    titleLines(title, 22, 96, 260, 56, '#1F2A44'),
  ].join('\n');
  return svgDocument(1200, 630, title, body);
}

/** A three-step procedure diagram for FAQ answers that show an image. */
export function faqGuideSvg(title: string): string {
  const steps = ['상담 신청', '사실관계 검토', '절차 진행'];
  const boxes = steps
    .map((step, index) => {
      const x = 40 + index * 200;
      return [
        `<rect x="${x}" y="90" width="160" height="96" rx="12" fill="${index === 0 ? hex(BRAND_COLOR) : '#FFFFFF'}" stroke="${hex(BRAND_COLOR)}" stroke-width="2"/>`,
        textLine(`${index + 1}. ${step}`, {
          x: x + 80,
          y: 146,
          size: 20,
          color: index === 0 ? '#FFFFFF' : '#1F2A44',
          weight: 600,
          anchor: 'middle',
        }),
        index < steps.length - 1
          ? `<path d="M${x + 166} 138 h28 m-10 -8 l10 8 l-10 8" fill="none" stroke="#1F2A44" stroke-width="2"/>`
          : '',
      ].join('\n');
    })
    .join('\n');
  const body = [
    `<rect width="640" height="240" fill="#F7F4F1"/>`,
    textLine(title, { x: 40, y: 56, size: 24, color: '#1F2A44', weight: 700 }),
    boxes,
  ].join('\n');
  return svgDocument(640, 240, title, body);
}
