// Every constant of the specs that this package uses, named as the spec names it
// (spec/site.md §2 Corporate consultation form, §5 Validation rules, §9).

// They are the api's too, so each is declared once, in @lawfirm/api-client.
import type { INQUIRY_TYPES } from '@lawfirm/api-client';

/** §5 and §9 "Memo max length 500". */
export { MEMO_MAX_LENGTH } from '@lawfirm/api-client';

/** §2 "Inquiry types: corporate legal advice (comp_consult) and corporate litigation (comp_suit)". */
export { INQUIRY_TYPES, INQUIRY_TYPE_LABELS } from '@lawfirm/api-client';
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** §5 Consultation form alerts, in Korean. */
export { CONSULT_VALIDATION_MESSAGES } from '@lawfirm/api-client';
