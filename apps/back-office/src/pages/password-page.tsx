// Changing one's password (POST /chatops/password). The rules are the api's schema's, checked
// here first with the same schema so each field says what is wrong before anything is sent.
// The api ends the counsellor's other sessions and answers a new token for this one.
import {
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_PATHS,
  operatorAnswerSchemas,
} from '@lawfirm/api-client/operator';
import { Button } from '@lawfirm/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { OperatorCallError, operatorCall } from '../api/operator-call';
import { currentToken, useSessionStore } from '../session/session-store';
import { passwordProblems } from '../session/password-rules';
import type {
  PasswordFormField as Field,
  PasswordProblems as Problems,
} from '../session/password-rules';
import { PasswordField } from './password-field';
import { useDocumentTitle } from './use-document-title';

const FIELDS: ReadonlyArray<{ label: string; name: Field; autoComplete: string }> = [
  { label: '현재 비밀번호', name: 'current_password', autoComplete: 'current-password' },
  { label: '새 비밀번호', name: 'new_password', autoComplete: 'new-password' },
  { label: '새 비밀번호 확인', name: 'confirm', autoComplete: 'new-password' },
];

export function PasswordPage() {
  useDocumentTitle('비밀번호 변경');
  const session = useSessionStore((state) => state.session);
  const signedIn = useSessionStore((state) => state.signedIn);
  const [values, setValues] = useState<Record<Field, string>>({
    current_password: '',
    new_password: '',
    confirm: '',
  });
  const [problems, setProblems] = useState<Problems>({});
  const [done, setDone] = useState(false);

  const change = useMutation({
    mutationFn: () =>
      operatorCall(OPERATOR_PATHS.password, operatorAnswerSchemas.changePassword, {
        method: 'POST',
        token: currentToken(),
        body: { current_password: values.current_password, new_password: values.new_password },
      }),
    onSuccess: (answer) => {
      if (session) signedIn({ ...session, token: answer.token, expiresAt: answer.expires_at });
      setValues({ current_password: '', new_password: '', confirm: '' });
      setDone(true);
    },
    onError: (error) => {
      if (!(error instanceof OperatorCallError)) return;
      if (error.code === 'E000300006') setProblems({ current_password: error.message });
      else if (error.issues.length > 0) {
        setProblems({ new_password: error.issues[0]!.message });
      }
    },
  });

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(values.current_password, values.new_password, values.confirm);
    setProblems(found);
    if (Object.keys(found).length === 0) change.mutate();
  };

  const general =
    change.error instanceof OperatorCallError &&
    change.error.code !== 'E000300006' &&
    change.error.issues.length === 0
      ? change.error.message
      : null;

  return (
    <main className="bo-page">
      <section className="bo-panel bo-panel--narrow" aria-labelledby="password-title">
        <h1 id="password-title" className="bo-page__title">
          비밀번호 변경
        </h1>
        <p className="bo-page__lead">
          새 비밀번호는 {OPERATOR_PASSWORD_MIN_LENGTH}자 이상이며 문자와 숫자를 함께 넣어 주세요.
          변경하면 다른 기기와 창의 로그인은 모두 종료됩니다.
        </p>
        {done && (
          <p className="bo-notice" role="status">
            비밀번호를 변경했습니다. 다른 기기의 로그인은 종료되었습니다.
          </p>
        )}
        <form className="bo-form" onSubmit={submit} noValidate>
          {FIELDS.map((field) => (
            <PasswordField
              key={field.name}
              {...field}
              value={values[field.name]}
              onChange={set(field.name)}
              problem={problems[field.name]}
            />
          ))}
          {general && (
            <p className="bo-error" role="alert">
              {general}
            </p>
          )}
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? '변경 중…' : '비밀번호 변경'}
          </Button>
        </form>
      </section>
    </main>
  );
}
