// Renders the form as a host would, inside a QueryClientProvider, with its API client on the
// tests' fake network; and fills in the fields the §5 rules require, as a visitor would.
import { createApiClient } from '@lawfirm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

import { ConsultForm } from '../consult-form';
import type { ConsultFormProps } from '../consult-form';
import { OVER_14_LABEL, PRIVACY_CONSENT_LABEL } from '../consent-fields';

import { TEST_API_BASE_URL } from './dom-setup';

export function renderForm(props: Partial<ConsultFormProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onComplete = vi.fn<(url: string) => void>();
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ConsultForm
        apiClient={createApiClient({ baseUrl: TEST_API_BASE_URL })}
        onComplete={onComplete}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { ...view, user, onComplete };
}

/** window.alert, which jsdom lacks: recorded, never shown. */
export const spyOnAlert = () => vi.spyOn(window, 'alert').mockImplementation(() => {});

export const field = {
  consent: () => screen.getByRole('checkbox', { name: PRIVACY_CONSENT_LABEL }),
  over14: () => screen.getByRole('checkbox', { name: OVER_14_LABEL }),
  inquiryTypes: () => screen.getByRole('radiogroup', { name: '문의 유형' }),
  consult: () => screen.getByRole('radio', { name: '기업 법률 자문' }),
  suit: () => screen.getByRole('radio', { name: '기업 소송' }),
  company: () => screen.getByRole('textbox', { name: '회사명' }),
  address: () => screen.getByRole('textbox', { name: '회사 주소' }),
  business: () => screen.getByRole('textbox', { name: '업종' }),
  size: () => screen.getByRole('textbox', { name: '기업 규모' }),
  manager: () => screen.getByRole('textbox', { name: '담당자명' }),
  position: () => screen.getByRole('textbox', { name: '부서/직책' }),
  email: () => screen.getByRole('textbox', { name: '이메일' }),
  contact: () => screen.getByRole('textbox', { name: '연락처' }),
  caseField: () => screen.getByRole('combobox', { name: '사건 분야' }),
  memo: () => screen.getByRole('textbox', { name: '문의 내용' }),
  submit: () => screen.getByRole('button', { name: '상담 신청하기' }),
};

/** The visitor's answers to the six §5 rules. */
export async function fillRequired(user: UserEvent) {
  await user.click(field.consent());
  await user.click(field.over14());
  await user.click(field.consult());
  await user.type(field.company(), '주식회사 한빛소프트');
  await user.type(field.manager(), '김민준');
  await user.type(field.contact(), '01012345678');
}
