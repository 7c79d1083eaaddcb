import { join } from 'node:path';

import { expect, test } from '../support/fixtures';
import type { BrowserContext, Page } from '@playwright/test';

import { AUTH_CALLBACK_PATH } from '@lawfirm/api-client/site';

import { screenshotDir, viewports } from '../support/environment';
import { clickProvider, newAccount, signInAs } from '../support/member-sign-in';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

// spec/site.md §2 Sign-up, My case status, Withdrawal; §4 Login, Sign-up, Case states,
// Withdrawal; §5; §6 "Case status and withdrawal need a login". Members sign in through the
// real authorization-code flow (tooling/identity-provider); the api and its database are
// the real ones.

const isSignedIn = async (page: Page) =>
  ((await (await page.request.get(AUTH_CALLBACK_PATH)).json()) as { data: { isLogin: boolean } })
    .data.isLogin;

/** Both widths' axe scan and screenshot of what the page shows now. */
async function checkAndShoot(page: Page, name: string) {
  await expectNoAxeViolations(page);
  await screenshotAt(page, name, 'mobile');
  await screenshotAt(page, name, 'desktop');
}

/** A first sign-in from `path` (a member page) up to sign-up step 1. */
async function firstSignIn(page: Page, context: BrowserContext, label: string, path: string) {
  await signInAs(context, newAccount(label));
  await page.goto(path);
  // §6: a visitor is sent to sign in, the page kept as the redirect.
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  await waitForHydration(page);
  await clickProvider(page, 'naver');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('회원 정보 입력');
  await page.getByRole('textbox', { name: /이름/ }).fill('김하늘');
  await page.getByRole('textbox', { name: /휴대폰 번호/ }).fill('01024681357');
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/login\/sign\/step_one\?/);
  await waitForHydration(page);
}

const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe.configure({ mode: 'serial' });

test('a new member signs up (both tooltips), finds no case, reads my page, withdraws and is signed out', async ({
  page,
  context,
}) => {
  // Four pages scanned by axe and shot at two widths, on a two-core machine.
  test.slow();
  const problems = collectConsoleProblems(page);
  await page.setViewportSize(viewports.desktop);
  await firstSignIn(page, context, 'journey', '/mycase');

  // Step 1 (§4): two categories at most; the third is refused with the tooltip.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('STEP 1');
  const next = page.getByRole('button', { name: '다음' });
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await chip(page, '이혼').click();
  await chip(page, '상속·가사').click();
  await chip(page, '형사').click();
  await expect(chip(page, '형사')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('최대 2개까지만 선택할 수 있어요.').last()).toBeVisible();
  // The tooltip as it shows (a resize closes it, §4): the viewport as it is.
  await page.screenshot({ path: join(screenshotDir, 'signup-tooltip-1440.png') });
  await checkAndShoot(page, 'signup-step-one');
  await next.click();

  // Step 2 (§4): at most five case types; the sixth is refused with the tooltip.
  await expect(page).toHaveURL(/\/login\/sign\/step_two\?redirect=%2Fmycase$/);
  await waitForHydration(page);
  const complete = page.getByRole('button', { name: '가입 완료' });
  await expect(complete).toBeDisabled();
  const types = page.getByRole('main').locator('button[aria-pressed]');
  await expect(types.nth(5)).toBeVisible();
  for (let index = 0; index < 6; index += 1) await types.nth(index).click();
  await expect(types.nth(5)).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('선택은 5개까지만 가능해요.').last()).toBeVisible();
  await checkAndShoot(page, 'signup-step-two');
  await complete.click();
  const done = page.getByRole('dialog', { name: '회원가입이 완료되었어요' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: '확인' }).click();

  // The redirect: my cases, none yet.
  await expect(page).toHaveURL(/\/mycase$/);
  await expect(page.getByText('진행 중인 사건이 없습니다')).toBeVisible();
  await checkAndShoot(page, 'mycase-empty');

  // My page: the account and the interests chosen.
  await page.goto('/mypage');
  await waitForHydration(page);
  await expect(page.getByText('김하늘')).toBeVisible();
  await expect(page.getByText('네이버 계정')).toBeVisible();
  await expect(page.getByText('상속·가사').first()).toBeVisible();
  await checkAndShoot(page, 'mypage');

  // Withdrawal (§5): "other" needs non-blank text; then the account is gone and signed out.
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await expect(page).toHaveURL(/\/mypage\/withdrawal$/);
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: '탈퇴하기' });
  await page.getByRole('radio', { name: '기타' }).check();
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: '기타 사유' }).fill('   ');
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: '기타 사유' }).fill('사건이 모두 끝났어요');
  await checkAndShoot(page, 'withdrawal');
  await submit.click();
  const farewell = page.getByRole('dialog', { name: '회원 탈퇴가 완료되었습니다' });
  await expect(farewell).toBeVisible();
  await farewell.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await isSignedIn(page)).toBe(false);
  await page.goto('/mycase');
  await expect(page).toHaveURL('/login?redirect=%2Fmycase');
  expect(problems).toEqual([]);
});

test('a sign-up cut short by an expired session keeps its choices and goes on after signing in again', async ({
  page,
  context,
}) => {
  await firstSignIn(page, context, 'expired', '/mypage');
  await chip(page, '마약').click();
  // Each path change renews the session (§4 Session sync): the cookie goes only once that is
  // done, or a late renewal would bring it back.
  const synced = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/token') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page).toHaveURL(/\/login\/sign\/step_two/);
  await waitForHydration(page);
  const types = page.getByRole('main').locator('button[aria-pressed]');
  await types.first().click();
  const chosen = await types.first().textContent();
  await synced;

  await context.clearCookies({ name: 'lawfirm_session' });
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByRole('alert')).toContainText('로그인이 만료되었어요');
  await page.getByRole('link', { name: '다시 로그인하기' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Flogin%2Fsign%2Fstep_two/);
  await waitForHydration(page);
  await clickProvider(page, 'naver');

  // Back on step 2 with the same choice, and this time it goes through.
  await expect(page).toHaveURL(/\/login\/sign\/step_two/);
  await waitForHydration(page);
  await expect(chip(page, chosen!.trim())).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: '가입 완료' }).click();
  await expect(page.getByRole('dialog', { name: '회원가입이 완료되었어요' })).toBeVisible();
});

test('a member reads my cases by tab and page and opens one; another member cannot open it by URL', async ({
  page,
  browser,
}) => {
  // Three pages scanned and captured at two widths, and a second member signing in.
  test.slow();
  const problems = collectConsoleProblems(page);
  // The seed's Kakao demo member, through the provider, has cases in every state (§4).
  await page.goto('/login?redirect=%2Fmycase');
  await waitForHydration(page);
  await clickProvider(page, 'kakao');
  await expect(page).toHaveURL(/\/mycase$/);
  await waitForHydration(page);
  const tabs = page.getByRole('navigation', { name: '사건 구분' });
  await expect(tabs.getByRole('link', { name: '진행 중인 사건' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const ongoing = page.getByRole('region', { name: '진행 중인 사건 목록' });
  await expect(ongoing.getByRole('heading', { level: 3 })).toHaveCount(4);
  // The progress line (§4) on an ongoing case, its current step marked.
  await expect(ongoing.locator('[aria-current="step"]').first()).toBeVisible();
  await checkAndShoot(page, 'mycase-ongoing');

  // Page 2 of the ongoing cases, then the closed tab (§4: switched by the URL query).
  await page
    .getByRole('navigation', { name: '사건 목록 페이지' })
    .getByRole('link', { name: /^2\s?페이지$/ })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await tabs.getByRole('link', { name: '종결된 사건' }).click();
  await expect(page).toHaveURL(/tap=closed/);
  const closed = page.getByRole('region', { name: '종결된 사건 목록' });
  await expect(closed).toBeVisible();
  // Closed, halted and refund states draw no progress line.
  await expect(closed.locator('[aria-current="step"]')).toHaveCount(0);
  await expect(closed.getByText('환불 금액').first()).toBeVisible();
  await checkAndShoot(page, 'mycase-closed');

  // A case's detail, and back to the tab it came from.
  const first = closed.getByRole('heading', { level: 3 }).first().getByRole('link');
  const title = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/mycase\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const caseUrl = new URL(page.url()).pathname;
  await checkAndShoot(page, 'mycase-detail');
  await page.getByRole('link', { name: '종결된 사건 목록으로' }).click();
  await expect(page).toHaveURL(/tap=closed/);
  expect(problems).toEqual([]);

  // §6 own data only: the Google demo member asks for the Kakao member's case.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(`/login?redirect=${encodeURIComponent(caseUrl)}`);
  await waitForHydration(otherPage);
  await clickProvider(otherPage, 'google');
  await expect(otherPage).toHaveURL(new RegExp(`${caseUrl}$`));
  await expect(otherPage.getByRole('heading', { level: 1 })).toContainText('찾을 수 없');
  await expect(otherPage.getByText(title)).toHaveCount(0);
  const direct = await otherPage.goto(caseUrl);
  expect(direct?.status()).toBe(404);
  await other.close();
});
