// The form's values under the request's internal names (spec/site.md §3 Consultation request),
// as api-client's ConsultingFormValues: toConsultingBody turns them into call #12's body.
import type { ConsultingFormValues } from '@lawfirm/api-client/site-core';

export type ConsultFormValues = ConsultingFormValues;

/** Every field of the form, in the order it shows them (the order "first invalid" follows). */
export const FORM_FIELDS = [
  'c_type',
  'comp_name',
  'comp_address',
  'comp_business',
  'comp_size',
  'comp_managerName',
  'comp_managerPos',
  'comp_email',
  'cc_tel',
  'law_type_code',
  'contents',
  'isCheck',
  'isOver14',
] as const satisfies ReadonlyArray<keyof ConsultFormValues>;

export type FormField = (typeof FORM_FIELDS)[number];

export const EMPTY_VALUES: ConsultFormValues = {
  c_type: '',
  law_type_code: '',
  comp_name: '',
  comp_address: '',
  comp_business: '',
  comp_size: '',
  comp_managerName: '',
  comp_managerPos: '',
  comp_email: '',
  cc_tel: '',
  contents: '',
  isCheck: false,
  isOver14: false,
};

/** A field of a consultation form the visitor must correct, and the Korean message that says how. */
export interface FieldErrorOf<Field extends string> {
  field: Field;
  message: string;
}

/** A field of the corporate form to correct. */
export type FieldError = FieldErrorOf<FormField>;
