import { createApiClient } from '@lawfirm/api-client';
import { fail } from '@lawfirm/api-client/msw';
import { FIELD_LIST_PATH } from '@lawfirm/api-client/site';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

// The form's own stylesheet, as the host imports it (`@lawfirm/consult-form/styles.css`).
import './consult-form.css';

import { CASE_FIELD_FAILED } from './case-field-select';
import { ConsultForm } from './consult-form';
import {
  CONSULT_VALIDATION_MESSAGES,
  RECEIVED_MESSAGE,
  SUBMITTING_LABEL,
  SUBMIT_FAILED_MESSAGE,
} from './constants';
import type { ConsultFormValues } from './form-values';
import {
  RATE_LIMIT_MESSAGE,
  consultingEndpoint,
  fieldListHandler,
  held,
  networkError,
  rateLimited,
  stored,
} from './test-support/consult-network';

// The form's states for designers. Call #13 (case fields) and call #12 (submit) answer from the
// fake network (MSW, typed by @lawfirm/api-client); the page's own origin is the API's.
function QueryClientFrame({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story) => (
  <QueryClientFrame>
    <Story />
  </QueryClientFrame>
);

/** spec/site.md §8 alerts: recorded, not shown, in stories whose play function submits. */
const recordAlerts = () => {
  const alert = spyOn(window, 'alert').mockImplementation(() => {});
  return () => alert.mockRestore();
};

const filled: Partial<ConsultFormValues> = {
  c_type: 'comp_consult',
  comp_name: '주식회사 한빛소프트',
  comp_address: '서울특별시 강남구 테헤란로 152',
  comp_business: '소프트웨어 개발',
  comp_size: '직원 120명',
  comp_managerName: '김민준',
  comp_managerPos: '법무팀 팀장',
  comp_email: 'minjun.kim@hanbit.example',
  cc_tel: '01012345678',
  law_type_code: '42',
  contents: '해외 공급사와의 장기 공급 계약서 검토를 부탁드립니다. 손해배상 조항이 걱정됩니다.',
  isCheck: true,
  isOver14: true,
};

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: '상담 신청하기' }));

const meta = {
  title: 'Consult form/ConsultForm',
  component: ConsultForm,
  decorators: [withQueryClient],
  args: { apiClient: createApiClient({ baseUrl: '' }), onComplete: fn() },
  parameters: { msw: [fieldListHandler, consultingEndpoint(stored()).handler] },
} satisfies Meta<typeof ConsultForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: the case fields come from call #13. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('option', { name: '계약 검토·자문' })).toBeInTheDocument(),
    );
  },
};

/** Every field filled in: the contact shown through the phone formatter, the memo counted. */
export const Filled: Story = {
  args: { defaultValues: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '연락처' })).toHaveValue('010-1234-5678');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: '사건 분야' })).toHaveValue('42'),
    );
  },
};

/** Submitted empty: the first §5 message is alerted, shown at its field, and the field focused. */
export const FirstRuleBroken: Story = {
  beforeEach: recordAlerts,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const consent = within(canvasElement).getByRole('checkbox', { name: /개인정보 수집·이용/ });
    // The checks load with the form's first focus or submit (load-check-form.ts): the alert
    // follows them.
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(CONSULT_VALIDATION_MESSAGES.isCheck),
    );
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expect(consent).toHaveAccessibleDescription(CONSULT_VALIDATION_MESSAGES.isCheck);
    await expect(consent).toHaveFocus();
  },
};

/** A rule further down: the contact is missing. */
export const ContactMissing: Story = {
  args: { defaultValues: { ...filled, cc_tel: '' } },
  beforeEach: recordAlerts,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    const contact = within(canvasElement).getByRole('textbox', { name: '연락처' });
    // The checks load with the form's first focus or submit (load-check-form.ts): the alert
    // follows them.
    await waitFor(() =>
      expect(window.alert).toHaveBeenCalledWith(CONSULT_VALIDATION_MESSAGES.cc_tel),
    );
    await expect(contact).toHaveAttribute('aria-invalid', 'true');
    await expect(contact).toHaveFocus();
  },
};

/** While call #12 is on its way: the full-screen loader. The answer never comes here. */
export const Submitting: Story = {
  // A client that waits a day, so the loader stays instead of timing out after 10 s.
  args: {
    defaultValues: filled,
    apiClient: createApiClient({ baseUrl: '', timeoutMs: 24 * 60 * 60 * 1000 }),
  },
  parameters: {
    msw: [fieldListHandler, consultingEndpoint(held(new Promise(() => {}), stored())).handler],
  },
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText(SUBMITTING_LABEL)).toBeVisible();
  },
};

/** Stored: the form clears and the host is asked to go to the complete page. */
export const Completed: Story = {
  args: { defaultValues: { ...filled, comp_name: '' } },
  beforeEach: recordAlerts,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '회사명' }), '주식회사 한빛소프트');
    await submit(canvasElement);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledWith('/complete?isConsult=true'));
    await expect(canvas.getByRole('textbox', { name: '회사명' })).toHaveValue('');
  },
};

/** Stored, but the api says isNotComplete: the form clears and stays, with a notice. */
export const StoredNotComplete: Story = {
  args: { defaultValues: filled },
  parameters: {
    msw: [fieldListHandler, consultingEndpoint(stored({ isNotComplete: true })).handler],
  },
  play: async ({ args, canvasElement }) => {
    await submit(canvasElement);
    await expect(await within(canvasElement).findByText(RECEIVED_MESSAGE)).toBeVisible();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** No answer (the connection failed): the §8 failure text is alerted and the loader is off. */
export const Failed: Story = {
  args: { defaultValues: filled },
  parameters: { msw: [fieldListHandler, consultingEndpoint(networkError()).handler] },
  beforeEach: recordAlerts,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(SUBMIT_FAILED_MESSAGE));
    await expect(within(canvasElement).queryByText(SUBMITTING_LABEL)).toBeNull();
  },
};

/** Too many requests (429): the api's Korean msg is alerted. */
export const RateLimited: Story = {
  args: { defaultValues: filled },
  parameters: { msw: [fieldListHandler, consultingEndpoint(rateLimited()).handler] },
  beforeEach: recordAlerts,
  play: async ({ canvasElement }) => {
    await submit(canvasElement);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(RATE_LIMIT_MESSAGE));
  },
};

/** Call #13 failed: the select says so, and the form can still be sent without a field. */
export const CaseFieldsUnavailable: Story = {
  parameters: { msw: [fail(FIELD_LIST_PATH, 503), consultingEndpoint(stored()).handler] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '사건 분야' });
    await waitFor(() => expect(select).toHaveAccessibleDescription(CASE_FIELD_FAILED));
  },
};
