// The password form's problems by field: the api's own schema for the rules (so both sides
// say the same in Korean), and the confirmation, which only the form has.
import { operatorSchemas } from '@lawfirm/api-client/operator';

export type PasswordFormField = 'current_password' | 'new_password' | 'confirm';
export type PasswordProblems = Partial<Record<PasswordFormField, string>>;

/** The form's problems by field, from the shared schema and the confirmation. */
export function passwordProblems(current: string, next: string, confirm: string): PasswordProblems {
  const problems: PasswordProblems = {};
  const parsed = operatorSchemas.changePassword.safeParse({
    current_password: current,
    new_password: next,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'current_password' ? 'current_password' : 'new_password';
      problems[field] ??= issue.message;
    }
  }
  if (!problems.new_password && next !== confirm) {
    problems.confirm = '새 비밀번호가 서로 다릅니다. 다시 확인해 주세요.';
  }
  return problems;
}
