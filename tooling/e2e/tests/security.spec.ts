// DESIGN.md §7 in Chromium: pages on a widget host (the demo's origin, listed in CORS_ORIGINS)
// cannot read a signed-in member's data nor hand the member's token to the api, while the
// widget's chat works there; no other origin frames the site; every page of spec/site.md §2
// carries the security headers and loads under its policy with no violation.
import { CHAT_PATHS } from '@lawfirm/api-client/chat';
import {
  APP_USER_PATH,
  AUTH_LOGOUT_PATH,
  AUTH_TOKEN_PATH,
  CASE_LIST_PATH,
} from '@lawfirm/api-client/site';
import { expect, test } from '../support/fixtures';
import { type Page, type Response } from '@playwright/test';

import { openChat, passAgeGate, sendMessage } from '../support/chat-visit';
import { demoUrl, ports } from '../support/environment';
import { clickProvider } from '../support/member-sign-in';
import { collectConsoleProblems, waitForHydration } from '../support/page-checks';
import { SITE_ROUTES, pathOf } from '../support/site-routes';

const apiOrigin = `http://127.0.0.1:${ports.api}`;

/** The seed's Kakao demo member, signed in through the provider (the page ends on /mycase). */
async function signInDemoMember(page: Page): Promise<void> {
  await page.goto('/login?redirect=%2Fmycase');
  await waitForHydration(page);
  await clickProvider(page, 'kakao');
  await expect(page).toHaveURL(/\/mycase$/);
}

/**
 * What a page elsewhere can send without a preflight: a form posted to `action` (a top-level
 * navigation, with the browser's cookies as SameSite allows). Answers the api's response.
 */
async function postForm(
  page: Page,
  action: string,
  fields: Record<string, string>,
): Promise<Response> {
  const answered = page.waitForResponse((response) => response.url() === action);
  await page.evaluate(
    ({ url, values }) => {
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = url;
      for (const [name, value] of Object.entries(values)) {
        const field = document.createElement('input');
        field.name = name;
        field.value = value;
        form.append(field);
      }
      document.body.append(form);
      form.submit();
    },
    { url: action, values: fields },
  );
  return answered;
}

/** The api's 403 for a call from another origin (apps/api plugins/same-origin.ts). */
async function expectRefusedAsOtherSite(response: Response): Promise<void> {
  expect(response.status()).toBe(403);
  const body = (await response.json()) as { result: boolean; issues: { message: string }[] };
  expect(body.result).toBe(false);
  expect(body.issues[0]?.message).toContain("is accepted only from this site's own pages");
  expect(response.headers()['set-cookie']).toBeUndefined();
}

/** Every Content-Security-Policy violation the page reports, recorded from its first script. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** The page headers of DESIGN.md §7 on a page's answer, its nonce-only script policy included. */
function expectSecurityHeaders(response: Response, path: string): void {
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{24}'/);
  expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy, path).toContain("frame-ancestors 'self'");
  expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
}

test('a page on the widget host cannot read a signed-in member’s data with the member’s cookie', async ({
  page,
}) => {
  await signInDemoMember(page);
  // The session works on the site's own origin.
  expect((await page.request.get(APP_USER_PATH)).status()).toBe(200);

  await page.goto(demoUrl);
  const reads = await page.evaluate(
    async ({ origin, paths }) =>
      Promise.all(
        paths.map(async (path) => {
          try {
            const answer = await fetch(`${origin}${path}`, { credentials: 'include' });
            return `${path}: read ${answer.status} ${await answer.text()}`;
          } catch {
            return `${path}: refused`;
          }
        }),
      ),
    {
      origin: apiOrigin,
      paths: [APP_USER_PATH, `${CASE_LIST_PATH}?tapState=ongoing`, AUTH_TOKEN_PATH],
    },
  );
  expect(reads).toEqual([
    `${APP_USER_PATH}: refused`,
    `${CASE_LIST_PATH}?tapState=ongoing: refused`,
    `${AUTH_TOKEN_PATH}: refused`,
  ]);

  // The chat's calls answer this origin, but only without cookies: the same call with the
  // member's cookie is refused, without them it is read.
  const chat = await page.evaluate(
    async ({ url }) =>
      Promise.all(
        (['include', 'omit'] as const).map(async (credentials) => {
          try {
            const answer = await fetch(url, {
              method: 'POST',
              credentials,
              headers: { 'content-type': 'application/json', v: '1.0.0' },
              body: JSON.stringify({ d: { center_code: 'CT0000' } }),
            });
            return `${credentials}: read ${answer.status}`;
          } catch {
            return `${credentials}: refused`;
          }
        }),
      ),
    { url: `${apiOrigin}${CHAT_PATHS.authenticate}` },
  );
  expect(chat).toEqual(['include: refused', 'omit: read 200']);
});

test('a token posted to the token exchange from the widget host is refused and signs no one in', async ({
  page,
  browser,
}) => {
  await signInDemoMember(page);
  const { token } = (await (await page.request.get(AUTH_TOKEN_PATH)).json()) as { token: string };

  // Another visitor of the widget host, signed in nowhere; the page posts the token as a form,
  // which needs no preflight.
  const visitor = await browser.newContext();
  try {
    const other = await visitor.newPage();
    await other.goto(demoUrl);
    await expectRefusedAsOtherSite(
      await postForm(other, `${apiOrigin}${AUTH_TOKEN_PATH}`, { jwt: token }),
    );
    const cookies = await visitor.cookies(apiOrigin);
    expect(cookies.map((cookie) => cookie.name)).not.toContain('lawfirm_session');
  } finally {
    await visitor.close();
  }
});

test('a page on the widget host can neither sign the member out nor withdraw them', async ({
  page,
}) => {
  await signInDemoMember(page);
  await page.goto(demoUrl);
  // A form needs no preflight, and its answer may set cookies: refused before anything is done.
  await expectRefusedAsOtherSite(await postForm(page, `${apiOrigin}${AUTH_LOGOUT_PATH}`, {}));
  // A withdrawal (DELETE with a JSON body) needs a preflight, which the api does not answer.
  await page.goto(demoUrl);
  const withdrawal = await page.evaluate(async (url) => {
    try {
      const answer = await fetch(url, {
        method: 'DELETE',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ reason: 'no_reason' }),
      });
      return `read ${answer.status}`;
    } catch {
      return 'refused';
    }
  }, `${apiOrigin}${APP_USER_PATH}`);
  expect(withdrawal).toBe('refused');
  // Still signed in, with the account in place.
  expect((await page.request.get(APP_USER_PATH)).status()).toBe(200);
});

test('the widget’s chat works on the widget host, with no cookie sent, on the strict-policy page too', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const chatRequests: Array<{ url: string; cookie?: string }> = [];
  page.on('request', (request) => {
    if (request.url().includes('/chatctm/'))
      chatRequests.push({ url: request.url(), cookie: request.headers().cookie });
  });
  // Signed in on the site: the browser holds the member's cookie for the api's host.
  await signInDemoMember(page);
  const visit = await openChat(page, demoUrl);
  await passAgeGate(visit);
  await sendMessage(visit, '교차 출처 보안 점검 메시지입니다.');
  expect(chatRequests.length).toBeGreaterThan(2);
  expect(chatRequests.filter((request) => request.cookie !== undefined)).toEqual([]);

  const violations = await recordCspViolations(page);
  const strict = await openChat(page, `${demoUrl}strict-csp.html`);
  await expect(strict.log.locator('li.cv-message').first()).toBeVisible();
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});

test('no page of another origin can frame /consulting, /login or /docs; the site’s own can', async ({
  page,
}) => {
  test.slow();
  const framed = async (host: string) => {
    await page.goto(host);
    await page.evaluate(
      ({ origin }) => {
        for (const path of ['/consulting', '/login', '/docs']) {
          const frame = document.createElement('iframe');
          frame.src = `${origin}${path}`;
          frame.title = path;
          document.body.append(frame);
        }
      },
      { origin: apiOrigin },
    );
    const seen: Record<string, string> = {};
    for (const path of ['/consulting', '/login', '/docs']) {
      const frame = page.frameLocator(`iframe[title="${path}"]`);
      // Chromium shows its own error page in a frame it refused: no content of the site.
      // Three pages render at once in the frames: on a loaded two-core machine that takes time.
      await expect
        .poll(
          async () => {
            const handle = await page.locator(`iframe[title="${path}"]`).elementHandle();
            const content = await handle?.contentFrame();
            return content?.url() ?? '';
          },
          { timeout: 30_000 },
        )
        .not.toBe('');
      const handle = await page.locator(`iframe[title="${path}"]`).elementHandle();
      const content = await handle!.contentFrame();
      seen[path] = content!.url().startsWith('chrome-error://')
        ? 'refused'
        : `shown: ${(await frame.locator('body').innerText()).slice(0, 20)}`;
    }
    return seen;
  };

  expect(await framed(demoUrl)).toEqual({
    '/consulting': 'refused',
    '/login': 'refused',
    '/docs': 'refused',
  });
  // The same pages framed by the site itself load (frame-ancestors 'self').
  const own = await framed(`${apiOrigin}/inquire`);
  expect(Object.values(own).every((state) => state.startsWith('shown'))).toBe(true);
});

test('every page of the site carries the security headers, loads with no violation and hydrates', async ({
  page,
  request,
}) => {
  test.slow();
  // Every route of spec/site.md §2 (the one list), and a page that is not there.
  const paths: string[] = [];
  for (const route of SITE_ROUTES) paths.push(await pathOf(request, route));
  paths.push('/no-such-page');

  const violations = await recordCspViolations(page);
  const problems = collectConsoleProblems(page);
  const failures: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response, path).not.toBeNull();
    expectSecurityHeaders(response!, path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const seen = await violations();
    if (seen.length > 0) failures.push(`${path}: ${seen.join(', ')}`);
  }
  expect(failures).toEqual([]);
  // The one expected console line: the missing page's own 404.
  expect(problems.filter((problem) => !problem.includes('404'))).toEqual([]);
});

test('a signed-in member’s pages are private, no-store, under the same headers and policy', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  await signInDemoMember(page);
  for (const path of ['/mycase', '/mypage', '/']) {
    const response = await page.goto(path);
    expectSecurityHeaders(response!, path);
    expect(response!.headers()['cache-control'], path).toBe('private, no-store');
    expect(response!.headers().vary, path).toContain('Cookie');
    await waitForHydration(page);
  }
  expect(await violations()).toEqual([]);
});
