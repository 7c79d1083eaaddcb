// Signing in as a member in the browser through the real authorization-code flow: the sign-in
// page's provider button, the api's /login/{provider}, the local identity provider of
// tooling/identity-provider (its account page, or the account a cookie names), the api's
// callback, back to the sign-in page, which polls the login state and moves on (spec/site.md §4
// Login).
import type { BrowserContext, Page } from '@playwright/test';

import { IDENTITY_COOKIE, accountsOf, identityCookieValue } from '@repo/identity-provider';
import type { Identity, Provider } from '@repo/identity-provider';

import { ports } from './environment';

export const PROVIDER_BUTTONS: Record<Provider, string> = {
  kakao: '카카오 계정 로그인',
  naver: '네이버 계정 로그인',
  google: '구글 계정 로그인',
  apple: '애플 계정 로그인',
};

const identityOrigin = `http://127.0.0.1:${ports.identity}`;

/** The account the identity provider signs in next in this browser context, at once. */
export async function signInAs(context: BrowserContext, identity: Omit<Identity, 'provider'>) {
  await context.addCookies([
    {
      name: IDENTITY_COOKIE,
      value: identityCookieValue({ provider: 'kakao', ...identity }),
      url: identityOrigin,
    },
  ]);
}

/** A brand-new account, never seen by the api: a first sign-in. */
export function newAccount(label: string): Omit<Identity, 'provider'> {
  return {
    sub: `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    email: `${label}@lawfirm.example`,
  };
}

/**
 * Clicks `provider`'s button on the sign-in page the browser is on. Unless signInAs named the
 * account, the provider's account page follows: there the seed's demo member of `provider` (its
 * first account) is chosen, as a visitor of `npm start` would.
 */
export async function clickProvider(page: Page, provider: Provider): Promise<void> {
  const named = (await page.context().cookies(identityOrigin)).some(
    (cookie) => cookie.name === IDENTITY_COOKIE,
  );
  await page.getByRole('link', { name: PROVIDER_BUTTONS[provider] }).click();
  if (named) return;
  await page.waitForURL((url) => url.origin === identityOrigin);
  const [member] = accountsOf(provider);
  await page.getByRole('button', { name: new RegExp(`^${member!.name}`) }).click();
}
