// The identity providers of the sign-in journeys: oauth2-mock-server on loopback, standing in
// for Kakao, Naver, Google and Apple at once (the api's endpoint-override settings point all
// four at it). The browser goes through the real authorization-code flow: the api's
// /login/{provider}, this server's /authorize (which signs the visitor in at once), the api's
// callback. Who signs in is the test's choice: a cookie on this server's origin names the
// account (see identityCookie); without one, each provider signs in the seed's demo member of
// that provider (apps/api seed/member-seed.ts).
import { generateKeyPairSync } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import { Events, OAuth2Server } from 'oauth2-mock-server';
import type { MutableRedirectUri, MutableResponse, MutableToken } from 'oauth2-mock-server';

export const PROVIDERS = ['kakao', 'naver', 'google', 'apple'] as const;
export type Provider = (typeof PROVIDERS)[number];

/** An account at a provider. */
export interface Identity {
  provider: Provider;
  /** The provider's stable subject id. */
  sub: string;
  name?: string;
  email?: string;
}

/** The cookie, on this server's host, that names the account of the next sign-in. */
export const IDENTITY_COOKIE = 'e2e_identity';

/** The seed's demo members' provider ids (apps/api seed/member-seed.ts). */
const SEEDED: Record<Provider, string> = {
  kakao: 'demo-kakao-1001',
  naver: 'demo-naver-2002',
  google: 'demo-google-3003',
  apple: 'demo-apple-4004',
};

const CLIENT_PREFIX = /^(kakao|naver|google|apple)-client$/;

/** The cookie value naming `identity` (JSON, URL-encoded). */
export function identityCookieValue(identity: Identity): string {
  return encodeURIComponent(JSON.stringify(identity));
}

function cookieIdentity(req: IncomingMessage): Omit<Identity, 'provider'> | undefined {
  const pair = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${IDENTITY_COOKIE}=`));
  if (!pair) return undefined;
  try {
    return JSON.parse(decodeURIComponent(pair.slice(IDENTITY_COOKIE.length + 1))) as Identity;
  } catch {
    return undefined;
  }
}

function bearerSubject(req: IncomingMessage): string | undefined {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub?: string }).sub;
}

/** What each provider's user-info endpoint answers (apps/api auth/provider-profiles.ts). */
function userInfoBody(identity: Identity): Record<string, unknown> {
  if (identity.provider === 'kakao') {
    return {
      id: identity.sub,
      kakao_account: {
        email: identity.email ?? null,
        profile: identity.name ? { nickname: identity.name } : null,
      },
    };
  }
  return {
    resultcode: '00',
    message: 'success',
    response: { id: identity.sub, email: identity.email ?? null, name: identity.name ?? null },
  };
}

export interface IdentityProvider {
  issuer: string;
  stop(): Promise<void>;
}

export async function startIdentityProvider(port: number): Promise<IdentityProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const issuer = `http://127.0.0.1:${port}`;
  server.issuer.url = issuer;

  // code -> the account the browser signed in as; sub -> the account, for user info.
  const byCode = new Map<string, Identity>();
  const bySub = new Map<string, Identity>();

  server.service.on(
    Events.BeforeAuthorizeRedirect,
    (redirect: MutableRedirectUri, req: IncomingMessage) => {
      const code = redirect.url.searchParams.get('code');
      const url = new URL(req.url ?? '/', issuer);
      const provider = CLIENT_PREFIX.exec(url.searchParams.get('client_id') ?? '')?.[1] as
        Provider | undefined;
      if (!code || !provider) return;
      const chosen = cookieIdentity(req);
      const identity: Identity = chosen
        ? { ...chosen, provider }
        : { provider, sub: SEEDED[provider] };
      byCode.set(code, identity);
      bySub.set(identity.sub, identity);
    },
  );
  server.service.on(Events.BeforeTokenSigning, (token: MutableToken, req: IncomingMessage) => {
    const code = (req as IncomingMessage & { body?: { code?: string } }).body?.code;
    const identity = code ? byCode.get(code) : undefined;
    if (!identity) return;
    Object.assign(token.payload, {
      sub: identity.sub,
      ...(identity.email ? { email: identity.email } : {}),
      ...(identity.name ? { name: identity.name } : {}),
    });
  });
  server.service.on(Events.BeforeUserinfo, (response: MutableResponse, req: IncomingMessage) => {
    const sub = bearerSubject(req);
    const identity = sub ? bySub.get(sub) : undefined;
    if (identity) response.body = userInfoBody(identity);
  });

  return { issuer, stop: () => server.stop() };
}

/**
 * The api's settings offering the four providers against `issuer`, returning to `siteOrigin`
 * (the endpoint overrides of apps/api/src/auth/README.md).
 */
export function providerSettings(siteOrigin: string, issuer: string): Record<string, string> {
  const env: Record<string, string> = {
    APPLE_TEAM_ID: 'TEAM123456',
    APPLE_KEY_ID: 'KEY1234567',
    APPLE_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ format: 'pem', type: 'pkcs8' })
      .toString(),
  };
  for (const provider of PROVIDERS) {
    const name = provider.toUpperCase();
    env[`${name}_CLIENT_ID`] = `${provider}-client`;
    if (provider !== 'apple') env[`${name}_CLIENT_SECRET`] = `${provider}-secret`;
    env[`${name}_REDIRECT_URI`] = `${siteOrigin}/login/${provider}/callback`;
    env[`${name}_AUTHORIZATION_URL`] = `${issuer}/authorize`;
    env[`${name}_TOKEN_URL`] = `${issuer}/token`;
    if (provider === 'kakao' || provider === 'naver') {
      env[`${name}_USERINFO_URL`] = `${issuer}/userinfo`;
    } else {
      env[`${name}_JWKS_URL`] = `${issuer}/jwks`;
      env[`${name}_ISSUER`] = issuer;
    }
  }
  return env;
}
