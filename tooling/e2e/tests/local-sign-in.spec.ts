import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

import { AUTH_CALLBACK_PATH } from '@lawfirm/api-client/site';

import { ports } from '../support/environment';
import {
  collectConsoleProblems,
  expectNoAxeViolations,
  screenshotAt,
  waitForHydration,
} from '../support/page-checks';

// spec/site.md §2 Sign-in and §6, as `npm start` offers them on a fresh clone: the four
// providers are the local identity provider (tooling/identity-provider, the one serve.mjs
// starts; here playwright.config.ts starts it with the same settings), the sign-in page labels
// its buttons 로컬 테스트 계정, and the visitor picks a seed demo member on the provider's own
// account page, then sees their cases and the withdrawal page.

const identityOrigin = `http://127.0.0.1:${ports.identity}`;

const loginState = async (page: Page) =>
  (
    (await (await page.request.get(AUTH_CALLBACK_PATH)).json()) as {
      data: { isLogin: boolean; provider?: string; name?: string };
    }
  ).data;

test('the sign-in page labels the buttons as local test accounts, at 375, 768 and 1440 px', async ({
  page,
}) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/login?redirect=%2Fmycase');
  await waitForHydration(page);
  const note = page.locator('.site-login__local');
  await expect(note).toBeVisible();
  await expect(note.getByText('로컬 테스트 계정', { exact: true })).toBeVisible();
  await expect(note).toContainText('테스트용 계정으로 로그인합니다');
  // Every provider button is described by the note, so a screen reader says it with the button.
  for (const name of ['카카오', '네이버', '구글', '애플']) {
    await expect(
      page.getByRole('link', { name: `${name} 계정 로그인` }),
    ).toHaveAccessibleDescription(/로컬 테스트 계정/);
  }
  await expectNoAxeViolations(page);
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    await screenshotAt(page, 'login-local', width, { fullPage: false });
  }
  expect(problems).toEqual([]);
});

test('a visitor picks a demo member on the provider page, sees their cases and the withdrawal page', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fmycase');
  await waitForHydration(page);
  await expect(page.locator('.site-login__local')).toBeVisible();
  await page.getByRole('link', { name: '카카오 계정 로그인' }).click();

  // The provider's account page: Korean, labelled, one button per account.
  await expect(page).toHaveURL((url) => url.origin === identityOrigin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('카카오 계정으로 로그인');
  await expect(page.getByText('로컬 테스트 계정', { exact: true })).toBeVisible();
  const accounts = page.getByRole('form', { name: '카카오 계정으로 로그인' }).getByRole('button');
  await expect(accounts).toHaveCount(3);
  await expectNoAxeViolations(page);
  for (const width of ['mobile', 'tablet', 'desktop'] as const) {
    await screenshotAt(page, 'identity-provider-accounts', width, { fullPage: false });
  }
  // Keyboard: the first account is reached with Tab and chosen with Enter.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^채온유/ })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/mycase$/);
  expect(await loginState(page)).toMatchObject({
    isLogin: true,
    provider: 'kakao',
    name: '채온유',
  });
  await waitForHydration(page);
  await expect(
    page.getByRole('region', { name: '진행 중인 사건 목록' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(4);
  await page.goto('/mypage');
  await waitForHydration(page);
  await page.getByRole('link', { name: '회원 탈퇴' }).click();
  await expect(page).toHaveURL(/\/mypage\/withdrawal$/);
  await expect(page.getByRole('button', { name: '탈퇴하기' })).toBeVisible();
});

test('a new account on the provider page starts sign-up with the member details', async ({
  page,
}) => {
  await page.goto('/login?redirect=%2Fmycase');
  await waitForHydration(page);
  await page.getByRole('link', { name: '구글 계정 로그인' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('구글 계정으로 로그인');
  await page.getByRole('button', { name: /^새 계정/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('회원 정보 입력');
  expect(await loginState(page)).toMatchObject({ isLogin: true, provider: 'google' });
});

test('going back from the provider page signs nobody in and says so in Korean', async ({
  page,
}) => {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByRole('link', { name: '네이버 계정 로그인' }).click();
  await page.getByRole('link', { name: '로그인하지 않고 돌아가기' }).click();
  await expect(page).toHaveURL(/\/login\?reason=code_exchange_failed$/);
  await expect(page.getByRole('alert')).toContainText('로그인이 취소되었거나');
  expect((await loginState(page)).isLogin).toBe(false);
});
