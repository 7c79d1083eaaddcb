// One error type for every refusal of the sign-in module, so that a route maps it to an answer
// in one place (statusCode + code) instead of inspecting library errors.

const AUTH_ERRORS = {
  unknown_provider: 404,
  provider_not_configured: 404,
  state_missing: 400,
  state_invalid: 400,
  state_expired: 400,
  state_mismatch: 400,
  state_reused: 400,
  verifier_missing: 400,
  code_exchange_failed: 400,
  provider_unavailable: 502,
  profile_invalid: 502,
  session_missing: 401,
  session_invalid: 401,
  session_expired: 401,
  token_invalid: 401,
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

export class AuthError extends Error {
  override name = 'AuthError';
  readonly statusCode: number;

  constructor(
    readonly code: AuthErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.statusCode = AUTH_ERRORS[code];
  }
}

export function isAuthError(error: unknown, code?: AuthErrorCode): error is AuthError {
  return error instanceof AuthError && (code === undefined || error.code === code);
}
