// The chat backend's own values. The spec fixes the client's (chat-widget.md §9); these are
// the server's decisions, each with its reason.

/** A visitor's chat token lives a day: long enough for a consultation, short enough to expire
 *  on a shared computer. An expired token answers CE000300005 and the widget authenticates again. */
export const CHAT_TOKEN_TTL_SECONDS = 24 * 60 * 60;

/** The socket's connection token (ws-init) is one hop, so short-lived. */
export const CHAT_CONNECTION_TOKEN_TTL_SECONDS = 60;

/** `aud` of the chat's tokens; the key is derived per purpose too. */
export const CHAT_TOKEN_AUDIENCE = {
  visitor: 'lawfirm-chat',
  connection: 'lawfirm-chat-ws',
} as const;

/** The header carrying the visitor's token (spec §7 "headers a (stored token) and v"). */
export const CHAT_TOKEN_HEADER = 'a';
export const CHAT_VERSION_HEADER = 'v';

/** What a new inquiry greets with, before the workflow's first step. */
export const CHAT_GREETING =
  '안녕하세요, 법무법인 대륜입니다. 상담 분야를 고르시면 안내해 드리겠습니다.';
