// @vitest-environment jsdom
// The individual form of /consult (spec/site.md §2 "Individual online consultation"): its checks
// in order with Korean messages tied to their fields, the site's fields grouped by category, and
// call #12 as the api receives it (c_type personal, no company detail, one Idempotency-Key).
import './test-support/dom-setup';

import { PERSONAL_CONSULT_VALIDATION_MESSAGES } from '@lawfirm/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createApiClient } from '@lawfirm/api-client';
import { describe, expect, it, vi } from 'vitest';

import { OVER_14_LABEL, PRIVACY_CONSENT_LABEL } from './consent-fields';
import { COMPLETE_URL } from './constants';
import { PersonalConsultForm } from './personal-consult-form';
import type { PersonalConsultFormProps } from './personal-consult-form';
import { consultingEndpoint } from './test-support/consult-network';
import { TEST_API_BASE_URL, server } from './test-support/dom-setup';
import { spyOnAlert } from './test-support/render-form';

function renderPersonalForm(props: Partial<PersonalConsultFormProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onComplete = vi.fn<(url: string) => void>();
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <PersonalConsultForm
        apiClient={createApiClient({ baseUrl: TEST_API_BASE_URL })}
        onComplete={onComplete}
        {...props}
      />
    </QueryClientProvider>,
  );
  return { user, onComplete };
}

const field = {
  consent: () => screen.getByRole('checkbox', { name: PRIVACY_CONSENT_LABEL }),
  over14: () => screen.getByRole('checkbox', { name: OVER_14_LABEL }),
  name: () => screen.getByRole('textbox', { name: '성함' }),
  contact: () => screen.getByRole('textbox', { name: '연락처' }),
  caseField: () => screen.getByRole('combobox', { name: '사건 분야' }),
  contents: () => screen.getByRole('textbox', { name: '상담 내용' }),
  submit: () => screen.getByRole('button', { name: '상담 신청하기' }),
};

describe('PersonalConsultForm (spec/site.md §2 /consult)', () => {
  it('alerts each missing answer in order, marks and focuses its field, and sends nothing', async () => {
    const alert = spyOnAlert();
    const endpoint = consultingEndpoint();
    server.use(endpoint.handler);
    const { user } = renderPersonalForm();
    const M = PERSONAL_CONSULT_VALIDATION_MESSAGES;
    const steps = [
      [M.isCheck, field.consent, () => user.click(field.consent())],
      [M.isOver14, field.over14, () => user.click(field.over14())],
      [M.cc_name, field.name, () => user.type(field.name(), '이서연')],
      [M.cc_tel, field.contact, () => user.type(field.contact(), '01098765432')],
      [M.contents, field.contents, () => user.type(field.contents(), '   ')],
    ] as const;
    for (const [message, control, answer] of steps) {
      await user.click(field.submit());
      await vi.waitFor(() => expect(alert).toHaveBeenLastCalledWith(message));
      expect(control().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(control());
      await answer();
    }
    // Spaces are no content: the last rule holds.
    await user.click(field.submit());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(steps.length + 1));
    expect(alert).toHaveBeenLastCalledWith(M.contents);
    expect(endpoint.requests).toHaveLength(0);
  });

  it("offers the site's fields grouped by category, and sends a personal request to the complete page", async () => {
    spyOnAlert();
    const endpoint = consultingEndpoint();
    server.use(endpoint.handler);
    const { user, onComplete } = renderPersonalForm({ centerCode: 'CT0031' });

    await vi.waitFor(() => expect(within(field.caseField()).getAllByRole('group')).toHaveLength(2));
    const groups = within(field.caseField()).getAllByRole('group');
    expect(groups.map((group) => group.getAttribute('label'))).toEqual(['이혼', '형사']);
    await user.click(field.consent());
    await user.click(field.over14());
    await user.type(field.name(), '이서연');
    await user.type(field.contact(), '010-9876-5432');
    expect((field.contact() as HTMLInputElement).value).toBe('010-9876-5432');
    await user.selectOptions(field.caseField(), '재산분할');
    const question = '협의이혼 중 재산분할 비율을 상담받고 싶습니다.';
    await user.type(field.contents(), question);
    // The counter follows the content.
    expect(field.contents().getAttribute('aria-describedby')).toMatch(/-count/);
    expect(screen.getByText(`${question.length}/500`)).toBeTruthy();
    await user.click(field.submit());

    await vi.waitFor(() => expect(onComplete).toHaveBeenCalledWith(COMPLETE_URL));
    expect(endpoint.requests).toHaveLength(1);
    expect(endpoint.requests[0]?.body).toEqual({
      cc_name: '이서연',
      cc_tel: '01098765432',
      law_type_code: '48',
      contents: question,
      c_type: 'personal',
      detail: {},
      isCheck: true,
      isOver14: true,
      center_code: 'CT0031',
    });
    expect(endpoint.requests[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // The form starts over for the next request.
    expect((field.name() as HTMLInputElement).value).toBe('');
  });
});
