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

/**
 * §5 Consultation form alerts, in Korean. Keyed by the form field each rule checks;
 * the order of the rules themselves lives in validate.ts.
 */
export const CONSULT_VALIDATION_MESSAGES = {
  isCheck: '개인정보 제공에 동의해 주세요.',
  isOver14: '만 14세 이상인지 확인해 주세요.',
  c_type: '문의 유형을 선택해 주세요.',
  comp_name: '회사명을 입력해 주세요.',
  comp_managerName: '담당자 성함을 입력해 주세요.',
  cc_tel: '연락처를 입력해 주세요.',
} as const;
