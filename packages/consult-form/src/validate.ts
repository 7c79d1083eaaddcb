// spec/site.md §5 Consultation form: the rules, their order and their Korean messages live in
// @lawfirm/api-client, the one source the api checks requests with too; this module gives the
// form its own result shape.
import { checkConsultationRules } from '@lawfirm/api-client/site-core';
import type { ConsultationRuleField } from '@lawfirm/api-client/site-core';

import type { InquiryType } from './constants';

/**
 * The values the §5 rules read, under the request's own names (spec/site.md §3 Consultation
 * request: isCheck, isOver14, c_type, cc_tel; detail keys comp_name and comp_managerName). The
 * form's optional fields join this type when the form is built.
 */
export interface ConsultRequestInput {
  /** Privacy consent checkbox. */
  isCheck: boolean;
  /** "Over 14" checkbox. */
  isOver14: boolean;
  /** Inquiry type; empty while none is chosen. */
  c_type: InquiryType | '';
  comp_name: string;
  comp_managerName: string;
  cc_tel: string;
}

export type ConsultField = ConsultationRuleField;

export type ConsultValidationResult =
  { valid: true } | { valid: false; field: ConsultField; message: string };

/**
 * spec/site.md §5: returns the first rule the input fails, with the Korean alert text to
 * show, or `{ valid: true }`.
 */
export function validateConsultRequest(input: ConsultRequestInput): ConsultValidationResult {
  const failure = checkConsultationRules(input);
  return failure ? { valid: false, ...failure } : { valid: true };
}
