// The chat backend's own values. The spec fixes the client's (chat-widget.md §9); these are
// the server's decisions, each with its reason.

/** A visitor's chat token lives a day: long enough for a consultation, short enough to expire
 *  on a shared computer. An expired token answers CE000300005 and the widget authenticates again. */
export const CHAT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** A phone verification (spec §4 Phone verification) belongs to the visitor, so every token of
 *  it (a reload authenticates anew, §4 Start-up flow 2) keeps it, for a week after the code was
 *  confirmed: a consultation's follow-ups within days open history without another SMS, and a
 *  shared computer does not show the history for longer. The visitor ends sooner when its token
 *  lapses (a day without a visit): the next visit is a new, unverified visitor. */
export const CHAT_VERIFICATION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** The socket's connection token (ws-init) is one hop, so short-lived. */
export const CHAT_CONNECTION_TOKEN_TTL_SECONDS = 60;

/** `aud` of the chat's tokens; the key is derived per purpose too. */
export const CHAT_TOKEN_AUDIENCE = {
  visitor: 'lawfirm-chat',
  connection: 'lawfirm-chat-ws',
  operator: 'lawfirm-chat-operator',
  followUp: 'lawfirm-chat-follow-up',
} as const;

/** An operator's sign-in lasts a working day. */
export const OPERATOR_SESSION_TTL_SECONDS = 12 * 60 * 60;

/** A follow-up link (sent to the visitor by an operator) opens the inquiry for a day. */
export const CHAT_FOLLOW_UP_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** Signed file URLs are short-lived: long enough to show the images of an open chat. */
export const CHAT_FILE_LINK_TTL_SECONDS = 15 * 60;

/** Where operators' files are kept by the disk storage, under DATA_DIR's parent by default. */
export const CHAT_FILES_DIR_NAME = 'chat-files';

/** What the visitor reads when an operator takes, leaves or closes the inquiry. */
export const OPERATOR_NOTICES = {
  assigned: (name: string) => `${name} 상담사가 연결되었습니다.`,
  unassigned: '상담사 연결이 해제되었습니다. 곧 다른 상담사가 연결됩니다.',
  closed: '상담이 종료되었습니다. 이용해 주셔서 감사합니다.',
} as const;

/** The header carrying the visitor's token (spec §7 "headers a (stored token) and v"). */
export const CHAT_TOKEN_HEADER = 'a';
export const CHAT_VERSION_HEADER = 'v';

/** What a new inquiry greets with, before the workflow's first step. */
export const CHAT_GREETING =
  '안녕하세요, 법무법인 대륜입니다. 상담 분야를 고르시면 안내해 드리겠습니다.';

/** The bot's request above the personal-information form (spec §4 Personal-info form). */
export const PERSONAL_INFO_FORM_MESSAGE = '성함과 휴대전화 번호를 입력한 뒤 저장해 주세요.';

/** After the first submission of the form: the inquiry waits for an operator. */
export const HANDOVER_MESSAGE =
  '연락처를 받았습니다. 곧 상담사가 연결됩니다. 잠시만 기다려 주세요.';

// spec/chat-widget.md §4 Phone verification and §9: the code is valid 180 s and may be sent
// again once 30 s have passed (api-client's constants, which the widget counts down with). The
// limits below are ours (DESIGN.md §7: "server-side limits on verification attempts and code
// sends").
export {
  CERTIFICATION_RESEND_AFTER_SECONDS,
  CERTIFICATION_TTL_SECONDS,
} from '@lawfirm/api-client/chat';
/** Wrong codes allowed per sent code; the next try needs a new code. */
export const CERTIFICATION_MAX_WRONG_TRIES = 5;
/** Codes per phone number, and per address, within CERTIFICATION_SEND_WINDOW_SECONDS. */
export const CERTIFICATION_SENDS_PER_PHONE = 5;
export const CERTIFICATION_SENDS_PER_ADDRESS = 20;
export const CERTIFICATION_SEND_WINDOW_SECONDS = 60 * 60;

/** The SMS text; {code} is the six digits. */
export const CERTIFICATION_SMS_TEXT =
  '[법무법인 대륜] 채팅 상담 인증번호는 {code}입니다. 3분 안에 입력해 주세요.';

// The visitor's calls that write a row for every request (chat-widget.md §7): counted per
// visitor (the chat token's subject) and per client address, each against its own maximum, in
// fixed windows (DESIGN.md §7 "server-side limits on ... message sends"). An address carries
// several visitors (an office, a mobile carrier's shared address), so its maximum is a few
// visitors' worth; the per-visitor maximum is what one person can need.

/** One count: at most `max` requests in `timeWindowMs`. */
export interface ChatRateLimit {
  max: number;
  timeWindowMs: number;
}

/** The two counts of one call. */
export interface ChatCallRateLimits {
  visitor: ChatRateLimit;
  address: ChatRateLimit;
}

const perMinute = (max: number): ChatRateLimit => ({ max, timeWindowMs: 60_000 });

export const CHAT_RATE_LIMITS = {
  /** crtfica (a new token and device session, and without a token a new visitor): the widget
   *  authenticates once per page load and again after an expired token (§4 Start-up flow 2);
   *  ten a minute is a reload every six seconds. An address gets a new visitor a second. */
  authenticate: { visitor: perMinute(10), address: perMinute(60) },
  /** ws-init (a connection token for one socket): a bad connection reconnects every 3 s, up to
   *  10 times, again after the page comes back (§5 Reconnect): about 20 a minute at worst. */
  realtimeInit: { visitor: perMinute(30), address: perMinute(120) },
  /** chatinquirygeneration (an inquiry, its greeting and first workflow step): one per visit,
   *  a new one after an inquiry ends; nobody starts more than five in ten minutes. */
  inquiryGeneration: {
    visitor: { max: 5, timeWindowMs: 10 * 60_000 },
    address: { max: 30, timeWindowMs: 10 * 60_000 },
  },
  /** chatinquirymessagesend: a person types at most about one message a second, so a minute's
   *  worth covers a burst of short lines and the resends after a reconnect; an address gets
   *  three such visitors. */
  messageSend: { visitor: perMinute(60), address: perMinute(180) },
} as const satisfies Record<string, ChatCallRateLimits>;

/** The rate-limited calls, named as in CHAT_PATHS. */
export type ChatRateLimitedCall = keyof typeof CHAT_RATE_LIMITS;
export type ChatRateLimits = Record<ChatRateLimitedCall, ChatCallRateLimits>;
