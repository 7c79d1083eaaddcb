// spec/site.md §2 Corporate consultation form: its fields, the §5 checks on submit, call #12
// (§7) with the §4 states (a full-screen loader, then the complete page or an alert) and the
// §8 messages. The host page gives the heading and routes the visitor on (onComplete).
import { createApiClient } from '@lawfirm/api-client';
import type { ApiClient } from '@lawfirm/api-client';
import {
  CONSULT_FIELD_MAX_LENGTH,
  FORMATTED_PHONE_MAX_LENGTH,
  formatPhoneNumber,
  phoneDigits,
} from '@lawfirm/api-client/site-core';
import { Button } from '@lawfirm/ui';
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';

import { CaseFieldSelect } from './case-field-select';
import { ConsentFields } from './consent-fields';
import {
  COMPLETE_URL,
  CONSULT_DETAIL_LABELS as LABELS,
  PRIVACY_TERMS_URL,
  RECEIVED_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
} from './constants';
import { TextField } from './fields';
import { EMPTY_VALUES } from './form-values';
import type { ConsultFormValues, FieldError, FormField } from './form-values';
import { InquiryTypeField } from './inquiry-type-field';
import { loadCheckForm } from './load-check-form';
import { MemoField } from './memo-field';
import { SubmitLoader } from './submit-loader';
import { useConsultSubmit } from './use-consult-submit';

export const FORM_LABEL = '기업 상담 신청서';
export const CONTACT_LABEL = '연락처';
export const CONTACT_HINT = '숫자만 입력해 주세요. 하이픈(-)은 자동으로 들어갑니다.';
export const SUBMIT_LABEL = '상담 신청하기';
export const REQUIRED_NOTE = '* 표시는 필수 입력 항목입니다.';

export interface ConsultFormProps {
  /** The API client of the host (its base URL, its fetch); wins over apiBase. */
  apiClient?: ApiClient;
  /** Where the API lives when no apiClient is given: '' (default) is the page's own origin. */
  apiBase?: string;
  /**
   * Called with `/complete?isConsult=true` once a request is stored (spec/site.md §4), unless
   * the api says isNotComplete. The host routes; the default loads the page.
   */
  onComplete?: (url: string) => void;
  /**
   * The group of the site the form is on, sent as call #12's center_code so that a centre's
   * request is stored with its centre; without it the api takes it as the firm's (CT0000).
   */
  centerCode?: string;
  /** Values the form starts from, and returns to after a stored request. */
  defaultValues?: Partial<ConsultFormValues>;
  /** The full privacy policy, opened in a new window from the consent. */
  privacyTermsUrl?: string;
  className?: string;
}

function loadPage(url: string) {
  window.location.assign(url);
}

/** Focuses a control by its name; a radio group at its checked radio, or its first. */
function focusField(form: HTMLFormElement, field: FormField) {
  const control = form.elements.namedItem(field);
  if (control instanceof RadioNodeList) {
    const radios = Array.from(control) as HTMLInputElement[];
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else if (control instanceof HTMLElement) {
    control.focus();
  }
}

export function ConsultForm({
  apiClient,
  apiBase = '',
  onComplete = loadPage,
  centerCode,
  defaultValues,
  privacyTermsUrl = PRIVACY_TERMS_URL,
  className,
}: ConsultFormProps) {
  const client = useMemo(
    () => apiClient ?? createApiClient({ baseUrl: apiBase }),
    [apiClient, apiBase],
  );
  // Read once, like an uncontrolled input's defaultValue.
  const [initial] = useState<ConsultFormValues>(() => ({ ...EMPTY_VALUES, ...defaultValues }));
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<FieldError>();
  const [notice, setNotice] = useState('');
  const { submit, submitting } = useConsultSubmit(client, centerCode);
  const id = useId();

  const errorOf = (field: FormField) => (error?.field === field ? error.message : undefined);

  function update<K extends FormField>(field: K, value: ConsultFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops being marked; another field's error stays until it is fixed.
    setError((current) => (current?.field === field ? undefined : current));
    setNotice('');
  }
  const text = (field: FormField & keyof typeof LABELS) => ({
    id: `${id}-${field}`,
    label: LABELS[field],
    value: values[field],
    name: field,
    onValueChange: (value: string) => update(field, value),
    error: errorOf(field),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The loader covers the form, but Enter in a field could still submit it.
    if (submitting) return;
    let checks: Awaited<ReturnType<typeof loadCheckForm>>;
    try {
      checks = await loadCheckForm();
    } catch {
      // The checks could not load (the network is gone): nothing can be sent either.
      window.alert(SUBMIT_FAILED_MESSAGE);
      return;
    }
    const failure = checks.checkConsultForm(values);
    if (failure) {
      // Marked before the alert, so the field is described by its message when focus lands.
      flushSync(() => setError(failure));
      window.alert(failure.message);
      focusField(form, failure.field);
      return;
    }
    setError(undefined);
    setNotice('');
    const outcome = await submit(values);
    if (!outcome) return;
    if (outcome.kind === 'failed') {
      window.alert(SUBMIT_FAILED_MESSAGE);
      return;
    }
    if (outcome.msg) window.alert(outcome.msg);
    if (outcome.kind === 'refused') return;
    setValues(initial);
    if (outcome.isNotComplete) {
      if (!outcome.msg) setNotice(RECEIVED_MESSAGE);
      return;
    }
    onComplete(COMPLETE_URL);
  }

  const max = CONSULT_FIELD_MAX_LENGTH;
  return (
    <form
      className={className ? `lf-consult-form ${className}` : 'lf-consult-form'}
      aria-label={FORM_LABEL}
      aria-busy={submitting || undefined}
      noValidate
      // The checks load while the visitor types, so the submit rarely waits for them.
      onFocus={() => void loadCheckForm().catch(() => {})}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className="lf-consult-form__note">{REQUIRED_NOTE}</p>
      <InquiryTypeField
        id={`${id}-c_type`}
        value={values.c_type}
        onValueChange={(value) => update('c_type', value)}
        error={errorOf('c_type')}
      />
      <div className="lf-consult-form__grid">
        <TextField
          {...text('comp_name')}
          required
          autoComplete="organization"
          maxLength={max.companyName}
        />
        <TextField {...text('comp_address')} autoComplete="address-line1" maxLength={max.address} />
        <TextField {...text('comp_business')} maxLength={max.business} />
        <TextField {...text('comp_size')} placeholder="예: 직원 50명" maxLength={max.size} />
        <TextField
          {...text('comp_managerName')}
          required
          autoComplete="name"
          maxLength={max.managerName}
        />
        <TextField
          {...text('comp_managerPos')}
          autoComplete="organization-title"
          maxLength={max.managerPosition}
        />
        <TextField
          {...text('comp_email')}
          type="email"
          autoComplete="email"
          maxLength={max.email}
        />
        <TextField
          id={`${id}-cc_tel`}
          name="cc_tel"
          label={CONTACT_LABEL}
          required
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={FORMATTED_PHONE_MAX_LENGTH}
          hint={CONTACT_HINT}
          // spec/site.md §5: digits without hyphens, shown through the phone formatter.
          value={formatPhoneNumber(values.cc_tel)}
          onValueChange={(value) => update('cc_tel', phoneDigits(formatPhoneNumber(value)))}
          error={errorOf('cc_tel')}
        />
      </div>
      <CaseFieldSelect
        id={`${id}-law_type_code`}
        apiClient={client}
        value={values.law_type_code}
        onValueChange={(value) => update('law_type_code', value)}
        error={errorOf('law_type_code')}
      />
      <MemoField
        id={`${id}-contents`}
        value={values.contents}
        onValueChange={(value) => update('contents', value)}
        error={errorOf('contents')}
      />
      <ConsentFields
        id={id}
        isCheck={values.isCheck}
        isOver14={values.isOver14}
        onIsCheckChange={(checked) => update('isCheck', checked)}
        onIsOver14Change={(checked) => update('isOver14', checked)}
        privacyTermsUrl={privacyTermsUrl}
        errors={{ isCheck: errorOf('isCheck'), isOver14: errorOf('isOver14') }}
      />
      <Button type="submit" size="lg" fullWidth className="lf-consult-form__submit">
        {SUBMIT_LABEL}
      </Button>
      <p className="lf-consult-form__notice" role="status">
        {notice}
      </p>
      <SubmitLoader active={submitting} />
    </form>
  );
}
