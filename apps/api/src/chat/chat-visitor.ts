// The visitor a request's chat token names (spec/chat-widget.md §7), as the chat's services
// receive it once chat-service.ts has checked the token.
import type { ChatVisitorRow } from '../db/schema';

/** The visitor a request's token names, on its still-active device session. */
export interface ChatVisitor {
  visitor: ChatVisitorRow;
  sessionId: string;
}
