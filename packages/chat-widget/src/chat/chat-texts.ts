// The visitor's Korean texts of the chat's state (spec/chat-widget.md §4, §8): the fixed toasts
// and the readings of failures without a catalogue code. The views keep their own copy.

/**
 * spec §8 "Fixed toasts", in natural Korean. "channel does not exist" is the catalogue's
 * E000700002 text, which the error mapping already gives.
 */
export const CHAT_TOASTS = {
  inquiryStartFailed: '상담을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  chatStartFailed: '채팅을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  messageSendFailed: '메시지를 보내지 못했습니다.',
  inquiryCreateFailed: '새 상담을 만들지 못했습니다.',
  workflowFailed: '선택하신 항목을 진행하지 못했습니다. 다시 시도해 주세요.',
  actionFailed: '요청을 처리하지 못했습니다.',
  tryAgainShortly: '잠시 후 다시 시도해 주세요.',
  /** spec §5 "Customer-info update needs name and phone". */
  personalInfoMissing: '이름과 휴대폰 번호를 입력해 주세요.',
  /** spec §4 Start-up flow: hash authentication failure. */
  linkExpired: '링크가 만료되었거나 존재하지 않는 링크입니다.',
} as const;

/** spec §8: how a failure without a catalogue code reads. */
export const ERROR_TEXTS = {
  /** FETCH_ERROR: the request never got an answer. */
  network: '네트워크 연결이 원활하지 않습니다. 연결 상태를 확인해 주세요.',
  /** 'request timed out'. */
  timeout: '요청 시간이 초과되었습니다. 잠시 후 다시 시도해 주세요.',
  /** A refusal whose code we do not know: the type (FAIL) reads as this. */
  failed: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  /** 'an error occurred'. */
  generic: '오류가 발생했습니다.',
} as const;
