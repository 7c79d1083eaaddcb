import { DEFAULT_CENTER_CODE } from './constants';

/** A chat link's hash (spec/chat-widget.md §2): the follow-up token and the centre code. */
export interface ChatHashLink {
  token: string;
  centerCode: string;
}

/**
 * spec/chat-widget.md §2: on /daeryuntalk the hash holds either a bare token
 * (`#eyJhbGciOi…`) or a query string with token and centerCode
 * (`#token=…&centerCode=CT0022`); without a centerCode the default CT0000 applies.
 * Returns null when the hash carries no token (the chat then opens as usual).
 */
export function parseChatHash(hash: string): ChatHashLink | null {
  const raw = hash.replace(/^#/, '').replace(/^\?/, '').trim();
  if (!raw) return null;
  if (!raw.includes('=')) {
    const token = decode(raw).trim();
    return token && !/\s/.test(token) ? { token, centerCode: DEFAULT_CENTER_CODE } : null;
  }
  const params = new URLSearchParams(raw);
  const token = params.get('token')?.trim();
  if (!token) return null;
  return { token, centerCode: params.get('centerCode')?.trim() || DEFAULT_CENTER_CODE };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A stray % in a bare token: take it as it is rather than drop the link.
    return value;
  }
}
