// The individual form's values (/consult, spec/site.md §2 "Individual online consultation"),
// as api-client's PersonalConsultingFormValues: toPersonalConsultingBody turns them into call
// #12's body with c_type personal.
import type { PersonalConsultingFormValues } from '@lawfirm/api-client/site-core';

import type { FieldErrorOf } from './form-values';

export type PersonalFormValues = PersonalConsultingFormValues;

/** Every field of the individual form, in the order it shows them. */
export const PERSONAL_FORM_FIELDS = [
  'name',
  'cc_tel',
  'law_type_code',
  'contents',
  'isCheck',
  'isOver14',
] as const satisfies ReadonlyArray<keyof PersonalFormValues>;

export type PersonalFormField = (typeof PERSONAL_FORM_FIELDS)[number];

export const EMPTY_PERSONAL_VALUES: PersonalFormValues = {
  name: '',
  cc_tel: '',
  law_type_code: '',
  contents: '',
  isCheck: false,
  isOver14: false,
};

export type PersonalFormError = FieldErrorOf<PersonalFormField>;
