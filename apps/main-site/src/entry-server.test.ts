import { FIRM_NAME, NOT_FOUND_TITLE, ROUTE_DESCRIPTIONS, ROUTE_TITLES } from '@lawfirm/site';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSiteHandler } from './entry-server';

// What Vite writes into dist/client/index.html, in short.
const TEMPLATE = `<!doctype html><html lang="ko"><head>
<script type="module" crossorigin src="/assets/index-test.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-test.css">
</head><body></body></html>`;

// Nothing listens on this port: placeholder pages call no API, and Home meets a real network
// failure (the journey with the real api is the Playwright e2e suite's).
const handle = createSiteHandler({ template: TEMPLATE, apiBaseUrl: 'http://127.0.0.1:9' });

function get(path: string, init?: RequestInit) {
  return handle(new Request(`http://localhost${path}`, init));
}

// Every page loads the top banner's list, which fails here: logged, as the spec says (§8).
let logged: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('createSiteHandler', () => {
  it('renders a page as a Korean HTML document', async () => {
    const response = await get('/inquire');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="ko">/);
    expect(html).toContain(`<title>${ROUTE_TITLES['/inquire']} | ${FIRM_NAME}</title>`);
    expect(html).toMatch(/<h1[^>]*>고객만족센터<\/h1>/);
    expect(html).toContain('본문 바로가기');
    // The template's assets, and the state the browser hydrates from.
    expect(html).toContain('<script type="module" src="/assets/index-test.js"');
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/index-test.css"/);
    expect(html).toContain('$_TSR');
  });

  it.each(['/mycase?tap=closed', '/mycase/3', '/mypage', '/mypage/withdrawal'])(
    'sends a visitor of the member page %s to sign in, before any HTML',
    async (path) => {
      // No api answers here: a login state that cannot be read counts as signed out.
      const response = await get(path);

      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('renders a built page with its own title, one meta description and its canonical URL', async () => {
    const response = await get('/choice');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${ROUTE_TITLES['/choice']} | ${FIRM_NAME}</title>`);
    const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)];
    expect(descriptions.map((match) => match[1])).toEqual([ROUTE_DESCRIPTIONS['/choice']]);
    expect(html).toContain('<link rel="canonical" href="/choice"/>');
    expect(html).not.toContain('이 페이지는 준비 중입니다.');
    expect(html).not.toContain('noindex');
  });

  it('answers a route parameter that names nothing with 404, before any api call', async () => {
    // spec/site.md §2 /faq/detail/{idx}: an idx that is not a number is no entry.
    const response = await get('/faq/detail/not-a-number');

    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<title>${NOT_FOUND_TITLE} | ${FIRM_NAME}</title>`);
  });

  it('still renders Home, without the landing data and the statistics, when the API is unreachable', async () => {
    // spec/site.md §8: fetch failures are only logged; pages show no other errors.
    const response = await get('/');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>글로벌 메가 로펌, 법무법인 대륜<\/h1>/);
    expect(html).toContain('name="sear_txt"');
    expect(html).not.toContain('숫자로 보는 대륜');
    expect(logged).toHaveBeenCalledWith('home landing failed', expect.anything());
    expect(logged).toHaveBeenCalledWith('statistics failed', expect.anything());
    expect(logged).toHaveBeenCalledWith('top banner list failed', expect.anything());
    // The failed queries stay on the server: neither they nor their errors are serialised.
    expect(html).not.toContain('queryHash:"[\\"statistics\\"');
    expect(html).toMatch(/statisticsLoaded:(!1|false)/);
  });

  it('answers an unknown path with 404 and the Korean not-found page', async () => {
    const response = await get('/nope');
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain(`<title>${NOT_FOUND_TITLE} | ${FIRM_NAME}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND_TITLE}</h1>`));
  });

  it('refuses methods other than GET and HEAD', async () => {
    const response = await get('/choice', { method: 'POST', body: 'x' });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('needs an absolute API URL, since the server has no page origin', () => {
    expect(() => createSiteHandler({ template: TEMPLATE, apiBaseUrl: '' })).toThrow(/absolute/);
  });
});
