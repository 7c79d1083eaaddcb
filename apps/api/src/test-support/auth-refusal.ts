import { isAuthError } from '../auth/auth-error';
import type { AuthErrorCode } from '../auth/auth-error';

/** The AuthError code a call was refused with; fails the test when it succeeds instead. */
export async function refusal(promise: Promise<unknown>): Promise<AuthErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (isAuthError(error)) return error.code;
    throw error;
  }
  throw new Error('expected an AuthError, but the call succeeded');
}
