// The visitor a request's chat token names (spec/chat-widget.md §7), as the chat's services
// receive it once chat-service.ts has checked the token, and whether its phone verification
// (§4 Phone verification, §6: history) still holds.
import type { ChatVisitorRow } from '../db/schema';
import { CHAT_VERIFICATION_TTL_SECONDS } from './chat-constants';

/** The visitor a request's token names, on its still-active device session. */
export interface ChatVisitor {
  visitor: ChatVisitorRow;
  sessionId: string;
}

/**
 * The phone the visitor verified while the verification holds (CHAT_VERIFICATION_TTL_SECONDS
 * after the code), whichever of the visitor's tokens asks; null before or after.
 */
export function verifiedPhoneOf(visitor: ChatVisitorRow, now: Date = new Date()): string | null {
  if (!visitor.verifiedPhone || !visitor.verifiedAt) return null;
  const until = visitor.verifiedAt.getTime() + CHAT_VERIFICATION_TTL_SECONDS * 1000;
  return now.getTime() < until ? visitor.verifiedPhone : null;
}
