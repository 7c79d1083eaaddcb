import { expect, test } from '../support/fixtures';
import { type Page } from '@playwright/test';

import { demoUrl, ports, viewports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

/** Every Content-Security-Policy violation the page reports, recorded from its first script. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

type PageWithChat = Window & { LawfirmChat: (command: string, ...args: unknown[]) => void };

test('a third-party page embeds the widget with one script tag from the api origin', async ({
  page,
}) => {
  const scriptOrigins = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptOrigins.add(new URL(request.url()).port);
  });
  const problems = collectConsoleProblems(page);
  await page.goto(demoUrl);
  const launcher = page.getByRole('button', { name: '1:1 상담 열기' });
  await expect(launcher).toBeVisible();
  // The loader comes from the api's origin, not from the embedding page's.
  expect([...scriptOrigins]).toEqual([String(ports.api)]);
  // Exactly one script tag on the host page, and the widget lives in a shadow root.
  expect(await page.locator('script[src*="loader"]').count()).toBe(1);
  expect(
    await page.evaluate(() =>
      [...document.body.children].some((element) => element.shadowRoot !== null),
    ),
  ).toBe(true);
  expect(problems).toEqual([]);
});

test('the launcher lazy-loads the panel, which opens and closes', async ({ page }) => {
  const panelRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widget/') && !request.url().includes('loader'))
      panelRequests.push(request.url());
  });
  await page.goto(demoUrl);
  const launcher = page.getByRole('button', { name: '1:1 상담 열기' });
  await expect(launcher).toBeVisible();
  expect(panelRequests).toEqual([]);

  await launcher.click();
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  await expect(panel).toBeVisible();
  expect(panelRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: '1:1 상담 닫기' })).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: '닫기', exact: true }).click();
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('screenshots of the demo page with the panel open at 375, 768 and 1440 px', async ({
  page,
}) => {
  await page.goto(demoUrl);
  await screenshotAt(page, 'widget-demo-closed', 'desktop');
  await screenshotAt(page, 'widget-demo-closed', 'mobile', { fullPage: false });
  await page.setViewportSize(viewports.desktop);
  await page.getByRole('button', { name: '1:1 상담 열기' }).click();
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    await page.setViewportSize(viewports[width]);
    // Wait for the opening transition to end, so the picture shows the panel as it rests.
    await expect(panel).toHaveCSS('opacity', '1');
    await screenshotAt(page, 'widget-demo-open', width, { fullPage: false });
  }
});

test('under a strict Content-Security-Policy the widget opens with no violation', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const problems = collectConsoleProblems(page);
  const response = await page.goto(`${demoUrl}strict-csp.html`);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("style-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');

  await page.getByRole('button', { name: '1:1 상담 열기' }).click();
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  await expect(panel).toBeVisible();
  // Styled as designed: the adopted stylesheets applied (a blocked <style> would leave it unstyled).
  await expect(panel).toHaveCSS('position', 'fixed');
  await expect(panel).toHaveCSS('width', '390px');
  // The page's own script heard the open event through the stub it defined.
  await expect(page.locator('#chat-status')).toHaveText('상담 창이 열려 있습니다.');
  expect(await violations()).toEqual([]);
  expect(problems).toEqual([]);
});

test('the page drives the widget with LawfirmChat: open, close, hide, show and events', async ({
  page,
}) => {
  await page.goto(demoUrl);
  const launcher = page.getByRole('button', { name: '1:1 상담 열기' });
  await expect(launcher).toBeVisible();
  await page.evaluate(() => {
    const chat = (window as unknown as PageWithChat).LawfirmChat;
    const events: string[] = [];
    (window as unknown as { __events: string[] }).__events = events;
    chat('on', 'open', () => events.push('open'));
    chat('on', 'close', () => events.push('close'));
    chat('open');
  });
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  await expect(panel).toBeVisible();
  await page.evaluate(() => (window as unknown as PageWithChat).LawfirmChat('close'));
  await expect(panel).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __events: string[] }).__events)).toEqual(
    ['open', 'close'],
  );

  await page.evaluate(() => (window as unknown as PageWithChat).LawfirmChat('hide'));
  await expect(launcher).toBeHidden();
  await page.evaluate(() => (window as unknown as PageWithChat).LawfirmChat('show'));
  await expect(launcher).toBeVisible();
});

test('/daeryuntalk opens the chat at once: as usual without a hash, full page with a hash token (a failed one goes home)', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  await page.goto('/daeryuntalk');
  await expect(page).toHaveTitle(/채팅 상담/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await waitForHydration(page);
  const panel = page.getByRole('dialog', { name: '1:1 상담' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveCSS('width', '390px');
  await expect(panel).toHaveCSS('opacity', '1');
  await screenshotAt(page, 'daeryuntalk-open', 'desktop', { fullPage: false });

  // A token the api never issued: the panel opens full page, hash authentication fails, and
  // (spec §4 Hash authentication failure) the chat closes and the browser goes to /.
  // The real authentication call is held until the full-page panel has been looked at: its
  // failure closes the chat, and on a busy machine it could do so before the first look.
  let releaseHashAuthentication: () => void = () => undefined;
  const looked = new Promise<void>((resolve) => (releaseHashAuthentication = resolve));
  await page.route('**/chatctm/chi/chatinquiryalarmparticipation', async (route) => {
    await looked;
    await route.continue();
  });
  await page.goto('/daeryuntalk#token=e2e-not-issued&centerCode=CT0000');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveCSS('width', `${viewports.desktop.width}px`);
  // Full page: the launcher steps aside while it is open.
  await expect(page.getByRole('button', { name: '1:1 상담 닫기' })).toBeHidden();
  releaseHashAuthentication();
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '', { timeout: 15_000 });
});
