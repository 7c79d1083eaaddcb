import { WITHDRAWAL_REASONS } from '@lawfirm/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../member/session-store';
import { server } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import { MEMBER_FIXTURE } from './member-fixture';
import { WITHDRAWAL_COPY } from './member-copy';
import { withdrawalHandlers } from './withdrawal-fixture';
import type { WithdrawalRequests } from './withdrawal-fixture';
import { WithdrawalPage } from './withdrawal-page';

const submitButton = () => screen.getByRole('button', { name: '탈퇴하기' }) as HTMLButtonElement;
const reason = (label: string) => screen.getByRole('radio', { name: label });

let requests: WithdrawalRequests;

beforeEach(() => {
  requests = { deleted: [], loggedOut: 0 };
  useSessionStore.getState().setLogin({ ...MEMBER_FIXTURE, isLogin: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function renderPage() {
  const user = userEvent.setup();
  const view = await renderWithRouter(<WithdrawalPage />, { path: '/mypage/withdrawal' });
  return { user, ...view };
}

describe('WithdrawalPage (spec/site.md §2 Withdrawal, §4, §5)', () => {
  it('shows the trail, the five reasons as one radio group and the retention warning', async () => {
    await renderPage();
    const trail = screen.getByRole('navigation', { name: '현재 위치' });
    expect([...trail.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '홈',
      '내 정보 수정',
      '탈퇴 사유 선택',
    ]);
    const group = screen.getByRole('group', { name: WITHDRAWAL_COPY.reasonsLegend });
    expect(
      [...group.querySelectorAll('input[type="radio"]')].map(
        (input) => input.closest('label')?.textContent,
      ),
    ).toEqual(WITHDRAWAL_REASONS.map((item) => item.label));
    expect(screen.getByText(/탈퇴일로부터 1년 동안 암호화하여/)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
  });

  it('is valid with a reason; "other" needs non-blank text within the limit', async () => {
    const { user } = await renderPage();
    await user.click(reason('특별한 이유가 없어요'));
    expect(submitButton().disabled).toBe(false);
    expect(screen.queryByRole('textbox', { name: '기타 사유' })).toBeNull();

    await user.click(reason('기타'));
    expect(submitButton().disabled).toBe(true);
    const text = screen.getByRole('textbox', { name: '기타 사유' }) as HTMLTextAreaElement;
    expect(text.maxLength).toBe(500);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('기타 사유를 입력해 주세요.')).toBeTruthy();
    await user.type(text, '   ');
    expect(submitButton().disabled).toBe(true);
    await user.type(text, '이사를 가요');
    expect(submitButton().disabled).toBe(false);
    expect(text.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('9/500', { exact: false })).toBeTruthy();
  });

  it('ignores a submit while nothing is chosen', async () => {
    server.use(...withdrawalHandlers({ result: true }, requests));
    await renderPage();
    // A submit that reaches the form anyway (Enter, a script) starts nothing: the button would
    // say it is working at once, before any request.
    act(() => submitButton().form?.requestSubmit());
    expect(submitButton().textContent).toBe('탈퇴하기');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(requests.deleted).toEqual([]);
  });

  it('withdraws: DELETE with the reason, logout, session cleared, a confirmation, then home', async () => {
    server.use(...withdrawalHandlers({ result: true }, requests));
    const { user, router } = await renderPage();
    await user.click(reason('기타'));
    await user.type(screen.getByRole('textbox', { name: '기타 사유' }), '  다른 서비스를 써요 ');
    await user.click(submitButton());

    const dialog = await screen.findByRole('dialog', { name: '회원 탈퇴가 완료되었습니다' });
    expect(requests.deleted).toEqual([{ reason: 'other', reason_text: '다른 서비스를 써요' }]);
    expect(requests.loggedOut).toBe(1);
    expect(useSessionStore.getState().login).toEqual({ isLogin: false });
    expect(dialog.textContent).toContain('확인을 누르시면 홈으로 이동합니다');

    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['a refusal', { result: false }],
    ['a server error', { status: 500 }],
  ] as const)(
    'after %s: nothing cleared, the member told in Korean, the form kept',
    async (_name, answer) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(...withdrawalHandlers(answer, requests));
      const { user } = await renderPage();
      await user.click(reason('서비스가 만족스럽지 않아요'));
      await user.click(submitButton());

      expect((await screen.findByRole('alert')).textContent).toBe(WITHDRAWAL_COPY.failed);
      expect(requests.deleted).toEqual([{ reason: 'unsatisfied' }]);
      expect(requests.loggedOut).toBe(0);
      expect(useSessionStore.getState().login).toMatchObject({ isLogin: true, name: '김온유' });
      expect((reason('서비스가 만족스럽지 않아요') as HTMLInputElement).checked).toBe(true);
      expect(submitButton().disabled).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('has no axe violations', async () => {
    document.documentElement.lang = 'ko';
    document.title = '회원 탈퇴 | 법무법인 대륜';
    const { container, user } = await renderPage();
    await user.click(reason('기타'));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
