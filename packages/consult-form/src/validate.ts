import { CONSULT_VALIDATION_MESSAGES, INQUIRY_TYPES, type InquiryType } from './constants';
import { phoneDigits } from './phone';

/**
 * The values the §5 rules read, under the request's own names (spec/site.md §3
 * Consultation request: isCheck, isOver14, c_type, cc_tel; detail keys comp_name and
 * comp_managerName). The form's optional fields join this type when the form is built.
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

export type ConsultField = keyof typeof CONSULT_VALIDATION_MESSAGES;

export type ConsultValidationResult =
  { valid: true } | { valid: false; field: ConsultField; message: string };

const filled = (value: string) => value.trim().length > 0;

// spec/site.md §5 Consultation form: checked in exactly this order; the first failure wins.
const RULES: ReadonlyArray<readonly [ConsultField, (input: ConsultRequestInput) => boolean]> = [
  ['isCheck', (input) => input.isCheck],
  ['isOver14', (input) => input.isOver14],
  ['c_type', (input) => (INQUIRY_TYPES as readonly string[]).includes(input.c_type)],
  ['comp_name', (input) => filled(input.comp_name)],
  ['comp_managerName', (input) => filled(input.comp_managerName)],
  // A contact of only spaces or hyphens has no number in it.
  ['cc_tel', (input) => phoneDigits(input.cc_tel).length > 0],
];

/**
 * spec/site.md §5: returns the first rule the input fails, with the Korean alert text to
 * show, or `{ valid: true }`.
 */
export function validateConsultRequest(input: ConsultRequestInput): ConsultValidationResult {
  for (const [field, passes] of RULES) {
    if (!passes(input)) {
      return { valid: false, field, message: CONSULT_VALIDATION_MESSAGES[field] };
    }
  }
  return { valid: true };
}
