// spec/site.md §5 Consultation form: the rules checked on submit, in the spec's order, with
// their Korean messages. The one source for both sides: the form (consult-form) alerts the
// first failure, and the api answers it as `msg` in the same words.
import {
  CONSULT_VALIDATION_MESSAGES,
  INQUIRY_TYPES,
  PERSONAL_CONSULT_VALIDATION_MESSAGES,
} from '../constants';

/**
 * The values the rules read, under the request's own names (spec/site.md §3 Consultation
 * request: isCheck, isOver14, c_type, cc_tel; detail's comp_name and comp_managerName).
 */
export interface ConsultationRuleInput {
  /** Privacy consent. */
  isCheck: boolean;
  isOver14: boolean;
  /** The inquiry type; '' while none is chosen. */
  c_type: string;
  comp_name: string;
  comp_managerName: string;
  cc_tel: string;
}

export type ConsultationRuleField = keyof typeof CONSULT_VALIDATION_MESSAGES;

export interface ConsultationRuleFailure {
  field: ConsultationRuleField;
  message: string;
}

const filled = (value: string) => value.trim().length > 0;

/** spec/site.md §5: exactly this order; the first rule that fails is the one reported. */
export const CONSULTATION_RULES: ReadonlyArray<{
  field: ConsultationRuleField;
  passes: (input: ConsultationRuleInput) => boolean;
}> = [
  { field: 'isCheck', passes: (input) => input.isCheck },
  { field: 'isOver14', passes: (input) => input.isOver14 },
  {
    field: 'c_type',
    passes: (input) => (INQUIRY_TYPES as readonly string[]).includes(input.c_type),
  },
  { field: 'comp_name', passes: (input) => filled(input.comp_name) },
  { field: 'comp_managerName', passes: (input) => filled(input.comp_managerName) },
  // The contact is typed as digits; one of only spaces or hyphens holds no number.
  { field: 'cc_tel', passes: (input) => /\d/.test(input.cc_tel) },
];

/** The first rule of spec/site.md §5 the input breaks, with its Korean message, or undefined. */
export function checkConsultationRules(
  input: ConsultationRuleInput,
): ConsultationRuleFailure | undefined {
  const failed = CONSULTATION_RULES.find((rule) => !rule.passes(input));
  return failed && { field: failed.field, message: CONSULT_VALIDATION_MESSAGES[failed.field] };
}

/** The values the individual form's rules read, under the request's names (cc_name: the name). */
export interface PersonalConsultationRuleInput {
  isCheck: boolean;
  isOver14: boolean;
  cc_name: string;
  cc_tel: string;
  contents: string;
}

export type PersonalConsultationRuleField = keyof typeof PERSONAL_CONSULT_VALIDATION_MESSAGES;

/** The individual form's rules, in the order they are reported (as the corporate form's). */
export const PERSONAL_CONSULTATION_RULES: ReadonlyArray<{
  field: PersonalConsultationRuleField;
  passes: (input: PersonalConsultationRuleInput) => boolean;
}> = [
  { field: 'isCheck', passes: (input) => input.isCheck },
  { field: 'isOver14', passes: (input) => input.isOver14 },
  { field: 'cc_name', passes: (input) => filled(input.cc_name) },
  { field: 'cc_tel', passes: (input) => /\d/.test(input.cc_tel) },
  { field: 'contents', passes: (input) => filled(input.contents) },
];

/** The first rule of the individual form the input breaks, with its Korean message. */
export function checkPersonalConsultationRules(
  input: PersonalConsultationRuleInput,
): { field: PersonalConsultationRuleField; message: string } | undefined {
  const failed = PERSONAL_CONSULTATION_RULES.find((rule) => !rule.passes(input));
  return (
    failed && { field: failed.field, message: PERSONAL_CONSULT_VALIDATION_MESSAGES[failed.field] }
  );
}
