import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EVERYTHING } from './content-change';
import { siteHost } from '../plugins/site-host';
import { writeFakeSiteDist } from '../test-support/fake-site-dist';
import type { FakeSiteDist } from '../test-support/fake-site-dist';
import { createLocalContentChanges } from './content-changes';
import { createPageCache } from './page-cache';

// A renderer whose pages tell which render made them, and what of the request they read: the
// host, the query, and the member a session cookie names.
const ENTRY_SERVER = `
let renders = 0;
export function createSiteHandler() {
  return async (request) => {
    renders += 1;
    const render = renders;
    // Long enough for requests sent together to arrive while the first is rendering.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const url = new URL(request.url);
    if (url.pathname === '/missing') return new Response('render-' + render, { status: 404 });
    const session = /lawfirm_session=([a-z]+)/.exec(request.headers.get('cookie') ?? '');
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    if (url.pathname === '/sets-cookie') headers.append('set-cookie', 'visitor=' + render + '; Path=/');
    const who = session ? '회원 ' + session[1] : '손님';
    const body = '<!doctype html><main>render-' + render + ' ' + url.host + ' ' + url.search + ' ' + who + '</main>' + 'x'.repeat(2000);
    return new Response(body, { status: 200, headers });
  };
}
`;

const renderOf = (body: string) => /render-(\d+)/.exec(body)?.[1];

describe('the anonymous page cache', () => {
  let site: FakeSiteDist;
  let app: FastifyInstance;
  const changes = createLocalContentChanges();

  beforeAll(async () => {
    site = await writeFakeSiteDist(ENTRY_SERVER);
    app = Fastify();
    await app.register(siteHost, {
      siteDistDir: site.dir,
      apiBaseUrl: 'http://127.0.0.1:9',
      pageCache: createPageCache(changes),
    });
  });
  afterAll(async () => {
    await app.close();
    await site.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { host: 'site.example', ...headers } });

  it('renders an anonymous page once and sends the same bytes after, with an ETag', async () => {
    const first = await get('/about');
    const second = await get('/about', { cookie: '_ga=GA1.1.123' });
    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers.etag).toBe(first.headers.etag);

    const revalidated = await get('/about', { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it("never keeps a member's page, nor serves a kept page to a member", async () => {
    const alice = await get('/mypage', { cookie: 'lawfirm_session=alice' });
    expect(alice.body).toContain('회원 alice');
    const anonymous = await get('/mypage');
    expect(anonymous.body).toContain('손님');
    expect(anonymous.body).not.toContain('alice');
    expect(renderOf(anonymous.body)).not.toBe(renderOf(alice.body));

    // The anonymous page is kept now; members still get their own.
    expect(renderOf((await get('/mypage')).body)).toBe(renderOf(anonymous.body));
    const bob = await get('/mypage', { cookie: '_ga=1; lawfirm_session=bob' });
    expect(bob.body).toContain('회원 bob');
    expect(bob.body).not.toContain('손님');
    expect(bob.headers.etag).toBeUndefined();
    const again = await get('/mypage', { cookie: 'lawfirm_session=bob' });
    expect(renderOf(again.body)).not.toBe(renderOf(bob.body));

    // A sign-in in progress (the OAuth state cookie) and an Authorization header bypass it too.
    const signingIn = await get('/mypage', { cookie: 'lawfirm_oauth_state=s' });
    expect(renderOf(signingIn.body)).not.toBe(renderOf(anonymous.body));
    const bearer = await get('/mypage', { authorization: 'Bearer t' });
    expect(renderOf(bearer.body)).not.toBe(renderOf(anonymous.body));
  });

  it('keeps no page that sets a cookie and no answer but 200', async () => {
    const one = await get('/sets-cookie');
    const two = await get('/sets-cookie');
    expect(renderOf(two.body)).not.toBe(renderOf(one.body));
    expect(two.headers['set-cookie']).toBe(`visitor=${renderOf(two.body)}; Path=/`);

    const missing = [await get('/missing'), await get('/missing')];
    expect(missing.map((response) => response.statusCode)).toEqual([404, 404]);
    expect(renderOf(missing[1]!.body)).not.toBe(renderOf(missing[0]!.body));
  });

  it('keys by host, path and the public query; other queries are rendered for themselves', async () => {
    const page = await get('/faq?pageNumber=2&keyword=a');
    expect(renderOf((await get('/faq?keyword=a&pageNumber=2')).body)).toBe(renderOf(page.body));
    expect((await get('/faq?pageNumber=3&keyword=a')).body).toContain('pageNumber=3');

    const otherHost = await get('/faq?pageNumber=2&keyword=a', { host: 'center.example' });
    expect(otherHost.body).toContain('center.example');
    expect(otherHost.body).not.toContain('site.example');

    const reasons = [await get('/login?reason=denied'), await get('/login?reason=denied')];
    expect(renderOf(reasons[1]!.body)).not.toBe(renderOf(reasons[0]!.body));
  });

  it('renders once for visitors arriving together', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => get('/together')));
    const renders = new Set(pages.map((response) => renderOf(response.body)));
    expect(renders.size).toBe(1);
  });

  it('renders again once content changes', async () => {
    const before = await get('/strength');
    await changes.announce(EVERYTHING);
    const after = await get('/strength');
    expect(renderOf(after.body)).not.toBe(renderOf(before.body));
    expect(renderOf((await get('/strength')).body)).toBe(renderOf(after.body));
  });
});
