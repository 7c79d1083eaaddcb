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

/** §3 Consultation request: the detail object's Korean labels, also the form's field labels. */
export { CONSULT_DETAIL_LABELS } from '@lawfirm/api-client';

/** §8 "Failed to submit the consultation request. Please try again later.", in Korean. */
export const SUBMIT_FAILED_MESSAGE = '상담 신청에 실패했습니다. 잠시 후 다시 시도해 주세요.';

/** §2 route table and §4 Consultation submit: where a completed request goes. */
export const COMPLETE_URL = '/complete?isConsult=true';

// Ours: what the spec leaves open.

/** The full-screen loader's text while the request is on its way (§2 "A full-screen loader"). */
export const SUBMITTING_LABEL = '상담 신청을 보내고 있습니다. 잠시만 기다려 주세요.';

/** Shown when the api took the request but says isNotComplete, and sent no msg (§4). */
export const RECEIVED_MESSAGE = '상담 신청이 접수되었습니다.';

/**
 * The memo counter is spoken this long after the visitor stops typing, so a screen reader is
 * not interrupted at every keystroke (the visible counter follows each one).
 */
export const MEMO_COUNT_ANNOUNCE_DELAY_MS = 1000;

/** The privacy policy page of the main site (§2 /common/term/{terms_code}; the api's seed code). */
export const PRIVACY_TERMS_URL = '/common/term/privacy-policy';

/** An e-mail address the api's schema refuses. */
export const INVALID_EMAIL_MESSAGE = '이메일 주소를 올바르게 입력해 주세요.';
