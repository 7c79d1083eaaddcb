// The accounts the local identity provider signs in: the seed's demo members (apps/api
// seed/member-seed.ts; its test checks that these match) and, at each provider, a new account
// that has never signed in, for trying sign-up.
import { randomUUID } from 'node:crypto';

/** @typedef {import('../index').Provider} Provider */
/** @typedef {import('../index').Identity} Identity */
/** @typedef {import('../index').DemoAccount} DemoAccount */

/** @type {readonly Provider[]} */
export const PROVIDERS = ['kakao', 'naver', 'google', 'apple'];

/** @type {Record<Provider, string>} */
export const PROVIDER_NAMES = { kakao: '카카오', naver: '네이버', google: '구글', apple: '애플' };

/** The seed's members, by provider: each provider's first one is its default. */
/** @type {readonly DemoAccount[]} */
export const DEMO_ACCOUNTS = [
  {
    provider: 'kakao',
    sub: 'demo-kakao-1001',
    name: '채온유',
    about: '가입한 회원 · 진행 중인 사건과 종결된 사건',
  },
  {
    provider: 'kakao',
    sub: 'demo-kakao-5005',
    name: '표나린',
    about: '가입을 마치지 않은 회원 · 회원 정보 입력부터',
  },
  { provider: 'naver', sub: 'demo-naver-2002', name: '도해람', about: '가입한 회원 · 사건 3건' },
  { provider: 'google', sub: 'demo-google-3003', name: '설지오', about: '가입한 회원 · 사건 없음' },
  { provider: 'apple', sub: 'demo-apple-4004', name: '금보담', about: '가입한 회원 · 사건 3건' },
];

/** The value of the choice "a new account" on the account page. */
export const NEW_ACCOUNT = 'new';

/**
 * The demo accounts of `provider`, its default first.
 * @param {Provider} provider
 * @returns {DemoAccount[]}
 */
export function accountsOf(provider) {
  return DEMO_ACCOUNTS.filter((account) => account.provider === provider);
}

/**
 * The account a choice on the account page names: a demo account of `provider`, or a new one
 * that never signed in (sign-up follows); undefined for anything else.
 * @param {Provider} provider
 * @param {string} choice
 * @returns {Identity | undefined}
 */
export function chosenIdentity(provider, choice) {
  if (choice === NEW_ACCOUNT) {
    const sub = `local-${provider}-${randomUUID().slice(0, 8)}`;
    return { provider, sub, email: `${sub}@lawfirm.example` };
  }
  const account = accountsOf(provider).find(({ sub }) => sub === choice);
  return account && { provider, sub: account.sub };
}

/**
 * The provider a client id names: the settings of settings.js give each provider
 * `<provider>-client`.
 * @param {string | null} clientId
 * @returns {Provider | undefined}
 */
export function providerOfClient(clientId) {
  return PROVIDERS.find((provider) => clientId === `${provider}-client`);
}
