import { INTEREST_CATEGORIES } from '@lawfirm/api-client';
import { fail } from '@lawfirm/api-client/msw';
import { APP_USER_PATH, USER_AGREE_PATH } from '@lawfirm/api-client/site';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readSignUpData, SIGN_UP_STORAGE_KEY } from '../../member/stored-session';
import { server } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import {
  CATEGORY_LIMIT_MESSAGE,
  COMPLETE_DIALOG_TITLE,
  FAILURE_MESSAGES,
  LIMIT_TOOLTIP_MS,
  NEXT_LABEL,
  SKIP_LABEL,
  STEP_ONE_HINT,
  STEP_ONE_INFO,
  STEP_ONE_QUESTION,
} from './sign-up-copy';
import { SIGN_UP_DATA_FIXTURE, signUpHandlers, storeSignUpData } from './sign-up-fixture';
import type { SignUpCall } from './sign-up-fixture';
import { SignUpStepOnePage } from './sign-up-step-one-page';

const PATH = '/login/sign/step_one?redirect=%2Fmycase%3Ftap%3Dclosed';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const chip = (name: string) => screen.getByRole('button', { name });
const pressed = () =>
  screen
    .getAllByRole('button', { pressed: true })
    .map((button) => button.textContent)
    .sort();

async function renderStepOne({ withRedirect = true } = {}) {
  return withRedirect
    ? renderWithRouter(<SignUpStepOnePage redirect="/mycase?tap=closed" />, { path: PATH })
    : renderWithRouter(<SignUpStepOnePage />, { path: '/login/sign/step_one' });
}

describe('SignUpStepOnePage (spec/site.md §2 and §4 Sign-up step 1)', () => {
  it('asks the question with its hint and info box, offers the 25 categories and no choice yet', async () => {
    await renderStepOne();

    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`STEP 1 ${STEP_ONE_QUESTION}`);
    expect(screen.getByText(STEP_ONE_HINT)).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(STEP_ONE_INFO);
    const group = screen.getByRole('group', { name: `STEP 1 ${STEP_ONE_QUESTION}` });
    const chips = within(group).getAllByRole('button');
    expect(chips.map((button) => button.textContent)).toEqual(
      INTEREST_CATEGORIES.map((category) => category.name),
    );
    expect(chips.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    expect(chip(NEXT_LABEL).getAttribute('aria-disabled')).toBe('true');
  });

  it('toggles a category on and off', async () => {
    const user = userEvent.setup();
    await renderStepOne();

    await user.click(chip('이혼'));
    expect(chip('이혼').getAttribute('aria-pressed')).toBe('true');
    expect(chip(NEXT_LABEL).hasAttribute('aria-disabled')).toBe(false);
    await user.click(chip('이혼'));
    expect(chip('이혼').getAttribute('aria-pressed')).toBe('false');
    expect(chip(NEXT_LABEL).getAttribute('aria-disabled')).toBe('true');
  });

  it('refuses a third category with a tooltip that goes after 2 s', async () => {
    const user = userEvent.setup();
    await renderStepOne();
    await user.click(chip('이혼'));
    await user.click(chip('형사'));

    vi.useFakeTimers();
    fireEvent.click(chip('마약'));

    expect(pressed()).toEqual(['이혼', '형사']);
    // Heard through the live region, seen beside the refused chip.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      CATEGORY_LIMIT_MESSAGE,
    );
    const item = chip('마약').closest('li');
    expect(item?.textContent).toContain(CATEGORY_LIMIT_MESSAGE);
    act(() => vi.advanceTimersByTime(LIMIT_TOOLTIP_MS - 1));
    expect(item?.textContent).toContain(CATEGORY_LIMIT_MESSAGE);
    act(() => vi.advanceTimersByTime(1));
    expect(item?.textContent).toBe('마약');
    expect(screen.queryByText(CATEGORY_LIMIT_MESSAGE)).toBeNull();
  });

  it('hides the tooltip on a click outside it and on a resize', async () => {
    const user = userEvent.setup();
    await renderStepOne();
    await user.click(chip('이혼'));
    await user.click(chip('형사'));

    await user.click(chip('마약'));
    expect(screen.getAllByText(CATEGORY_LIMIT_MESSAGE)).toHaveLength(2);
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByText(CATEGORY_LIMIT_MESSAGE)).toBeNull();

    await user.click(chip('조세'));
    expect(screen.getAllByText(CATEGORY_LIMIT_MESSAGE)).toHaveLength(2);
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(screen.queryByText(CATEGORY_LIMIT_MESSAGE)).toBeNull();
  });

  it('does nothing on Next without a choice', async () => {
    const user = userEvent.setup();
    const { router } = await renderStepOne();

    await user.click(chip(NEXT_LABEL));

    expect(router.state.location.pathname).toBe('/login/sign/step_one');
    expect(window.sessionStorage.getItem(SIGN_UP_STORAGE_KEY)).toBeNull();
  });

  it('keeps the categories with no case types yet and goes to step 2 with the redirect', async () => {
    const user = userEvent.setup();
    storeSignUpData({ ...SIGN_UP_DATA_FIXTURE, selectedFields: [501] });
    const { router } = await renderStepOne();

    await user.click(chip('상속·가사'));
    await user.click(chip('이혼'));
    await user.click(chip(NEXT_LABEL));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/sign/step_two'));
    expect(router.state.location.search).toEqual({ redirect: '/mycase?tap=closed' });
    expect(readSignUpData()).toEqual({
      ...SIGN_UP_DATA_FIXTURE,
      selectedCategories: ['CT0006', 'CT0005'],
      selectedFields: [],
    });
  });

  it('restores the categories chosen before', async () => {
    storeSignUpData({ ...SIGN_UP_DATA_FIXTURE, selectedCategories: ['CT0001', 'CT0013'] });
    await renderStepOne();

    await waitFor(() => expect(pressed()).toEqual(['마약', '형사']));
  });

  it.each([
    ['no login info', {}],
    ['required info missing', { name: '김하늘', phoneNumber: '01012345678' }],
  ])('explains in Korean and sends nothing when Skip lacks the data (%s)', async (log, data) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: SignUpCall[] = [];
    server.use(...signUpHandlers(calls));
    storeSignUpData(data);
    const user = userEvent.setup();
    await renderStepOne();

    await user.click(chip(SKIP_LABEL));

    expect(error).toHaveBeenCalledWith(log);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(FAILURE_MESSAGES.missing);
    const login = within(alert).getByRole('link', { name: '다시 로그인하기' });
    const back = new URL(login.getAttribute('href') ?? '', 'http://site.test');
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('redirect')).toBe(PATH);
    expect(calls).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('skips: sends the agreement, then the user without interests; the dialog leads to the redirect', async () => {
    const calls: SignUpCall[] = [];
    server.use(...signUpHandlers(calls));
    storeSignUpData({ ...SIGN_UP_DATA_FIXTURE, marketing_agree: false });
    const user = userEvent.setup();
    const { router } = await renderStepOne();

    await user.click(chip(SKIP_LABEL));

    const dialog = await screen.findByRole('dialog', { name: COMPLETE_DIALOG_TITLE });
    expect(calls).toEqual([
      { call: 'agree', body: { marketing_agree: false, alert_agree: false } },
      { call: 'user', body: { name: '김하늘', phoneNumber: '01012345678', uuid: 'web-test-1' } },
    ]);
    // The sign-up data is forgotten; the member stays signed in.
    expect(window.sessionStorage.getItem(SIGN_UP_STORAGE_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.href).toBe('/mycase?tap=closed'));
  });

  it('goes home after the dialog when there is no redirect', async () => {
    server.use(...signUpHandlers());
    storeSignUpData(SIGN_UP_DATA_FIXTURE);
    const user = userEvent.setup();
    const { router } = await renderStepOne({ withRedirect: false });

    await user.click(chip(SKIP_LABEL));
    const dialog = await screen.findByRole('dialog', { name: COMPLETE_DIALOG_TITLE });
    await user.click(within(dialog).getByRole('button', { name: '닫기' }));

    await waitFor(() => expect(router.state.location.href).toBe('/'));
  });

  it('explains a server failure in Korean and keeps the data', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(fail(APP_USER_PATH, 500, { method: 'patch' }), ...signUpHandlers());
    storeSignUpData({ ...SIGN_UP_DATA_FIXTURE, selectedCategories: ['CT0005'] });
    const user = userEvent.setup();
    await renderStepOne();

    await user.click(chip(SKIP_LABEL));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(FAILURE_MESSAGES.failed);
    expect(readSignUpData()).toEqual({ ...SIGN_UP_DATA_FIXTURE, selectedCategories: ['CT0005'] });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends to sign in again when the session expired (401), the data kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(fail(USER_AGREE_PATH, 401, { method: 'post' }));
    storeSignUpData(SIGN_UP_DATA_FIXTURE);
    const user = userEvent.setup();
    await renderStepOne();

    await user.click(chip(SKIP_LABEL));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(FAILURE_MESSAGES.expired);
    const login = within(alert).getByRole('link', { name: '다시 로그인하기' });
    expect(
      new URL(login.getAttribute('href') ?? '', 'http://site.test').searchParams.get('redirect'),
    ).toBe(PATH);
    expect(readSignUpData()).toEqual(SIGN_UP_DATA_FIXTURE);
  });

  it('has no axe violations, with a tooltip shown', async () => {
    document.documentElement.lang = 'ko';
    document.title = '회원가입 | 법무법인 대륜';
    const user = userEvent.setup();
    const { container } = await renderWithRouter(
      <main>
        <SignUpStepOnePage />
      </main>,
      { path: '/login/sign/step_one' },
    );
    await user.click(chip('이혼'));
    await user.click(chip('형사'));
    await user.click(chip('마약'));
    // Contrast needs real layout; the Playwright scan in Chromium covers it.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
