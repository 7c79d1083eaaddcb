// Lawyer portraits as abstract avatars: the surname on a coloured disc. No faces, no photos.
import { PALETTE, hex, svgDocument, textLine } from './svg';
import { cycle } from '../random';

const TWO_SYLLABLE_SURNAMES = ['남궁', '선우', '제갈', '황보', '독고', '사공'];

export function surnameOf(name: string): string {
  return TWO_SYLLABLE_SURNAMES.find((surname) => name.startsWith(surname)) ?? name.slice(0, 1);
}

export function portraitSvg(idx: number, name: string): string {
  const color = cycle(PALETTE, idx);
  const surname = surnameOf(name);
  const body = [
    `<rect width="240" height="300" fill="#F4F1EE"/>`,
    `<circle cx="120" cy="130" r="92" fill="${hex(color)}"/>`,
    `<circle cx="120" cy="130" r="92" fill="none" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="6"/>`,
    textLine(surname, {
      x: 120,
      y: 130 + (surname.length > 1 ? 22 : 30),
      size: surname.length > 1 ? 60 : 84,
      color: '#FFFFFF',
      weight: 700,
      anchor: 'middle',
    }),
    textLine(`${name} 변호사`, {
      x: 120,
      y: 270,
      size: 22,
      color: '#1F2A44',
      weight: 600,
      anchor: 'middle',
    }),
  ].join('\n');
  return svgDocument(240, 300, `${name} 변호사 프로필 이미지`, body);
}
