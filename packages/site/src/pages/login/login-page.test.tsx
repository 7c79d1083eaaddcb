import { answer, fail } from '@lawfirm/api-client/msw';
import { AUTH_CALLBACK_PATH, authCallbackResponseSchema } from '@lawfirm/api-client/site';
import type { LoginInfo } from '@lawfirm/api-client/site';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSessionStore } from '../../member/session-store';
import { readSignUpData, LOGIN_REDIRECT_STORAGE_KEY } from '../../member/stored-session';
import { server } from '../../test/msw-server';
import { renderWithRouter } from '../../test/render-with-router';

import {
  LOCAL_SIGN_IN_LABEL,
  LOGIN_TEXT,
  LOGIN_TITLE,
  LoginPage,
  TEST_LOGIN_LABEL,
} from './login-page';
import type { LoginPageProps } from './login-page';
import { NAME_RULE_MESSAGE, PHONE_RULE_MESSAGE } from './sign-up-details-form';

const SIGNED_OUT: LoginInfo = { isLogin: false };
const member = (signedUp: boolean): LoginInfo => ({
  isLogin: true,
  email: 'haneul@lawfirm.example',
  name: signedUp ? '김하늘' : 'Haneul Kim',
  provider: 'kakao',
  signedUp,
  categories: signedUp ? ['CT0005'] : [],
  fields: signedUp ? [28] : [],
});

function loginStateIs(login: LoginInfo) {
  server.use(answer(AUTH_CALLBACK_PATH, authCallbackResponseSchema, { result: true, data: login }));
}

async function renderLogin(props: Partial<LoginPageProps> = {}, path = '/login') {
  return renderWithRouter(
    <LoginPage clientKey="lawfirm-web" authHost="" testLoginEnabled={false} {...props} />,
    { path },
  );
}

describe('LoginPage (spec/site.md §2 Sign-in, §4 Login)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSessionStore.setState({ login: undefined });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the breadcrumb, title, text and the four provider buttons going to the identity service', async () => {
    loginStateIs(SIGNED_OUT);
    await renderLogin({ redirect: 'mycase?tap=closed' });

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(LOGIN_TITLE);
    expect(screen.getByText(LOGIN_TEXT)).toBeTruthy();
    expect(
      screen.getByRole('navigation', { name: '현재 위치' }).textContent?.replace(/\s+/g, ''),
    ).toContain('로그인간편로그인');
    const buttons = ['카카오', '네이버', '구글', '애플'].map((name) =>
      screen.getByRole('link', { name: `${name} 계정 로그인` }),
    );
    // §5: the redirect gets its leading slash; the provider sends the browser back to sign-in.
    const kakao = new URL(buttons[0]!.getAttribute('href')!, 'http://site.test');
    expect(kakao.pathname).toBe('/login/kakao');
    expect(kakao.searchParams.get('clientKey')).toBe('lawfirm-web');
    expect(kakao.searchParams.get('state')).toBe('/login?redirect=%2Fmycase%3Ftap%3Dclosed');
    expect(buttons[3]!.getAttribute('href')).toMatch(/^\/login\/apple\?/);
    // §4 "The redirect parameter is saved on load".
    expect(sessionStorage.getItem(LOGIN_REDIRECT_STORAGE_KEY)).toBe('/mycase?tap=closed');
    expect(screen.queryByRole('link', { name: TEST_LOGIN_LABEL })).toBeNull();
  });

  it('offers the test login only when its flag is set, to the temporary-login path', async () => {
    loginStateIs(SIGNED_OUT);
    await renderLogin({ testLoginEnabled: true });
    const test = screen.getByRole('link', { name: TEST_LOGIN_LABEL });
    const url = new URL(test.getAttribute('href')!, 'http://site.test');
    expect(url.pathname).toBe('/api/app/auth/temp');
    expect(url.searchParams.get('jwt')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(url.searchParams.get('state')).toBe('/login?redirect=%2F');
  });

  it('explains in Korean why the identity service sent the visitor back', async () => {
    loginStateIs(SIGNED_OUT);
    await renderLogin({ reason: 'state_mismatch' });
    expect(screen.getByRole('alert').textContent).toMatch(/만료되었거나 올바르지 않습니다/);
  });

  it('says the providers sign in with local test accounts only when the api uses a local provider', async () => {
    loginStateIs(SIGNED_OUT);
    const { unmount } = await renderLogin();
    expect(screen.queryByText(LOCAL_SIGN_IN_LABEL)).toBeNull();
    expect(
      screen.getByRole('link', { name: '카카오 계정 로그인' }).hasAttribute('aria-describedby'),
    ).toBe(false);
    unmount();
    await renderLogin({ localSignIn: true });
    const note = screen.getByText(LOCAL_SIGN_IN_LABEL).closest('p')!;
    expect(note.textContent).toContain('테스트용 계정으로 로그인합니다');
    for (const name of ['카카오', '네이버', '구글', '애플']) {
      const button = screen.getByRole('link', { name: `${name} 계정 로그인` });
      expect(button.getAttribute('aria-describedby')).toBe(note.id);
    }
  });

  it('suggests another account for an unconfigured provider only when some provider works', async () => {
    loginStateIs(SIGNED_OUT);
    const { unmount } = await renderLogin({ reason: 'provider_not_configured' });
    expect(screen.getByRole('alert').textContent).toBe(
      '지금은 이 계정으로 로그인할 수 없습니다. 다른 계정을 이용해 주세요.',
    );
    unmount();
    await renderLogin({ reason: 'provider_not_configured', signInOffered: false });
    expect(screen.getByRole('alert').textContent).toBe(
      '이 서버에는 아직 간편 로그인이 설정되어 있지 않아 로그인할 수 없습니다.',
    );
  });

  it('a signed-up member found by the polling goes to the redirect target', async () => {
    loginStateIs(member(true));
    const { router } = await renderLogin({ redirect: '/mycase' });
    await waitFor(() => expect(router.state.location.href).toBe('/mycase'));
    expect(useSessionStore.getState().login).toEqual(member(true));
  });

  it('a redirect back to sign-in itself goes home instead', async () => {
    loginStateIs(member(true));
    const { router } = await renderLogin({ redirect: '/login?redirect=/login' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps polling through a failed check, logging "userCheck failed"', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(fail(AUTH_CALLBACK_PATH, 503));
    await renderLogin();
    await waitFor(() => expect(log).toHaveBeenCalledWith('userCheck failed', expect.anything()));
    loginStateIs(member(true));
    // The next check, a second later, finds the member.
    await waitFor(() => expect(useSessionStore.getState().login).toEqual(member(true)), {
      timeout: 2500,
    });
  });

  it('a first sign-in gives a name and phone by §5 rules, then goes to sign-up step 1', async () => {
    loginStateIs(member(false));
    const user = userEvent.setup();
    const { router } = await renderLogin({ redirect: '/mycase' });

    const name = await screen.findByRole('textbox', { name: /이름/ });
    // The provider's romanised name is not a Korean name: the field starts empty.
    expect((name as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText(NAME_RULE_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(name);

    await user.type(name, '김하늘');
    const phone = screen.getByRole('textbox', { name: /휴대폰 번호/ });
    await user.type(phone, '0211112222');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByText(PHONE_RULE_MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(phone);

    await user.clear(phone);
    await user.type(phone, '01012345678');
    expect((phone as HTMLInputElement).value).toBe('010-1234-5678');
    await user.click(screen.getByRole('checkbox', { name: /소식 받기/ }));
    await user.click(screen.getByRole('button', { name: '다음' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login/sign/step_one'));
    expect(router.state.location.search).toEqual({ redirect: '/mycase' });
    expect(readSignUpData()).toEqual({
      name: '김하늘',
      phoneNumber: '01012345678',
      uuid: expect.stringMatching(/^web-[\w-]+$/),
      marketing_agree: true,
    });
  });

  it('a member whose sign-up was cut short by an expired session goes back to that step', async () => {
    sessionStorage.setItem(
      'login',
      JSON.stringify({
        name: '김하늘',
        phoneNumber: '01012345678',
        uuid: 'web-1',
        selectedCategories: ['CT0005'],
      }),
    );
    loginStateIs(member(false));
    const { router } = await renderLogin({ redirect: '/login/sign/step_two' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login/sign/step_two'));
    expect(readSignUpData().selectedCategories).toEqual(['CT0005']);
  });

  it('has no axe violations', async () => {
    loginStateIs(SIGNED_OUT);
    const { container } = await renderLogin({
      testLoginEnabled: true,
      reason: 'x',
      localSignIn: true,
    });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
