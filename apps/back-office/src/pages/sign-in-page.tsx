// Staff sign-in (login id and password). The api answers an unknown id and a wrong password
// alike (E000300005) and limits tries per address (CE000300009); its Korean text is shown as is.
import { OPERATOR_PATHS, operatorAnswerSchemas } from '@lawfirm/api-client/operator';
import { Button } from '@lawfirm/ui';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';

import { OperatorCallError, operatorCall } from '../api/operator-call';
import { SIGN_OUT_NOTICES, useSessionStore } from '../session/session-store';
import { BrandMark } from './brand-mark';
import { useDocumentTitle } from './use-document-title';

export function SignInPage() {
  useDocumentTitle('로그인');
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.signedIn);
  const notice = useSessionStore((state) => state.notice);
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const errorId = useId();

  const signIn = useMutation({
    mutationFn: () =>
      operatorCall(OPERATOR_PATHS.signIn, operatorAnswerSchemas.signIn, {
        method: 'POST',
        body: { login_id: loginId.trim(), password },
      }),
    onSuccess: (answer) => {
      signedIn({ token: answer.token, expiresAt: answer.expires_at, operator: answer.operator });
      void navigate({ to: '/', search: { tab: 'unassigned' } });
    },
    // A refused password is not left in the field.
    onError: () => setPassword(''),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loginId.trim() || !password) {
      setMissing(!loginId.trim() ? '아이디를 입력해 주세요.' : '비밀번호를 입력해 주세요.');
      return;
    }
    setMissing(null);
    signIn.mutate();
  };

  const error =
    missing ??
    (signIn.error instanceof OperatorCallError
      ? signIn.error.message
      : signIn.error
        ? '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.'
        : null);
  const info = !error && notice ? SIGN_OUT_NOTICES[notice] : null;

  return (
    <main className="bo-sign-in">
      <section className="bo-sign-in__card" aria-labelledby="sign-in-title">
        <BrandMark />
        <h1 id="sign-in-title" className="bo-sign-in__title">
          상담 콘솔 로그인
        </h1>
        <p className="bo-sign-in__lead">상담사 계정으로 로그인해 주세요.</p>
        {info && (
          <p className="bo-notice" role="status">
            {info}
          </p>
        )}
        <form className="bo-form" onSubmit={submit} noValidate>
          <label className="bo-field">
            <span className="bo-field__label">아이디</span>
            <input
              className="bo-input"
              name="login_id"
              autoComplete="username"
              value={loginId}
              onChange={(event) => setLoginId(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              maxLength={64}
            />
          </label>
          <label className="bo-field">
            <span className="bo-field__label">비밀번호</span>
            <input
              className="bo-input"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              maxLength={256}
            />
          </label>
          {error && (
            <p id={errorId} className="bo-error" role="alert">
              {error}
            </p>
          )}
          <Button type="submit" variant="primary" disabled={signIn.isPending}>
            {signIn.isPending ? '로그인 중…' : '로그인'}
          </Button>
        </form>
      </section>
    </main>
  );
}
