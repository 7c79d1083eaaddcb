// Every token we sign or encrypt comes from AUTH_SESSION_SECRET, but each kind gets its own key
// (HKDF), so a state cookie can never be replayed as a session, nor a session as a token.
import { hkdfSync } from 'node:crypto';

export type KeyPurpose =
  | 'session'
  | 'auth-token'
  | 'oauth-state'
  | 'chat-token'
  | 'chat-connection'
  | 'chat-operator'
  | 'chat-follow-up'
  | 'chat-file-link';

const SALT = 'lawfirm-api/auth';

/** A 256-bit key for HS256 or A256GCM, the same for the same secret and purpose. */
export function deriveKey(secret: string, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', secret, SALT, purpose, 32));
}
