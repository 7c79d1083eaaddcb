// The local identity provider: oauth2-mock-server on loopback, standing in for Kakao, Naver,
// Google and Apple at once (settings.js points the api's four providers at it). The browser goes
// through the real authorization-code flow: the api's /login/{provider}, this server's
// /authorize, the api's callback. At /authorize the visitor picks the account (pages.js); a
// cookie on this server's origin that names one (IDENTITY_COOKIE, the e2e suite's choice) signs
// it in at once. `npm start` (tooling/scripts/serve.mjs) and the e2e suite both run it.
import { createServer } from 'node:http';

import { Events, OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

import { PROVIDER_NAMES, chosenIdentity, providerOfClient } from './accounts.js';
import { accountChoicePage, errorPage, homePage } from './pages.js';

/** @typedef {import('../index').Identity} Identity */
/** @typedef {import('../index').IdentityProvider} IdentityProvider */
/** @typedef {import('../index').IdentityProviderOptions} IdentityProviderOptions */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The cookie, on this server's host, that names the account of the next sign-in. */
export const IDENTITY_COOKIE = 'e2e_identity';

/**
 * The cookie value naming `identity` (JSON, URL-encoded).
 * @param {Identity} identity
 */
export function identityCookieValue(identity) {
  return encodeURIComponent(JSON.stringify(identity));
}

/**
 * @param {IncomingMessage} req
 * @returns {Omit<Identity, 'provider'> | undefined}
 */
function cookieIdentity(req) {
  const pair = (req.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${IDENTITY_COOKIE}=`));
  if (!pair) return undefined;
  try {
    const identity = JSON.parse(decodeURIComponent(pair.slice(IDENTITY_COOKIE.length + 1)));
    return typeof identity?.sub === 'string' ? identity : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {IncomingMessage} req
 * @returns {string | undefined}
 */
function bearerSubject(req) {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString()).sub;
  } catch {
    return undefined;
  }
}

/**
 * What each provider's user-info endpoint answers (apps/api auth/provider-profiles.ts).
 * @param {Identity} identity
 * @returns {Record<string, unknown>}
 */
function userInfoBody(identity) {
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

/**
 * @param {ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
function sendHtml(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:; frame-ancestors 'none'",
  });
  res.end(html);
}

/**
 * Starts the provider on 127.0.0.1:`port` (0: any free port).
 * @param {IdentityProviderOptions} [options]
 * @returns {Promise<IdentityProvider>}
 */
export async function startIdentityProvider({ port = 0, siteUrl } = {}) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);

  // code -> the account the browser signed in as; sub -> the account, for user info.
  /** @type {Map<string, Identity>} */
  const byCode = new Map();
  /** @type {Map<string, Identity>} */
  const bySub = new Map();

  /**
   * The account an authorization request signs in: the one chosen on the account page, else
   * the one the cookie names; undefined when neither (the account page is shown).
   * @param {URL} url
   * @param {IncomingMessage} req
   * @returns {Identity | undefined}
   */
  function identityOf(url, req) {
    const provider = providerOfClient(url.searchParams.get('client_id'));
    if (!provider) return undefined;
    const choice = url.searchParams.get('account');
    if (choice !== null) return chosenIdentity(provider, choice);
    const named = cookieIdentity(req);
    return named && { ...named, provider };
  }

  service.on(
    Events.BeforeAuthorizeRedirect,
    (
      /** @type {import('oauth2-mock-server').MutableRedirectUri} */ redirect,
      /** @type {IncomingMessage} */ req,
    ) => {
      const code = redirect.url.searchParams.get('code');
      const identity = identityOf(new URL(req.url ?? '/', 'http://local'), req);
      if (!code || !identity) return;
      byCode.set(code, identity);
      bySub.set(identity.sub, identity);
    },
  );
  service.on(
    Events.BeforeTokenSigning,
    (
      /** @type {import('oauth2-mock-server').MutableToken} */ token,
      /** @type {IncomingMessage & { body?: { code?: string } }} */ req,
    ) => {
      const code = req.body?.code;
      const identity = code ? byCode.get(code) : undefined;
      if (!identity) return;
      Object.assign(token.payload, {
        sub: identity.sub,
        ...(identity.email ? { email: identity.email } : {}),
        ...(identity.name ? { name: identity.name } : {}),
      });
    },
  );
  service.on(
    Events.BeforeUserinfo,
    (
      /** @type {import('oauth2-mock-server').MutableResponse} */ response,
      /** @type {IncomingMessage} */ req,
    ) => {
      const sub = bearerSubject(req);
      const identity = sub ? bySub.get(sub) : undefined;
      if (identity) response.body = userInfoBody(identity);
    },
  );

  const handle = service.requestHandler;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'GET' && url.pathname === '/') {
      sendHtml(res, 200, homePage(siteUrl));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const provider = providerOfClient(url.searchParams.get('client_id'));
      if (!provider || !URL.canParse(url.searchParams.get('redirect_uri') ?? '')) {
        const message =
          '이 서버가 모르는 로그인 요청입니다. client_id(kakao-client, naver-client, google-client, apple-client)와 redirect_uri가 있어야 합니다.';
        sendHtml(res, 400, errorPage(message, siteUrl));
        return;
      }
      if (!identityOf(url, req)) {
        if (url.searchParams.has('account')) {
          const message = `${PROVIDER_NAMES[provider]}에는 그런 테스트 계정이 없습니다. 로그인 페이지에서 다시 시작해 주세요.`;
          sendHtml(res, 400, errorPage(message, siteUrl));
          return;
        }
        sendHtml(res, 200, accountChoicePage(provider, url.searchParams));
        return;
      }
    }
    void handle(req, res);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const issuerUrl = `http://127.0.0.1:${boundPort}`;
  issuer.url = issuerUrl;

  return {
    issuer: issuerUrl,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
