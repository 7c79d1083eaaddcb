export {
  CONSULT_VALIDATION_MESSAGES,
  INQUIRY_TYPE_LABELS,
  INQUIRY_TYPES,
  MEMO_MAX_LENGTH,
} from './constants';
export type { InquiryType } from './constants';
export { formatPhoneNumber, phoneDigits } from './phone';
export { validateConsultRequest } from './validate';
export type { ConsultField, ConsultRequestInput, ConsultValidationResult } from './validate';
