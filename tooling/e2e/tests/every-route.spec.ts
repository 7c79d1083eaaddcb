import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { expectOneUncoveredChatEntry } from '../support/chat-entry';
import { centreOrigin } from '../support/site-origin';
import { waitForHydration } from '../support/page-checks';
import { CENTRE_SITE_PATHS, SITE_ROUTES, pathOf } from '../support/site-routes';

// No page falls into an error: every route of spec/site.md §2 (and a centre site's), at each
// width the site is built for, scrolled to its end (the parts that start when seen: carousels,
// reveals, lazy images) and left until the network is quiet. A failure shows as an uncaught
// error, a console error, or the router's English error page. Axe and screenshots are other
// specs'; one page is resized through the widths to keep this quick. At each width the page has
// one floating chat entry, covering nothing (support/chat-entry.ts).

// Widest first: the page first lays out (and its carousels first measure) on a wide screen,
// where everything may fit; on a resize Embla rebuilds its plugins, which hid a crash that only
// a first measure at 1280 px or more showed. Narrower widths then follow on the same page.
const WIDTHS = [1440, 1280, 768, 375] as const;
const HEIGHT = 900;

/** The router's English error page, an error's name and message, or a stack frame. */
const ERROR_TEXT = /Something went wrong|Show Error|[A-Za-z]*Error: |\n\s+at /;

/**
 * Scrolls down a screen at a time to the end, a frame apart: every part of the page is on
 * screen in some frame, so whatever starts when seen (a carousel's autoplay) starts.
 */
async function scrollToEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let step = 0; step < 80; step += 1) {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      if (window.scrollY >= end - 1) break;
      window.scrollBy(0, window.innerHeight);
      await frame();
    }
  });
}

/** Waits until no request has been in flight for 250 ms: what the page started has ended. */
function networkQuiet(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () =>
    expect
      .poll(
        async () => {
          if (inFlight.size > 0) return false;
          await page.waitForTimeout(250);
          return inFlight.size === 0;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe(true);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

async function walkWidths(page: Page, url: string, ready = waitForHydration): Promise<void> {
  const errors = collectErrors(page);
  const quiet = networkQuiet(page);
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const response = await page.goto(url);
  expect(response?.status(), url).toBeLessThan(400);
  await ready(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.evaluate(() => window.scrollTo(0, 0));
    await scrollToEnd(page);
    await quiet();
    await expectOneUncoveredChatEntry(page, `${url} at ${width} px`);
    expect(errors, `${url} at ${width} px`).toEqual([]);
    expect(await page.locator('body').innerText(), `${url} at ${width} px`).not.toMatch(ERROR_TEXT);
  }
}

test.describe('every route, at 1440, 1280, 768 and 375 px, scrolled to its end', () => {
  for (const route of SITE_ROUTES) {
    test(route.route, async ({ page, request }) => {
      await walkWidths(page, await pathOf(request, route));
    });
  }

  for (const path of CENTRE_SITE_PATHS) {
    test(`a centre's site: ${path}`, async ({ page }) => {
      await walkWidths(page, `${centreOrigin('forensic')}${path}`);
    });
  }
});

// The paths of a bug report: a path parameter the api refuses answered 500 with the router's
// English error page and an Error in the page's state. Each is the Korean 404 page.
const REFUSED_PARAMS = ['a.b', '%3Ca', '1.5', '%00', 'x%20y'];

test('a path parameter the api refuses answers 404 with the Korean not-found page', async ({
  request,
}) => {
  for (const path of REFUSED_PARAMS.flatMap((param) => [`/faq/${param}`, `/strength/${param}`])) {
    const response = await request.get(path);
    const html = await response.text();
    expect(response.status(), path).toBe(404);
    expect(html, path).toContain('<title>페이지를 찾을 수 없습니다 | 법무법인 대륜</title>');
    // The query stream's own inline code names an Error ("Stream consumed"): library code.
    expect(html, path).not.toMatch(ERROR_TEXT);
    expect(html, path).not.toMatch(/new Error\("(?!Stream consumed")/);
  }
});

test('a page whose data fails shows the Korean error page in the layout, and retry loads it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: HEIGHT });
  await page.goto('/about/ci');
  await waitForHydration(page);
  // The network fails the Q&A list's calls, as a dropped connection does.
  await page.route('**/api/faq/**', (route) => route.abort('failed'));
  // The header's link, followed in the page (the router navigates without reloading).
  await page.evaluate(() => document.querySelector<HTMLElement>('header a[href="/faq"]')?.click());

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('일시적인 오류가 발생했습니다');
  await expect(page).toHaveTitle('일시적인 오류가 발생했습니다 | 법무법인 대륜');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(main.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  expect(await page.locator('body').innerText()).not.toMatch(ERROR_TEXT);

  // The connection is back: retry runs the list's loader again.
  await page.unroute('**/api/faq/**');
  await main.getByRole('button', { name: '다시 시도' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('법률 Q&A');
  await expect(page).toHaveURL(/\/faq$/);
});
