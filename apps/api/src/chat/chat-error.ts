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
