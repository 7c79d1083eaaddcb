// The types of src/index.js (plain JavaScript, so that tooling/scripts/serve.mjs runs it as it is).

export type Provider = 'kakao' | 'naver' | 'google' | 'apple';

/** An account at a provider. */
export interface Identity {
  provider: Provider;
  /** The provider's stable subject id. */
  sub: string;
  name?: string;
  email?: string;
}

/** A seed demo member as the account page lists it. */
export interface DemoAccount {
  provider: Provider;
  /** The member's provider id (apps/api seed/member-seed.ts providerUserId). */
  sub: string;
  /** The member's name in the seed. */
  name: string;
  /** What the account page says of the member, in Korean. */
  about: string;
}

export interface IdentityProviderOptions {
  /** Port on 127.0.0.1; 0 (the default) takes any free one. */
  port?: number;
  /** The site whose sign-in page the root page links to. */
  siteUrl?: string;
}

export interface IdentityProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  stop(): Promise<void>;
}

export const PROVIDERS: readonly Provider[];
export const PROVIDER_NAMES: Record<Provider, string>;
export const DEMO_ACCOUNTS: readonly DemoAccount[];
/** The account page's choice of an account that never signed in. */
export const NEW_ACCOUNT: string;
export function accountsOf(provider: Provider): DemoAccount[];

/** The cookie, on the provider's host, that names the account of the next sign-in. */
export const IDENTITY_COOKIE: string;
export function identityCookieValue(identity: Identity): string;
export function startIdentityProvider(options?: IdentityProviderOptions): Promise<IdentityProvider>;

/** 로컬 테스트 계정: the provider's pages and the site's sign-in page say it. */
export const LOCAL_ACCOUNTS_TITLE: string;

/** The api's settings offering the four providers against `issuer`, with LOCAL_IDENTITY_PROVIDER. */
export function providerSettings(siteOrigin: string, issuer: string): Record<string, string>;
/** Whether `env` sets any provider's client id already. */
export function configuresProviders(env: Record<string, string | undefined>): boolean;
