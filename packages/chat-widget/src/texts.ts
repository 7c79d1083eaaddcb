// Visitor-facing copy, in one place so that wording stays consistent between the loader
// (vanilla) and the panel (React). Two objects, so that loader.js carries only its own.
import { CHANNEL_LABEL, DEFAULT_PHONE } from './constants';

export const LAUNCHER_TEXTS = {
  label: CHANNEL_LABEL,
  open: `${CHANNEL_LABEL} 열기`,
  close: `${CHANNEL_LABEL} 닫기`,
  // Short on purpose: every byte of the loader's copy counts against its 3 KB budget.
  loadFailed: '상담 창을 열지 못했습니다. 다시 눌러 주세요.',
} as const;

export const PANEL_TEXTS = {
  title: CHANNEL_LABEL,
  close: '닫기',
  comingSoon: '곧 이곳에서 변호사와 1:1 상담을 시작하실 수 있습니다.',
  phoneHint: '상담이 급하시면 전화로 문의해 주세요.',
  phone: DEFAULT_PHONE,
} as const;

/** The launcher's notice while the panel is closed (panel chunk; not in loader.js). */
export const NOTICE_TEXTS = {
  open: '대화 열기',
  dismiss: '새 메시지 알림 닫기',
  announce: (count: number, from: string, text: string) => `새 메시지 ${count}개. ${from}: ${text}`,
  imageSent: '사진을 보냈습니다.',
  fileSent: '파일을 보냈습니다.',
  newMessage: '새 메시지가 도착했습니다.',
} as const;
