// What both consultation forms (the corporate one of spec/site.md §2 and the individual one of
// /consult) do the same way: their values, the one field marked wrong at a time, and the submit
// of §4 and §5 — the checks (loaded apart from the form), the alert with focus on the field,
// call #12 with the loader, then the complete page, the api's msg or the §8 failure text.
import { createApiClient } from '@lawfirm/api-client';
import type { ConsultingBodyInput } from '@lawfirm/api-client/site-core';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';

import {
  COMPLETE_URL,
  PRIVACY_TERMS_URL,
  RECEIVED_MESSAGE,
  SUBMIT_FAILED_MESSAGE,
} from './constants';
import type { ConsultFormHostProps } from './form-props';
import type { FieldErrorOf } from './form-values';
import { loadCheckForm } from './load-check-form';
import { useConsultSubmit } from './use-consult-submit';

type CheckModule = Awaited<ReturnType<typeof loadCheckForm>>;

/** The two boxes every consultation form has (spec/site.md §2): privacy consent and over 14. */
export interface ConsentValues {
  isCheck: boolean;
  isOver14: boolean;
}

/** What a form brings to the shared state: its empty values, its checks and its request body. */
export interface ConsultFormRules<Values, Field extends keyof Values & string> {
  empty: Values;
  /** The first thing to correct, from the loaded checks, or undefined when it may be sent. */
  check: (checks: CheckModule, values: Values) => FieldErrorOf<Field> | undefined;
  /** Call #12's body; the site's group goes with it, so a centre's request is stored there. */
  toBody: (values: Values, centerCode?: string) => ConsultingBodyInput;
}

function loadPage(url: string) {
  window.location.assign(url);
}

/** Focuses a control by its name; a radio group at its checked radio, or its first. */
function focusField(form: HTMLFormElement, field: string) {
  const control = form.elements.namedItem(field);
  if (control instanceof RadioNodeList) {
    const radios = Array.from(control) as HTMLInputElement[];
    (radios.find((radio) => radio.checked) ?? radios[0])?.focus();
  } else if (control instanceof HTMLElement) {
    control.focus();
  }
}

export function useConsultFormState<
  Values extends ConsentValues,
  Field extends keyof Values & string,
>(
  {
    apiClient,
    apiBase = '',
    onComplete = loadPage,
    centerCode,
    defaultValues,
    privacyTermsUrl = PRIVACY_TERMS_URL,
    className,
  }: ConsultFormHostProps<Values>,
  { empty, check, toBody }: ConsultFormRules<Values, Field>,
) {
  const client = useMemo(
    () => apiClient ?? createApiClient({ baseUrl: apiBase }),
    [apiClient, apiBase],
  );
  // Read once, like an uncontrolled input's defaultValue.
  const [initial] = useState<Values>(() => ({ ...empty, ...defaultValues }));
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<FieldErrorOf<Field>>();
  const [notice, setNotice] = useState('');
  const { submit, submitting } = useConsultSubmit(client);

  const errorOf = (field: Field) => (error?.field === field ? error.message : undefined);

  function update<K extends Field>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field stops being marked; another field's error stays until it is fixed.
    setError((current) => (current?.field === field ? undefined : current));
    setNotice('');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The loader covers the form, but Enter in a field could still submit it.
    if (submitting) return;
    let checks: CheckModule;
    try {
      checks = await loadCheckForm();
    } catch {
      // The checks could not load (the network is gone): nothing can be sent either.
      window.alert(SUBMIT_FAILED_MESSAGE);
      return;
    }
    const failure = check(checks, values);
    if (failure) {
      // Marked before the alert, so the field is described by its message when focus lands.
      flushSync(() => setError(failure));
      window.alert(failure.message);
      focusField(form, failure.field);
      return;
    }
    setError(undefined);
    setNotice('');
    const outcome = await submit(toBody(values, centerCode));
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

  /** The form element's own props: busy while sending, checks loading on first focus. */
  const formProps = {
    'aria-busy': submitting || undefined,
    noValidate: true,
    // The checks load while the visitor types, so the submit rarely waits for them.
    onFocus: () => void loadCheckForm().catch(() => {}),
    onSubmit: (event: FormEvent<HTMLFormElement>) => void handleSubmit(event),
  };

  // What the form's frame (consult-form-frame.tsx) shows the same way on every form.
  const consent = (field: keyof ConsentValues) => ({
    checked: values[field],
    onChange: (checked: boolean) => update(field as Field, checked as Values[Field]),
    error: errorOf(field as Field),
  });
  const frame = {
    privacyTermsUrl,
    className,
    formProps,
    notice,
    submitting,
    consents: { isCheck: consent('isCheck'), isOver14: consent('isOver14') },
  };

  return { client, values, update, errorOf, frame };
}
