// spec/chat-widget.md §8: a failed call becomes the Korean text of a toast. The code's message
// from the catalogue first, then the type's, then a generic one; network failure and time-out
// have texts of their own.
import { CHAT_ERROR_CODES, CHAT_RESULT_FAIL } from '@lawfirm/api-client/chat-core';
import type { ChatError } from '@lawfirm/api-client/chat-core';

import { isChatCallError } from './chat-api';
import { ERROR_TEXTS } from './chat-texts';

/** Codes of the HTTP client (no catalogue code) and what they read as. */
const TRANSPORT_TEXTS: Readonly<Record<string, string>> = {
  FETCH_ERROR: ERROR_TEXTS.network,
  TIMEOUT: ERROR_TEXTS.timeout,
};

/** result_type_cd values and what they read as when the code is unknown. */
const TYPE_TEXTS: Readonly<Record<string, string>> = {
  [CHAT_RESULT_FAIL]: ERROR_TEXTS.failed,
};

const own = (table: Readonly<Record<string, string>>, key: string | undefined) =>
  key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined;

/**
 * The visitor's text for a failed chat call. `fallback` (a fixed toast of §8, such as "failed to
 * send message") says more than the type's text, so it comes before it.
 */
export function messageOfChatError(
  error: Pick<ChatError, 'code' | 'type'>,
  fallback?: string,
): string {
  const catalogued = Object.hasOwn(CHAT_ERROR_CODES, error.code)
    ? CHAT_ERROR_CODES[error.code as keyof typeof CHAT_ERROR_CODES].message
    : undefined;
  return (
    catalogued ??
    own(TRANSPORT_TEXTS, error.code) ??
    fallback ??
    own(TYPE_TEXTS, error.type) ??
    ERROR_TEXTS.generic
  );
}

/** The visitor's text for anything a chat action threw: a chat call's failure, or a bug. */
export function messageOfFailure(error: unknown, fallback?: string): string {
  return isChatCallError(error)
    ? messageOfChatError(error.error, fallback)
    : (fallback ?? ERROR_TEXTS.generic);
}

/** The caller cancelled on purpose (unmount): nothing to tell the visitor. */
export function isAborted(error: unknown): boolean {
  return isChatCallError(error) && error.error.code === 'ABORTED';
}
