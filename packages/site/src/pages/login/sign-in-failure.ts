// Why a sign-in did not go on, in Korean: the identity service sends the browser back to
// /login?reason=<code> (apps/api members-login-routes.ts); the visitor reads what happened and
// what to do, never the code. Another account is suggested only where one works: on a server
// that offers no provider, the visitor is told that sign-in is not set up there.

const EXPIRED = '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 로그인해 주세요.';

const MESSAGES: Readonly<Record<string, string>> = {
  state_missing: EXPIRED,
  state_invalid: EXPIRED,
  state_expired: EXPIRED,
  state_mismatch: EXPIRED,
  state_reused: EXPIRED,
  verifier_missing: EXPIRED,
  code_exchange_failed:
    '로그인이 취소되었거나 계정 서비스에서 로그인을 마치지 못했습니다. 다시 시도해 주세요.',
  provider_unavailable:
    '계정 서비스에 연결하지 못했습니다. 잠시 후 다시 시도하거나 다른 계정으로 로그인해 주세요.',
  profile_invalid:
    '계정 서비스에서 회원 정보를 받지 못했습니다. 잠시 후 다시 시도하거나 다른 계정으로 로그인해 주세요.',
  provider_not_configured: '지금은 이 계정으로 로그인할 수 없습니다. 다른 계정을 이용해 주세요.',
  unknown_provider: '지원하지 않는 로그인 방식입니다. 아래 계정 중 하나로 로그인해 주세요.',
  session_expired: '로그인 시간이 만료되었습니다. 다시 로그인해 주세요.',
  session_invalid: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
  session_missing: '로그인이 필요합니다. 다시 로그인해 주세요.',
  token_invalid: '로그인 정보가 올바르지 않습니다. 다시 로그인해 주세요.',
};

const FALLBACK = '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Where no provider is offered, what the codes that point to another account say instead. */
const NOT_SET_UP = '이 서버에는 아직 간편 로그인이 설정되어 있지 않아 로그인할 수 없습니다.';
const WITHOUT_PROVIDERS: Readonly<Record<string, string>> = {
  provider_not_configured: NOT_SET_UP,
  unknown_provider: `지원하지 않는 로그인 방식입니다. ${NOT_SET_UP}`,
};

export interface SignInFailureContext {
  /** Some provider works on this server (the api says so): another account can be suggested. */
  signInOffered: boolean;
}

/** The Korean explanation of a `reason` code; the general one for a code it does not know. */
export function signInFailureMessage(
  reason: string,
  { signInOffered }: SignInFailureContext,
): string {
  return (!signInOffered && WITHOUT_PROVIDERS[reason]) || MESSAGES[reason] || FALLBACK;
}
