// spec/site.md §2 Sign-in (simple login) and §4 Login: the four provider buttons, the test
// login when its flag is on, the redirect saved on load, and the login status polled every
// second for 15 s; once signed in, the member goes to the redirect target, or, on a first
// sign-in, through sign-up (§2 Sign-up) starting with their own details.
import { providerLoginUrl, siteRedirectPath, tempLoginUrl } from '@lawfirm/api-client/site-core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';

import { Breadcrumb } from '../../components/breadcrumb';
import { useHydrationMarker } from '../../lib/use-hydration-marker';
import { pollLogin } from '../../member/login-polling';
import type { SignedIn } from '../../member/login-polling';
import { createSessionApi } from '../../member/session-api';
import { useSessionStore } from '../../member/session-store';
import {
  clearLoginRedirect,
  readLoginRedirect,
  readSignUpData,
  saveLoginRedirect,
  updateSignUpData,
} from '../../member/stored-session';
import { useSiteSettings } from '../../settings/site-settings';

import { ProviderButtons } from './provider-buttons';
import { signInFailureMessage } from './sign-in-failure';
import { SignUpDetailsForm } from './sign-up-details-form';
import type { SignUpDetails } from './sign-up-details-form';

/** §2 Sign-in: breadcrumb "login / simple login", title "simple login". */
export const LOGIN_TITLE = '간편 로그인';
export const LOGIN_TEXT =
  'SNS 간편 가입으로 쉽고 빠르게 로그인할 수 있어요. 로그인하고 내 사건의 진행 상황을 확인해 보세요!';
export const TEST_LOGIN_LABEL = '임시 로그인 (테스트 전용)';
/** What the providers sign in with when the api uses a local identity provider. */
export const LOCAL_SIGN_IN_LABEL = '로컬 테스트 계정';
/** The sign-up's first page (§2 route table). */
export const SIGN_UP_FIRST_STEP_PATH = '/login/sign/step_one';
const SIGN_UP_PATH_PREFIX = '/login/sign/';
/**
 * What the test login (#9) sends as its jwt: not a token of ours, so the api signs in its demo
 * member (apps/api members-sign-in-service.ts temporarySignIn).
 */
const TEST_LOGIN_JWT = 'test.login.placeholder';

export interface LoginPageProps {
  /** The redirect query parameter, as given. */
  redirect?: string;
  /** Why the identity service sent the visitor back, if it did. */
  reason?: string;
  /** The site's client key at the identity service (#8). */
  clientKey: string;
  /** The identity service's origin; '' is this site's. */
  authHost: string;
  /** §2 "A temporary-login button appears only when a test flag is set". */
  testLoginEnabled: boolean;
  /** Some provider works on this server; otherwise a failure says sign-in is not set up. */
  signInOffered?: boolean;
  /** The buttons sign in at a local identity provider, with test accounts: the page says so. */
  localSignIn?: boolean;
}

/** Where to go once signed in: the redirect (§5: with a leading "/"), never back to sign-in. */
function targetOf(redirect: string | undefined): string {
  const target = siteRedirectPath(redirect);
  const signInPage = /^\/login(\/|\?|#|$)/.test(target) && !target.startsWith(SIGN_UP_PATH_PREFIX);
  return signInPage ? '/' : target;
}

/** A sign-up interrupted by an expired session, whose details are kept: it goes on there. */
function resumesSignUp(target: string): boolean {
  const kept = readSignUpData();
  return target.startsWith(SIGN_UP_PATH_PREFIX) && !!(kept.name && kept.phoneNumber && kept.uuid);
}

/** What a first sign-in's details form starts with: an earlier try's, else the provider's name. */
function detailsKnown(member: SignedIn) {
  const kept = readSignUpData();
  return { ...kept, name: kept.name ?? member.name ?? '' };
}

/** A fresh device id for the sign-up data (§3 uuid): the web's own, one per browser tab. */
function newDeviceId(): string {
  return `web-${crypto.randomUUID()}`;
}

export function LoginPage({
  redirect,
  reason,
  clientKey,
  authHost,
  testLoginEnabled,
  signInOffered = true,
  localSignIn = false,
}: LoginPageProps) {
  useHydrationMarker();
  const router = useRouter();
  const { apiClient } = useSiteSettings();
  const setLogin = useSessionStore((state) => state.setLogin);
  const [newMember, setNewMember] = useState<SignedIn | undefined>();
  const [leaving, setLeaving] = useState(false);
  // §4 "The redirect parameter is saved on load": the URL's, else the one saved before the
  // provider round trip.
  const [target] = useState(() =>
    targetOf(redirect ?? (typeof window === 'undefined' ? undefined : readLoginRedirect())),
  );

  useEffect(() => {
    saveLoginRedirect(target);
  }, [target]);

  useEffect(() => {
    const api = createSessionApi({ api: apiClient });
    return pollLogin({
      loginState: () => api.loginState(),
      onLogin: (member) => {
        setLogin(member);
        clearLoginRedirect();
        if (member.signedUp || resumesSignUp(target)) {
          setLeaving(true);
          void router.navigate({ href: target, replace: true });
        } else {
          setNewMember(member);
        }
      },
    });
  }, [apiClient, router, setLogin, target]);

  // The provider sends the browser back here (state), where the polling finds the session.
  const state = `/login?redirect=${encodeURIComponent(target)}`;
  const hrefs = useMemo(
    () => ({
      provider: (provider: Parameters<typeof providerLoginUrl>[1]) =>
        providerLoginUrl(authHost, provider, { clientKey, state }),
      test: tempLoginUrl(authHost, { jwt: TEST_LOGIN_JWT, state }),
    }),
    [authHost, clientKey, state],
  );

  const continueSignUp = (details: SignUpDetails) => {
    const kept = readSignUpData();
    updateSignUpData({ ...details, uuid: kept.uuid ?? newDeviceId() });
    void router.navigate({
      href: `${SIGN_UP_FIRST_STEP_PATH}?redirect=${encodeURIComponent(target)}`,
    });
  };

  return (
    <section className="site-container site-page site-login">
      <Breadcrumb items={[{ label: '로그인' }, { label: LOGIN_TITLE }]} />
      <div className="site-login__panel site-task-panel">
        {newMember ? (
          <>
            <h1 className="site-page__title">회원 정보 입력</h1>
            <p className="site-page__lead">
              처음 오셨네요. 사건 진행 소식을 받을 이름과 휴대폰 번호를 알려 주세요.
            </p>
            <SignUpDetailsForm initial={detailsKnown(newMember)} onSubmit={continueSignUp} />
          </>
        ) : (
          <>
            <h1 className="site-page__title">{LOGIN_TITLE}</h1>
            <p className="site-page__lead">{LOGIN_TEXT}</p>
            {reason && (
              <p className="site-login__failure" role="alert">
                {signInFailureMessage(reason, { signInOffered })}
              </p>
            )}
            {leaving && (
              <p className="site-login__status" role="status">
                로그인되었어요. 잠시만 기다려 주세요…
              </p>
            )}
            {localSignIn && (
              <p className="site-login__local" id="site-login-local">
                <strong>{LOCAL_SIGN_IN_LABEL}</strong> 이 서버의 로그인 버튼은 실제
                카카오·네이버·구글·애플 계정 대신 이 컴퓨터의 테스트용 계정으로 로그인합니다. 계정을
                골라 가입과 내 사건 조회를 해 볼 수 있어요.
              </p>
            )}
            <ProviderButtons
              hrefOf={hrefs.provider}
              describedBy={localSignIn ? 'site-login-local' : undefined}
            />
            {testLoginEnabled && (
              <p className="site-login__test">
                <a className="site-login__provider" data-provider="test" href={hrefs.test}>
                  {TEST_LOGIN_LABEL}
                </a>
              </p>
            )}
            <p className="site-login__note">
              처음 로그인하면 회원으로 가입되며, 가입 정보는 사건 안내와 맞춤 법률 정보에만
              쓰입니다.
            </p>
          </>
        )}
      </div>
    </section>
  );
}
