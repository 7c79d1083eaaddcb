import { describe, expect, it } from 'vitest';

import { signInFailureMessage } from './sign-in-failure';

const offered = { signInOffered: true };
const none = { signInOffered: false };

describe('signInFailureMessage', () => {
  it('points to another account only where some provider works', () => {
    expect(signInFailureMessage('provider_not_configured', offered)).toContain('다른 계정');
    expect(signInFailureMessage('provider_not_configured', none)).toBe(
      '이 서버에는 아직 간편 로그인이 설정되어 있지 않아 로그인할 수 없습니다.',
    );
    expect(signInFailureMessage('unknown_provider', offered)).toContain('아래 계정 중 하나로');
    expect(signInFailureMessage('unknown_provider', none)).toBe(
      '지원하지 않는 로그인 방식입니다. 이 서버에는 아직 간편 로그인이 설정되어 있지 않아 로그인할 수 없습니다.',
    );
  });

  it('says the same of every other reason either way, and the general text for an unknown one', () => {
    for (const context of [offered, none]) {
      expect(signInFailureMessage('state_expired', context)).toContain('다시 로그인해 주세요');
      expect(signInFailureMessage('no_such_reason', context)).toBe(
        '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
    // No message that mentions another account is left for a server without providers.
    for (const reason of ['provider_not_configured', 'unknown_provider']) {
      expect(signInFailureMessage(reason, none)).not.toMatch(/다른 계정|아래 계정/);
    }
  });
});
