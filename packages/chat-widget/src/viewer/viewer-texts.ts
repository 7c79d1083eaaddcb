// The image viewer's Korean copy (spec/chat-widget.md §2 Image viewer). Tests and the
// Playwright suite find controls by these names.
import { CONVERSATION_TEXTS } from '../conversation/conversation-texts';

export const VIEWER_TEXTS = {
  dialog: '이미지 크게 보기',
  position: (index: number, total: number) => `${index} / ${total}`,
  /** The image's name, as in the message. */
  image: CONVERSATION_TEXTS.imageAlt,
  tools: '이미지 도구',
  rotate: '오른쪽으로 90도 회전',
  zoomOut: '축소',
  zoomIn: '확대',
  zoomLevel: (percent: number) => `배율 ${percent}%`,
  download: '이미지 내려받기',
  close: CONVERSATION_TEXTS.close,
  previous: '이전 이미지',
  next: '다음 이미지',
  thumbnails: '이미지 목록',
  thumbnail: (index: number) => `${index}번째 이미지 보기`,
  loading: '이미지를 불러오고 있습니다.',
  failed: '이미지를 불러오지 못했습니다. 내려받기로 받아 보실 수 있습니다.',
} as const;
