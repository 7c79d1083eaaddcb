// Partner logos as plain wordmarks of the made-up partner names.
import { PALETTE, hex, svgDocument, textLine } from './svg';
import { cycle } from '../random';

export function partnerLogoSvg(index: number, name: string): string {
  const color = cycle(PALETTE, index + 1);
  const body = [
    `<rect width="240" height="80" rx="8" fill="#FFFFFF"/>`,
    `<rect x="16" y="24" width="32" height="32" rx="6" fill="${hex(color)}"/>`,
    textLine(name, { x: 60, y: 48, size: 20, color: hex(color), weight: 700 }),
  ].join('\n');
  return svgDocument(240, 80, name, body);
}

/** The chat channel's round logo (spec/chat-widget.md §3 channel_logo_image_url). */
export function chatChannelLogoSvg(): string {
  const body = [
    `<circle cx="40" cy="40" r="40" fill="#AE0E36"/>`,
    textLine('대륜', { x: 40, y: 48, size: 22, color: '#FFFFFF', weight: 700, anchor: 'middle' }),
  ].join('\n');
  return svgDocument(80, 80, '법무법인 대륜', body);
}

/** The picture above the chat workflow's first choices: a crimson card with a question. */
export function chatWorkflowWelcomeSvg(): string {
  const body = [
    `<rect width="600" height="240" rx="16" fill="#AE0E36"/>`,
    `<circle cx="520" cy="60" r="90" fill="#FFFFFF" fill-opacity="0.08"/>`,
    textLine('무엇을 도와드릴까요?', { x: 40, y: 110, size: 36, color: '#FFFFFF', weight: 700 }),
    textLine('분야를 고르시면 담당 변호사까지 연결해 드립니다.', {
      x: 40,
      y: 160,
      size: 20,
      color: '#FFFFFF',
    }),
  ].join('\n');
  return svgDocument(600, 240, '채팅 상담 안내', body);
}
