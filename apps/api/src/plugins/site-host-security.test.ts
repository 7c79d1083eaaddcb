// The site host's pages and DESIGN.md §7: a fresh CSP nonce in every response, kept pages
// included, and HTML rendered with a session kept by no cache.
import { gunzipSync } from 'node:zlib';

import compress from '@fastify/compress';
import { pageSecurityHeaders } from '@lawfirm/api-client';
import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLocalContentChanges } from '../cache/content-changes';
import { createPageCache } from '../cache/page-cache';
import { writeFakeSiteDist } from '../test-support/fake-site-dist';
import type { FakeSiteDist } from '../test-support/fake-site-dist';
import { NONCE_PLACEHOLDER } from './csp-nonce';
import { registerSecurityHeaders } from './security-headers';
import { PERSONAL_CACHE_CONTROL, siteHost } from './site-host';

// A renderer that writes its nonce where the real one does (inline scripts, the meta tag the
// browser's router reads it from), says which render made the page and whose it is, and
// declares an analytics host as the site's own source.
const ENTRY_SERVER = `
let renders = 0;
export const contentSources = { script: ['https://analytics.example'] };
export function createSiteHandler({ cspNonce }) {
  return async (request) => {
    renders += 1;
    const session = /lawfirm_session=([a-z]+)/.exec(request.headers.get('cookie') ?? '');
    const who = session ? '회원 ' + session[1] : '손님';
    const body = '<!doctype html><html><head><meta property="csp-nonce" content="' + cspNonce + '">' +
      '</head><body><main>render-' + renders + ' ' + who + '</main>' +
      '<script nonce="' + cspNonce + '">window.$state = 1</script>' + 'x'.repeat(2000) +
      '<script nonce="' + cspNonce + '">window.$done = 1</script></body></html>';
    return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
}
`;

const PUBLIC_ORIGIN = 'http://localhost:3000';

/** The nonce a response's policy names; fails the test when it names none. */
function policyNonce(response: LightMyRequestResponse): string {
  const policy = String(response.headers['content-security-policy'] ?? '');
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) throw new Error(`no nonce in the policy: '${policy}'`);
  return nonce;
}

/** Every nonce the body carries, in the meta tag and on the scripts. */
function bodyNonces(body: string): string[] {
  return [...body.matchAll(/(?:nonce|content)="([^"]+)"/g)].map((match) => match[1]!);
}

const renderOf = (body: string) => /render-(\d+)/.exec(body)?.[1];

describe('the site host’s pages', () => {
  let site: FakeSiteDist;
  let app: FastifyInstance;

  beforeAll(async () => {
    site = await writeFakeSiteDist(ENTRY_SERVER);
    app = Fastify();
    // As app.ts has them: the security headers, then compression.
    registerSecurityHeaders(app, { connect: [PUBLIC_ORIGIN] });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
    await app.register(siteHost, {
      siteDistDir: site.dir,
      apiBaseUrl: 'http://127.0.0.1:9',
      pageCache: createPageCache(createLocalContentChanges()),
    });
  });
  afterAll(async () => {
    await app.close();
    await site.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ url, headers: { host: 'site.example', ...headers } });

  it('stamps a fresh nonce into every response of a kept page, the one its policy names', async () => {
    const responses = [await get('/about'), await get('/about'), await get('/about')];
    // One render, kept and sent three times.
    expect(new Set(responses.map((response) => renderOf(response.body))).size).toBe(1);
    const nonces = responses.map(policyNonce);
    expect(new Set(nonces).size).toBe(3);
    responses.forEach((response, index) => {
      expect(bodyNonces(response.body)).toEqual([nonces[index], nonces[index], nonces[index]]);
      expect(response.body).not.toContain(NONCE_PLACEHOLDER);
      expect(response.headers.etag).toMatch(/^W\//);
    });
  });

  it('sends the page policy with the host’s and the site’s sources and the page headers', async () => {
    const response = await get('/strength');
    const nonce = policyNonce(response);
    expect(response.headers).toMatchObject(
      pageSecurityHeaders(nonce, {
        connect: [PUBLIC_ORIGIN],
        script: ['https://analytics.example'],
      }),
    );
    expect(response.headers['content-security-policy']).not.toContain("'unsafe-inline' ");
    expect(String(response.headers['content-security-policy'])).toMatch(
      /script-src 'self' 'nonce-[^']+' https:\/\/analytics\.example;/,
    );
  });

  it('compresses a stamped page per response for a browser that accepts it', async () => {
    const response = await get('/about', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    const nonce = policyNonce(response);
    expect(bodyNonces(gunzipSync(response.rawPayload).toString())).toEqual([nonce, nonce, nonce]);
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
  });

  it('revalidates a kept page by its weak ETag, sending no new policy with the 304', async () => {
    const first = await get('/faq');
    const revalidated = await get('/faq', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    // The browser keeps the policy stored with its copy, whose nonce its copy's scripts carry.
    expect(revalidated.headers['content-security-policy']).toBeUndefined();
    expect(revalidated.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('marks a page rendered with a session private, no-store, and keeps it nowhere', async () => {
    const anonymous = await get('/mypage');
    expect(anonymous.headers['cache-control']).toBeUndefined();
    expect(anonymous.headers.etag).toBeDefined();
    expect(String(anonymous.headers.vary)).toContain('Cookie');

    const member = await get('/mypage', { cookie: 'lawfirm_session=alice' });
    expect(member.body).toContain('회원 alice');
    expect(member.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(String(member.headers.vary)).toContain('Cookie');
    expect(member.headers.etag).toBeUndefined();
    const nonce = policyNonce(member);
    expect(bodyNonces(member.body)).toEqual([nonce, nonce, nonce]);

    // Not kept: the next visit with the session renders again, and the anonymous page is the kept one.
    const again = await get('/mypage', { cookie: 'lawfirm_session=alice' });
    expect(renderOf(again.body)).not.toBe(renderOf(member.body));
    expect(again.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const kept = await get('/mypage');
    expect(renderOf(kept.body)).toBe(renderOf(anonymous.body));
    expect(kept.body).not.toContain('alice');

    const bearer = await get('/mypage', { authorization: 'Bearer t' });
    expect(bearer.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });
});
