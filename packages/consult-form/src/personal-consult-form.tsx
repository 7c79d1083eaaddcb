// spec/site.md §2 /consult, "Individual online consultation": a person's request, sent with
// call #12 as c_type personal (the api-client's rules/consultation-rules.ts). It keeps the
// corporate form's conventions (use-consult-form-state.ts): consent and age checked first,
// Korean messages tied to their fields, one Idempotency-Key per filled-in form, the full-screen
// loader, then /complete.
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import { CONSULT_FIELD_MAX_LENGTH, toPersonalConsultingBody } from '@lawfirm/api-client/site-core';
import { useId } from 'react';

import { CaseFieldSelect } from './case-field-select';
import { ConsultFormFrame } from './consult-form-frame';
import { ContactField } from './contact-field';
import { TextField } from './fields';
import type { ConsultFormHostProps } from './form-props';
import { MemoField } from './memo-field';
import { EMPTY_PERSONAL_VALUES } from './personal-form-values';
import type { PersonalFormField, PersonalFormValues } from './personal-form-values';
import { useConsultFormState } from './use-consult-form-state';

export const PERSONAL_FORM_LABEL = '개인 상담 신청서';
export const NAME_LABEL = '성함';
export const CONTENTS_LABEL = '상담 내용';
export const CONTENTS_PLACEHOLDER =
  '언제, 어떤 일이 있었는지 적어 주시면 상담 변호사가 더 정확하게 안내해 드릴 수 있습니다.';
/** What the individual form collects, as its consent says. */
export const PERSONAL_COLLECTED_ITEMS = '성함, 연락처, 상담 분야, 상담 내용';

/** centerCode also chooses the fields offered: a centre's own, or every field of the firm. */
export type PersonalConsultFormProps = ConsultFormHostProps<PersonalFormValues>;

export function PersonalConsultForm(props: PersonalConsultFormProps) {
  const { client, values, update, errorOf, frame } = useConsultFormState<
    PersonalFormValues,
    PersonalFormField
  >(props, {
    empty: EMPTY_PERSONAL_VALUES,
    check: (checks, current) => checks.checkPersonalConsultForm(current),
    toBody: toPersonalConsultingBody,
  });
  const id = useId();

  return (
    <ConsultFormFrame
      id={id}
      label={PERSONAL_FORM_LABEL}
      collectedItems={PERSONAL_COLLECTED_ITEMS}
      frame={frame}
    >
      <div className="lf-consult-form__grid">
        <TextField
          id={`${id}-name`}
          name="name"
          label={NAME_LABEL}
          required
          autoComplete="name"
          maxLength={CONSULT_FIELD_MAX_LENGTH.managerName}
          value={values.name}
          onValueChange={(value) => update('name', value)}
          error={errorOf('name')}
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
        groupCode={props.centerCode ?? DEFAULT_CENTER_CODE}
        value={values.law_type_code}
        onValueChange={(value) => update('law_type_code', value)}
        error={errorOf('law_type_code')}
      />
      <MemoField
        id={`${id}-contents`}
        label={CONTENTS_LABEL}
        placeholder={CONTENTS_PLACEHOLDER}
        required
        value={values.contents}
        onValueChange={(value) => update('contents', value)}
        error={errorOf('contents')}
      />
    </ConsultFormFrame>
  );
}
