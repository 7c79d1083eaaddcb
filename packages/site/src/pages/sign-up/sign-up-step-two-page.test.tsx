import { fail } from '@lawfirm/api-client/msw';
import { APP_USER_PATH, SEO_FIELD_LIST_PATH, USER_AGREE_PATH } from '@lawfirm/api-client/site';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readSignUpData, SIGN_UP_STORAGE_KEY } from '../../member/stored-session';
import type { SignUpData } from '../../member/stored-session';
import { server } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import {
  BACK_TO_STEP_ONE_LABEL,
  COMPLETE_DIALOG_TITLE,
  COMPLETE_LABEL,
  FAILURE_MESSAGES,
  FIELD_LIMIT_MESSAGE,
  FIELDS_EMPTY,
  LIMIT_TOOLTIP_MS,
  NO_CATEGORIES_MESSAGE,
  PREVIOUS_LABEL,
  STEP_TWO_QUESTION,
} from './sign-up-copy';
import {
  SIGN_UP_DATA_FIXTURE,
  seoFieldListHandler,
  signUpHandlers,
  storeSignUpData,
} from './sign-up-fixture';
import type { SignUpCall } from './sign-up-fixture';
import { SignUpStepTwoPage } from './sign-up-step-two-page';

const PATH = '/login/sign/step_two?redirect=%2Fmycase';
/** Step 1 done: divorce and inheritance/family chosen (case types 501-504 and 601-604). */
const AFTER_STEP_ONE: SignUpData = {
  ...SIGN_UP_DATA_FIXTURE,
  selectedCategories: ['CT0005', 'CT0006'],
  selectedFields: [],
};

beforeEach(() => server.use(seoFieldListHandler));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

const button = (name: string) => screen.getByRole('button', { name });

/** Stores `data` as the sign-up data first; null renders with what is stored already. */
async function renderStepTwo(data: SignUpData | null = AFTER_STEP_ONE) {
  if (data) storeSignUpData(data);
  const rendered = await renderWithRouter(<SignUpStepTwoPage redirect="/mycase" />, { path: PATH });
  return rendered;
}

/** Waits for both categories' case types. */
async function typesShown() {
  await screen.findByRole('button', { name: '협의이혼' });
  await screen.findByRole('button', { name: '유언 검인' });
}

function hrefOf(link: HTMLElement) {
  return new URL(link.getAttribute('href') ?? '', 'http://site.test');
}

describe('SignUpStepTwoPage (spec/site.md §2 and §4 Sign-up step 2)', () => {
  it("shows each chosen category's case types (call #17); Complete is disabled until one is chosen", async () => {
    const user = userEvent.setup();
    await renderStepTwo();
    await typesShown();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `STEP 2 ${STEP_TWO_QUESTION}`,
    );
    const divorce = screen.getByRole('group', { name: '이혼' });
    expect(
      within(divorce)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['협의이혼', '재판이혼', '재산분할', '양육권·양육비']);
    expect(screen.getByRole('group', { name: '상속·가사' })).toBeTruthy();
    expect((button(COMPLETE_LABEL) as HTMLButtonElement).disabled).toBe(true);

    await user.click(button('재산분할'));
    expect(button('재산분할').getAttribute('aria-pressed')).toBe('true');
    expect((button(COMPLETE_LABEL) as HTMLButtonElement).disabled).toBe(false);
    await user.click(button('재산분할'));
    expect((button(COMPLETE_LABEL) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves the choice to the sign-up data as it changes, and restores it', async () => {
    const user = userEvent.setup();
    const first = await renderStepTwo();
    await typesShown();

    await user.click(button('협의이혼'));
    await user.click(button('유류분 반환'));
    expect(readSignUpData().selectedFields).toEqual([501, 602]);
    first.unmount();

    await renderStepTwo(null);
    await typesShown();
    expect(button('협의이혼').getAttribute('aria-pressed')).toBe('true');
    expect(button('유류분 반환').getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a sixth case type with the tooltip for 2 s', async () => {
    await renderStepTwo({ ...AFTER_STEP_ONE, selectedFields: [501, 502, 503, 504, 601] });
    await typesShown();

    vi.useFakeTimers();
    fireEvent.click(button('유언 검인'));

    expect(button('유언 검인').getAttribute('aria-pressed')).toBe('false');
    expect(readSignUpData().selectedFields).toEqual([501, 502, 503, 504, 601]);
    const item = button('유언 검인').closest('li');
    expect(item?.textContent).toContain(FIELD_LIMIT_MESSAGE);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      FIELD_LIMIT_MESSAGE,
    );
    act(() => vi.advanceTimersByTime(LIMIT_TOOLTIP_MS - 1));
    expect(item?.textContent).toContain(FIELD_LIMIT_MESSAGE);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(FIELD_LIMIT_MESSAGE)).toBeNull();
  });

  it('leads back to step 1, the redirect kept, with Previous', async () => {
    await renderStepTwo();

    const previous = screen.getByRole('link', { name: PREVIOUS_LABEL });
    expect(hrefOf(previous).pathname).toBe('/login/sign/step_one');
    expect(hrefOf(previous).searchParams.get('redirect')).toBe('/mycase');
  });

  it('guides back to step 1 when no category was chosen', async () => {
    await renderStepTwo({ ...SIGN_UP_DATA_FIXTURE });

    expect(await screen.findByText(NO_CATEGORIES_MESSAGE)).toBeTruthy();
    const back = screen.getByRole('link', { name: BACK_TO_STEP_ONE_LABEL });
    expect(hrefOf(back).pathname).toBe('/login/sign/step_one');
    expect(hrefOf(back).searchParams.get('redirect')).toBe('/mycase');
    expect(screen.queryByRole('button', { name: COMPLETE_LABEL })).toBeNull();
  });

  it("says when a category's case types could not be loaded, and asks again", async () => {
    server.use(fail(SEO_FIELD_LIST_PATH, 503));
    const user = userEvent.setup();
    await renderStepTwo({ ...AFTER_STEP_ONE, selectedCategories: ['CT0005'] });

    expect((await screen.findByText(FIELDS_EMPTY, { exact: false })).textContent).toContain(
      FIELDS_EMPTY,
    );
    server.use(seoFieldListHandler);
    await user.click(button('다시 불러오기'));
    expect(await screen.findByRole('button', { name: '협의이혼' })).toBeTruthy();
  });

  it('completes: #18 with the kept agreement, then #19 with the interests; the dialog leads to the redirect', async () => {
    const calls: SignUpCall[] = [];
    server.use(...signUpHandlers(calls));
    const user = userEvent.setup();
    // The name and phone as a provider may give them: §5 keeps Hangul and digits only.
    const { router } = await renderStepTwo({
      ...AFTER_STEP_ONE,
      name: '김 하늘',
      phoneNumber: '010-1234-5678',
    });
    await typesShown();

    await user.click(button('재판이혼'));
    await user.click(button('상속재산분할'));
    await user.click(button(COMPLETE_LABEL));

    const dialog = await screen.findByRole('dialog', { name: COMPLETE_DIALOG_TITLE });
    expect(calls).toEqual([
      { call: 'agree', body: { marketing_agree: true, alert_agree: true } },
      {
        call: 'user',
        body: {
          name: '김하늘',
          phoneNumber: '01012345678',
          uuid: 'web-test-1',
          categoryAndField: { categories: ['CT0005', 'CT0006'], fields: [502, 601] },
        },
      },
    ]);
    expect(window.sessionStorage.getItem(SIGN_UP_STORAGE_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.href).toBe('/mycase'));
  });

  it('sends false for both agreements when none was kept', async () => {
    const calls: SignUpCall[] = [];
    server.use(...signUpHandlers(calls));
    const user = userEvent.setup();
    const { marketing_agree: _dropped, ...withoutAgreement } = AFTER_STEP_ONE;
    await renderStepTwo({ ...withoutAgreement, selectedFields: [501] });
    await typesShown();

    await user.click(button(COMPLETE_LABEL));

    await screen.findByRole('dialog', { name: COMPLETE_DIALOG_TITLE });
    expect(calls[0]).toEqual({
      call: 'agree',
      body: { marketing_agree: false, alert_agree: false },
    });
  });

  it('explains an invalid name in Korean and sends nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: SignUpCall[] = [];
    server.use(...signUpHandlers(calls));
    const user = userEvent.setup();
    await renderStepTwo({ ...AFTER_STEP_ONE, name: 'Kim', selectedFields: [501] });
    await typesShown();

    await user.click(button(COMPLETE_LABEL));

    expect(screen.getByRole('alert').textContent).toContain(FAILURE_MESSAGES.invalid);
    expect(calls).toEqual([]);
  });

  it.each([
    ['a server error', 500],
    ['a lost connection', 'network'],
  ] as const)('explains %s in Korean; the choice stays', async (_case, status) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(fail(APP_USER_PATH, status, { method: 'patch' }), ...signUpHandlers());
    const user = userEvent.setup();
    await renderStepTwo({ ...AFTER_STEP_ONE, selectedFields: [501, 601] });
    await typesShown();

    await user.click(button(COMPLETE_LABEL));

    expect((await screen.findByRole('alert')).textContent).toBe(FAILURE_MESSAGES.failed);
    expect(readSignUpData()).toEqual({ ...AFTER_STEP_ONE, selectedFields: [501, 601] });
    expect(button('협의이혼').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends to sign in again when the session expired (401), the choice kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: SignUpCall[] = [];
    server.use(fail(USER_AGREE_PATH, 401, { method: 'post' }), ...signUpHandlers(calls));
    const user = userEvent.setup();
    await renderStepTwo({ ...AFTER_STEP_ONE, selectedFields: [503] });
    await typesShown();

    await user.click(button(COMPLETE_LABEL));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(FAILURE_MESSAGES.expired);
    const login = within(alert).getByRole('link', { name: '다시 로그인하기' });
    expect(hrefOf(login).pathname).toBe('/login');
    expect(hrefOf(login).searchParams.get('redirect')).toBe(PATH);
    expect(calls).toEqual([]);
    expect(readSignUpData()).toEqual({ ...AFTER_STEP_ONE, selectedFields: [503] });
  });

  it('has no axe violations', async () => {
    document.documentElement.lang = 'ko';
    document.title = '회원가입 | 법무법인 대륜';
    storeSignUpData({ ...AFTER_STEP_ONE, selectedFields: [501] });
    const { container } = await renderWithRouter(
      <main>
        <SignUpStepTwoPage />
      </main>,
      { path: '/login/sign/step_two' },
    );
    await typesShown();
    // Contrast needs real layout; the Playwright scan in Chromium covers it.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
