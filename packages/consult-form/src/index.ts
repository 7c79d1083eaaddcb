export { ConsultForm, FORM_LABEL } from './consult-form';
export type { ConsultFormProps } from './consult-form';
export {
  CONTENTS_LABEL,
  NAME_LABEL,
  PERSONAL_FORM_LABEL,
  PersonalConsultForm,
} from './personal-consult-form';
export type { PersonalConsultFormProps } from './personal-consult-form';
export { CONTACT_LABEL } from './contact-field';
export { SUBMIT_LABEL } from './form-footer';
export {
  COMPLETE_URL,
  CONSULT_DETAIL_LABELS,
  CONSULT_VALIDATION_MESSAGES,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  MEMO_COUNT_ANNOUNCE_DELAY_MS,
  MEMO_MAX_LENGTH,
  PRIVACY_TERMS_URL,
  SUBMIT_FAILED_MESSAGE,
  SUBMITTING_LABEL,
} from './constants';
export type { InquiryType } from './constants';
export { checkConsultForm, checkPersonalConsultForm } from './check-form';
export { EMPTY_VALUES } from './form-values';
export type { ConsultFormValues, FieldError, FormField } from './form-values';
export { EMPTY_PERSONAL_VALUES } from './personal-form-values';
export type { PersonalFormField, PersonalFormValues } from './personal-form-values';
export { createIdempotencyKeys, newIdempotencyKey } from './idempotency-key';
export type { IdempotencyKeys } from './idempotency-key';
// The contact formatter lives in api-client (one rule for the site's forms and the chat).
export { formatPhoneNumber, phoneDigits } from '@lawfirm/api-client/site-core';
export { validateConsultRequest } from './validate';
export type { ConsultField, ConsultRequestInput, ConsultValidationResult } from './validate';
