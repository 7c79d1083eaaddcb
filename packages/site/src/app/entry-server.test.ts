import {
  ERROR_TITLE,
  FIRM_NAME,
  INVALID_ACCESS_TITLE,
  NOT_FOUND_TITLE,
  ROUTE_DESCRIPTIONS,
  ROUTE_TITLES,
} from '../index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createSiteHandler } from './entry-server';

// What Vite writes into dist/client/index.html, in short.
const TEMPLATE = `<!doctype html><html lang="ko"><head>
<script type="module" crossorigin src="/assets/index-test.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index-test.css">
</head><body></body></html>`;

// Nothing listens on this port: placeholder pages call no API, and Home meets a real network
// failure (the journey with the real api is the Playwright e2e suite's).
// A page's failure goes to the host's log (the api passes its pino).
const failures: Array<{ error: unknown; routeId: string }> = [];
const handle = createSiteHandler({
  template: TEMPLATE,
  apiBaseUrl: 'http://127.0.0.1:9',
  logError: (error, routeId) => failures.push({ error, routeId }),
});

/**
 * An error's text in a page: the router's English error page, an error's name and message, a
 * stack frame, or an Error in the state the page hydrates from (the query stream's own inline
 * code throws one named "Stream consumed": library code, no failure).
 */
const ERROR_TEXT =
  /Something went wrong|Show Error|[A-Za-z]*Error: |new Error\("(?!Stream consumed")|\n\s+at /;

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

  it('puts the CSP nonce it is given on every script it writes, and in the csp-nonce meta tag', async () => {
    const nonce = 'TestNonce_0123456789-abc';
    const withNonce = createSiteHandler({
      template: TEMPLATE,
      apiBaseUrl: 'http://127.0.0.1:9',
      cspNonce: nonce,
    });
    const html = await (await withNonce(new Request('http://localhost/consulting'))).text();

    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    // The router's state and scroll script, its stream scripts, the entry module.
    expect(scripts.length).toBeGreaterThan(3);
    // JSON-LD is data, which no policy runs; every script that runs carries the nonce.
    const running = scripts.filter((attributes) => !attributes.includes('application/ld+json'));
    for (const attributes of running) expect(attributes).toContain(`nonce="${nonce}"`);
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}"`);
    expect(html).not.toMatch(/<style(?![^>]*nonce=)/);
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

  it('titles /complete by what it shows: the confirmation, or an invalid access without a result', async () => {
    const confirmed = await (await get('/complete?isConsult=true')).text();
    expect(confirmed).toContain(`<title>${ROUTE_TITLES['/complete']} | ${FIRM_NAME}</title>`);
    const invalid = await (await get('/complete')).text();
    expect(invalid).toContain(`<title>${INVALID_ACCESS_TITLE} | ${FIRM_NAME}</title>`);
    expect(invalid).toContain('noindex');
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

  it.each(
    ['0', '007', '-1', '1e3', '0x10', '2147483648'].flatMap((param) => [
      `/faq/detail/${param}`,
      `/info/${param}`,
      `/success/${param}`,
    ]),
  )('answers %s, an idx the api would refuse, with 404 before any api call', async (path) => {
    const response = await get(path);

    expect(response.status).toBe(404);
    expect(await response.text()).toContain(`<title>${NOT_FOUND_TITLE} | ${FIRM_NAME}</title>`);
  });

  it.each(
    ['a.b', '%3Ca', '1.5', '%00', 'x%20y'].flatMap((param) => [
      `/faq/${param}`,
      `/strength/${param}`,
      `/common/term/${param}`,
    ]),
  )('answers %s, a parameter the api would refuse, with the Korean 404 page', async (path) => {
    const response = await get(path);
    const html = await response.text();

    expect(response.status).toBe(404);
    expect(html).toContain(`<title>${NOT_FOUND_TITLE} | ${FIRM_NAME}</title>`);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NOT_FOUND_TITLE}</h1>`));
    expect(html).not.toMatch(ERROR_TEXT);
  });

  it('renders a page whose data failed as the Korean error page in the layout, answered 500, its error only logged', async () => {
    failures.length = 0;
    // spec/site.md §2 /strength: its list cannot load here (no api listens).
    const response = await get('/strength');
    const html = await response.text();

    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain(`<title>${ERROR_TITLE} | ${FIRM_NAME}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(new RegExp(`<main[^>]*>.*<h1[^>]*>${ERROR_TITLE}</h1>.*</main>`, 's'));
    expect(html).toContain('다시 시도');
    expect(html).toContain('본문 바로가기');
    expect(html).toMatch(/<header class="site-header"/);
    expect(html).toMatch(/<footer/);
    // What failed is in the log, not in the page or the state it hydrates from: only a code.
    expect(failures.map((failure) => failure.routeId)).toEqual(['/strength/']);
    expect(String(failures[0]?.error)).toMatch(/fetch failed|ECONNREFUSED|HTTP/);
    expect(html).not.toMatch(/fetch failed|ECONNREFUSED|127\.0\.0\.1:9/);
    expect(html.replace('new Error("API_FAILED")', '')).not.toMatch(ERROR_TEXT);
    expect(html).toContain('new Error("API_FAILED")');
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

  it("renders a centre's page as the centre's, beside the main site's at the same time", async () => {
    const centre = {
      centerCode: 'CT0023',
      siteUrl: 'http://forensic.localhost:3000',
      hasSubPages: true,
      mainSiteUrl: 'http://localhost:3000',
      centreName: '디지털포렌식센터',
    };
    const withSite = createSiteHandler({
      template: TEMPLATE,
      apiBaseUrl: 'http://127.0.0.1:9',
      siteUrl: 'http://localhost:3000',
    });
    // Rendered together: each request keeps its own site through every await.
    const [centrePage, mainPage] = await Promise.all([
      withSite(new Request('http://forensic.localhost:3000/inquire'), centre).then((r) => r.text()),
      withSite(new Request('http://localhost:3000/inquire')).then((r) => r.text()),
    ]);

    const title = ROUTE_TITLES['/inquire'];
    expect(centrePage).toContain(`<title>${title} | ${FIRM_NAME} 디지털포렌식센터</title>`);
    expect(centrePage).toMatch(
      /<link rel="canonical" href="http:\/\/forensic\.localhost:3000\/inquire"/,
    );
    // The browser restores the same site from the page's state (its chat opens on CT0023).
    expect(centrePage).toContain('CT0023');
    expect(mainPage).toContain(`<title>${title} | ${FIRM_NAME}</title>`);
    expect(mainPage).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\/inquire"/);
    expect(mainPage).not.toContain('forensic');
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
