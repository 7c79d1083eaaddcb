// A refused chat call: one code of the catalogue (spec/chat-widget.md §8), answered in the
// result_info envelope with the code's HTTP status. `detail` says more for developers.
import { CHAT_ERROR_CODES } from '@lawfirm/api-client/chat';
import type { ChatErrorCodeName } from '@lawfirm/api-client/chat';

export class ChatError extends Error {
  readonly code: ChatErrorCodeName;
  readonly status: number;
  readonly detail: string | undefined;

  constructor(code: ChatErrorCodeName, detail?: string, options?: ErrorOptions) {
    super(`${code} ${CHAT_ERROR_CODES[code].meaning}${detail ? `: ${detail}` : ''}`, options);
    this.name = 'ChatError';
    this.code = code;
    this.status = CHAT_ERROR_CODES[code].status;
    this.detail = detail;
  }
}

/**
 * What a query found, or the ChatError `code` when it found nothing: every "not found" is an
 * answer of the catalogue, never a non-null assertion.
 */
export function foundOr<T>(found: T | undefined, code: ChatErrorCodeName, detail: string): T {
  if (found === undefined) throw new ChatError(code, detail);
  return found;
}
