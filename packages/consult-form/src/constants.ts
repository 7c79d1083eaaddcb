// Every constant of the specs that this package uses, named as the spec names it
// (spec/site.md §2 Corporate consultation form, §5 Validation rules, §9).

/** §5 and §9 "Memo max length 500". */
export const MEMO_MAX_LENGTH = 500;

/** §2 "Inquiry types: corporate legal advice (comp_consult) and corporate litigation (comp_suit)". */
export const INQUIRY_TYPES = ['comp_consult', 'comp_suit'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Readonly<Record<InquiryType, string>> = {
  comp_consult: '기업 법률 자문',
  comp_suit: '기업 소송',
};

/** §5 Consultation form alerts, in Korean: one source with the api, in api-client. */
export { CONSULT_VALIDATION_MESSAGES } from '@lawfirm/api-client';
