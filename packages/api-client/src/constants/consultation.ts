// spec/site.md §2 Corporate consultation form, §3 Consultation request, §5 and §9: the form's
// types, labels, limits and alerts.

/** §5 and §9 "Memo max length 500". */
export const MEMO_MAX_LENGTH = 500;

/** §2 Corporate consultation form: the inquiry types, with the labels the form shows. */
export const INQUIRY_TYPES = ['comp_consult', 'comp_suit'] as const;
export const INQUIRY_TYPE_LABELS = {
  comp_consult: '기업 법률 자문',
  comp_suit: '기업 소송',
} as const satisfies Record<(typeof INQUIRY_TYPES)[number], string>;

/**
 * Ours: an individual's request (spec/site.md §2 /consult, "Individual online consultation")
 * goes through call #12 too, with this c_type: the spec gives the corporate form only, and an
 * individual's request is the same call without the company detail.
 */
export const PERSONAL_INQUIRY_TYPE = 'personal';

/**
 * §3 Consultation request: the detail object is sent under Korean labels; these are the
 * labels of its internal names.
 */
export const CONSULT_DETAIL_LABELS = {
  comp_name: '회사명',
  comp_address: '회사 주소',
  comp_business: '업종',
  comp_size: '기업 규모',
  comp_managerName: '담당자명',
  comp_managerPos: '부서/직책',
  comp_email: '이메일',
} as const;

// The messages both forms share, as plain strings: an object reading another object's
// properties is kept by tree-shaking in every bundle importing these constants (the widget's
// loader among them).
const CONSENT_MESSAGE = '개인정보 수집·이용에 동의해 주세요.';
const OVER_14_MESSAGE = '만 14세 이상인지 확인해 주세요.';
const CONTACT_MESSAGE = '연락처를 입력해 주세요.';

/**
 * §5 Consultation form alerts. The spec gives them in English; these are natural Korean.
 * Keyed by the field each rule reads; the order lives in rules/consultation-rules.ts.
 */
export const CONSULT_VALIDATION_MESSAGES = {
  isCheck: CONSENT_MESSAGE,
  isOver14: OVER_14_MESSAGE,
  c_type: '문의 유형을 선택해 주세요.',
  comp_name: '회사명을 입력해 주세요.',
  comp_managerName: '담당자 성함을 입력해 주세요.',
  cc_tel: CONTACT_MESSAGE,
} as const;

/**
 * The individual form's alerts (ours, in the spirit of §5): consent and age first, as on the
 * corporate form, then the name, the contact and what the visitor wants to ask.
 */
export const PERSONAL_CONSULT_VALIDATION_MESSAGES = {
  isCheck: CONSENT_MESSAGE,
  isOver14: OVER_14_MESSAGE,
  cc_name: '성함을 입력해 주세요.',
  cc_tel: CONTACT_MESSAGE,
  contents: '상담받고 싶은 내용을 적어 주세요.',
} as const;
