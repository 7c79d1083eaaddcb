// spec/site.md §2 Corporate consultation form: its fields, the §5 checks on submit, call #12
// (§7) with the §4 states (a full-screen loader, then the complete page or an alert) and the
// §8 messages. The host page gives the heading and routes the visitor on (onComplete).
import { CONSULT_FIELD_MAX_LENGTH, toConsultingBody } from '@lawfirm/api-client/site-core';
import { useId } from 'react';

import { CaseFieldSelect } from './case-field-select';
import { ConsultFormFrame } from './consult-form-frame';
import { ContactField } from './contact-field';
import { CONSULT_DETAIL_LABELS as LABELS } from './constants';
import { TextField } from './fields';
import type { ConsultFormHostProps } from './form-props';
import { EMPTY_VALUES } from './form-values';
import type { ConsultFormValues, FormField } from './form-values';
import { InquiryTypeField } from './inquiry-type-field';
import { MemoField } from './memo-field';
import { useConsultFormState } from './use-consult-form-state';

export const FORM_LABEL = '기업 상담 신청서';

export type ConsultFormProps = ConsultFormHostProps<ConsultFormValues>;

export function ConsultForm(props: ConsultFormProps) {
  const { client, values, update, errorOf, frame } = useConsultFormState<
    ConsultFormValues,
    FormField
  >(props, {
    empty: EMPTY_VALUES,
    check: (checks, current) => checks.checkConsultForm(current),
    toBody: toConsultingBody,
  });
  const id = useId();

  const text = (field: FormField & keyof typeof LABELS) => ({
    id: `${id}-${field}`,
    label: LABELS[field],
    value: values[field],
    name: field,
    onValueChange: (value: string) => update(field, value),
    error: errorOf(field),
  });

  const max = CONSULT_FIELD_MAX_LENGTH;
  return (
    <ConsultFormFrame id={id} label={FORM_LABEL} frame={frame}>
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
        <ContactField
          id={`${id}-cc_tel`}
          value={values.cc_tel}
          onValueChange={(digits) => update('cc_tel', digits)}
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
    </ConsultFormFrame>
  );
}
