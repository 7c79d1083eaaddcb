import { expect, test } from '../support/fixtures';

import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import { centerFooterListResponseSchema, statisticsResponseSchema } from '@lawfirm/api-client/site';

import {
  collectConsoleProblems,
  expectNoAxeViolations,
  waitForHydration,
} from '../support/page-checks';
import { homeLanding } from '../support/home-landing';

test('/ arrives as server-rendered HTML holding the Korean content from the api', async ({
  request,
}) => {
  const statistics = statisticsResponseSchema.parse(
    await (await request.get('/api/statistics')).json(),
  ).data;
  const landing = await homeLanding(request);

  const response = await request.get('/');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  const html = await response.text();
  expect(html).toMatch(/<html[^>]*lang="ko"/);
  expect(html).toMatch(/<main[^>]*id="main"/);
  // What came from the api's database, rendered on the server, not by the browser: the real
  // figure for screen readers, the hash tags, and the top banner (call #4).
  expect(html).toContain(`${statistics.consult_cnt.toLocaleString('ko-KR')}건 이상`);
  expect(html).toContain(`#${landing.hashTags[0]}`);
  expect(html).toMatch(/class="lf-top-banner"/);
});

test('the footer arrives in the HTML, and the home page fetches no group list or footers itself', async ({
  page,
  request,
}) => {
  const firm = centerFooterListResponseSchema
    .parse(await (await request.get('/api/center-footer/list')).json())
    .data.find((footer) => footer.code === DEFAULT_CENTER_CODE);
  expect(firm).toBeDefined();
  const html = await (await request.get('/')).text();
  // The firm's business number and address are in the page for readers without scripts and
  // for crawlers, not added by the browser.
  expect(html).toContain(firm!.business_number);
  expect(html).toContain(firm!.address);

  // spec/site.md §7: calls #1 and #2 are not fetched on the home page.
  const fetched: string[] = [];
  page.on('request', (sent) => fetched.push(new URL(sent.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  expect(fetched).not.toContain('/api/center/list');
  expect(fetched).not.toContain('/api/center-footer/list');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(firm!.business_number);
  await expect(footer.getByRole('button', { name: '분야별 바로가기' })).toBeVisible();
});

test('the home page hydrates without warnings and passes axe', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
});

test('a member page sends a visitor to sign in, with the page to come back to', async ({
  page,
}) => {
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmypage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('간편 로그인');
  await expectNoAxeViolations(page);
});

test('an unknown path answers 404 with a Korean page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('찾을 수 없');
  await expect(page.getByRole('link', { name: /홈/ }).first()).toBeVisible();
});

test('after hydration, links navigate on the client without reloading the page', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => {
    (window as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
  await page.getByRole('main').getByRole('link', { name: '상담 예약하기', exact: true }).click();
  await expect(page).toHaveURL(/\/choice$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('상담 예약');
  expect(
    await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
  ).toBe(true);
});

test('a visitor who scrolled down while the page loaded stays there when it hydrates', async ({
  page,
}) => {
  // The app's script is held back until the visitor has scrolled, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('contentinfo').waitFor({ state: 'attached' });
  await page.evaluate(() => window.scrollTo(0, 2000));
  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
});
