import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { AUTH_CALLBACK_PATH } from '@lawfirm/api-client/site';

import { viewports } from '../support/environment';
import { clickProvider, newAccount, signInAs } from '../support/member-sign-in';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

// spec/site.md §2 Sign-in, §4 Login and Session sync, §6: the real authorization-code flow,
// with the four providers played by the local identity provider on loopback (tooling/identity-provider).

/** A login as the sign-in page saves it (spec/site.md §3 login-user). */
const savedLogin = JSON.stringify({
  isLogin: true,
  email: null,
  name: '채온유',
  provider: 'kakao',
  signedUp: true,
  categories: [],
  fields: [],
});

const loginState = async (page: Page) =>
  (await (await page.request.get(AUTH_CALLBACK_PATH)).json()) as { data: { isLogin: boolean } };

test('the sign-in page: four providers, the test login (its flag is on here), axe, 375 and 1440 px', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  const response = await page.goto('/login?redirect=mycase');
  expect(response?.status()).toBe(200);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('간편 로그인');
  for (const name of ['카카오', '네이버', '구글', '애플']) {
    const href = await page.getByRole('link', { name: `${name} 계정 로그인` }).getAttribute('href');
    const url = new URL(href!, 'http://site.test');
    expect(url.pathname).toMatch(/^\/login\/(kakao|naver|google|apple)$/);
    expect(url.searchParams.get('clientKey')).toBe('lawfirm-web');
    // §5: the redirect gets its leading slash, and comes back through sign-in.
    expect(url.searchParams.get('state')).toBe('/login?redirect=%2Fmycase');
  }
  await expect(page.getByRole('link', { name: '임시 로그인 (테스트 전용)' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'login', 'mobile');
  await screenshotAt(page, 'login', 'desktop');
  expect(problems).toEqual([]);
});

test('a seeded member signs in with Kakao through the provider and lands on the redirect target', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Ffaq');
  await waitForHydration(page);
  await clickProvider(page, 'kakao');
  await expect(page).toHaveURL(/\/faq$/);
  expect((await loginState(page)).data.isLogin).toBe(true);
  // §3: the login info is kept in the tab's session storage.
  const saved = await page.evaluate(() => sessionStorage.getItem('login-user'));
  expect(JSON.parse(saved!)).toMatchObject({ isLogin: true, provider: 'kakao', signedUp: true });
});

test('each of the four providers signs its member in', async ({ browser }) => {
  for (const provider of ['naver', 'google', 'apple'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await waitForHydration(page);
    await clickProvider(page, provider);
    await expect(page).toHaveURL(/\/$/);
    const login = (await loginState(page)) as { data: { isLogin: boolean; provider: string } };
    expect(login.data).toMatchObject({ isLogin: true, provider });
    await context.close();
  }
});

test('the test login signs the demo member in (spec/site.md §6)', async ({ page }) => {
  await page.goto('/login?redirect=/mypage');
  await waitForHydration(page);
  await page.getByRole('link', { name: '임시 로그인 (테스트 전용)' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  expect((await loginState(page)).data.isLogin).toBe(true);
});

test('a first sign-in gives name and phone, checked by §5, before the sign-up steps', async ({
  page,
  context,
}) => {
  await signInAs(context, newAccount('first'));
  await page.goto('/login?redirect=%2Fmycase');
  await waitForHydration(page);
  await clickProvider(page, 'naver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('회원 정보 입력');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText('이름은 한글 2~6자로 입력해 주세요.')).toBeVisible();
  await page.getByRole('textbox', { name: /이름/ }).fill('김하늘');
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('0101234');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText(/010으로 시작하는 10~11자리/)).toBeVisible();
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('01098765432');
  await expectNoAxeViolations(page);
  await screenshotAt(page, 'login-details', 'mobile');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/login\/sign\/step_one\?redirect=%2Fmycase$/);
  const data = await page.evaluate(() => JSON.parse(sessionStorage.getItem('login') ?? '{}'));
  expect(data).toMatchObject({ name: '김하늘', phoneNumber: '01098765432' });
  expect(data.uuid).toMatch(/^web-/);
});

test('a provider that answers an error, or a state that does not match, is explained in Korean', async ({
  page,
}) => {
  // The visitor declines at the provider: the provider returns with error=access_denied.
  await page.goto('/login/kakao/callback?error=access_denied&state=abc');
  await expect(page).toHaveURL(/\/login\?reason=code_exchange_failed$/);
  await expect(page.getByRole('alert')).toContainText('로그인이 취소되었거나');
  // A callback that no sign-in of this browser started (no state cookie): refused.
  await page.goto('/login/naver/callback?code=stolen-code&state=forged');
  await expect(page).toHaveURL(/\/login\?reason=state_missing$/);
  await expect(page.getByRole('alert')).toContainText('만료되었거나 올바르지 않습니다');
  expect((await loginState(page)).data.isLogin).toBe(false);
  await page.setViewportSize(viewports.desktop);
  await expectNoAxeViolations(page);
});

test('session sync: a saved login whose session cookie is gone is cleared and logged out', async ({
  page,
  context,
}) => {
  await page.goto('/login?redirect=%2Ffaq');
  await waitForHydration(page);
  await clickProvider(page, 'kakao');
  await expect(page).toHaveURL(/\/faq$/);
  // The sync on / checks the saved login, then refreshes the session (#11), its last step; the
  // cookie goes only after that, or this page's own sync would meet it gone. Only answers after
  // the home document took over count: a sync begun on /login may still be refreshing on /faq.
  let onHome = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) onHome = new URL(frame.url()).pathname === '/';
  });
  const refreshedOnHome = page.waitForResponse(
    (response) =>
      onHome &&
      response.url().endsWith('/api/auth/token') &&
      response.request().method() === 'POST',
  );
  await page.goto('/');
  await refreshedOnHome;
  expect(await page.evaluate(() => sessionStorage.getItem('login-user'))).not.toBeNull();
  await context.clearCookies({ name: 'lawfirm_session' });
  const loggedOut = page.waitForRequest((request) =>
    request.url().endsWith('/api/app/auth/logout'),
  );
  await page.reload();
  // §4: the saved state is checked against the server: no cookie -> cleared, logout, home.
  await loggedOut;
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('login-user'))).toBeNull();

  // On the sign-in page the same check leaves the visitor there, to sign in again.
  await page.evaluate((login) => sessionStorage.setItem('login-user', login), savedLogin);
  const loggedOutAgain = page.waitForRequest((request) =>
    request.url().endsWith('/api/app/auth/logout'),
  );
  await page.goto('/login');
  await loggedOutAgain;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('link', { name: '카카오 계정 로그인' })).toBeVisible();
});
