// spec/chat-widget.md §5 and §8 Verification texts, in natural Korean: the toasts of the
// phone-verification screen. The screen's own labels and hints live with the view. Where the
// error catalogue already words a text, it is the catalogue's.
import { CHAT_ERROR_CODES } from '@lawfirm/api-client/chat-core';

export const VERIFICATION_TEXTS = {
  /** §8 "A verification code has been sent." (the blocking hint is on the screen). */
  sent: '인증번호를 보냈습니다.',
  /** §8 failure of sending: "Please request again." */
  sendFailed: CHAT_ERROR_CODES.CE000300010.message,
  /** §8 failed verification. */
  verifyFailed: '인증에 실패했습니다. 다시 시도해 주세요.',
  /** §8 expired, also §5 "Confirming after the timer reaches zero is blocked with a warning". */
  expired: CHAT_ERROR_CODES.CE000300008.message,
  /** §8 success. */
  verified: '인증이 완료되었습니다.',
  /** §5 "missing ones give 'no name', 'no number', 'no verification number'". */
  noName: '이름을 입력해 주세요.',
  noNumber: '휴대폰 번호를 입력해 주세요.',
  noCode: '인증번호를 입력해 주세요.',
} as const;
