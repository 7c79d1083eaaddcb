// spec/site.md's client area: sign-in providers, sign-up rules (§5, §9), case states and steps
// (§4), withdrawal (§5) and the member calls' errors (§7). The case list's paging and tabs are
// in case-list.ts.

/** §5 and §9 "Max interest categories: 2 in step 1; 5 in step 2". */
export const MAX_INTEREST_CATEGORIES = 2;
export const MAX_INTEREST_FIELDS = 5;

/** §5 and §9 "Name: 2 to 6 Hangul characters". */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 6;

/** §5 and §9 "Phone format: 010 plus 7 or 8 digits" (digits only, after stripping). */
export const PHONE_NUMBER_PATTERN = /^010\d{7,8}$/;

/** §2 Sign-in: the four identity providers (messenger, portal, search engine, device maker). */
export const PROVIDERS = ['kakao', 'naver', 'google', 'apple'] as const;

/** §5 Withdrawal reasons, in the spec's order, with the labels the page shows. */
export const WITHDRAWAL_REASONS = [
  { code: 'unsatisfied', label: '서비스가 만족스럽지 않아요' },
  { code: 'too_many_notifications', label: '이메일과 알림이 너무 많아요' },
  { code: 'no_longer_needed', label: '더 이상 서비스가 필요하지 않아요' },
  { code: 'no_reason', label: '특별한 이유가 없어요' },
  { code: 'other', label: '기타' },
] as const;

/** §7 #18: the error when the agreement call is not OK (developer-facing, as the spec gives it). */
export const MARKETING_AGREE_FAILED_MESSAGE = 'marketing agree API call failed';
/** §7 #19: the error when the user update is not OK. */
export const USER_INFO_FAILED_MESSAGE = 'user info API call failed';

/**
 * §4 Case states, in the spec's order, with the user labels in Korean. The codes are ours.
 * `tab` is the list tab of the state: §4 draws the progress line only outside closed, halted
 * and the refund states, so those are the closed cases.
 */
export const CASE_STATES = [
  { code: 'review', label: '사건 검토', tab: 'ongoing' },
  { code: 'team_assignment', label: '팀 배정', tab: 'ongoing' },
  { code: 'lawyer_consultation', label: '변호사 상담', tab: 'ongoing' },
  { code: 'litigation_prep', label: '소송 준비', tab: 'ongoing' },
  { code: 'in_progress', label: '사건 진행', tab: 'ongoing' },
  { code: 'deferred', label: '보류', tab: 'ongoing' },
  { code: 'closed', label: '사건 종결', tab: 'closed' },
  { code: 'halted', label: '진행 중단', tab: 'closed' },
  { code: 'refund_received', label: '환불 접수', tab: 'closed' },
  { code: 'refund_in_progress', label: '환불 진행', tab: 'closed' },
  { code: 'refund_completed', label: '환불 완료', tab: 'closed' },
] as const;

export type CaseStateCode = (typeof CASE_STATES)[number]['code'];

/** §4 "It has three steps: team assignment (1), case review (2), case in progress (3)". */
export const CASE_PROGRESS_STEPS = [
  { step: 1, label: '팀 배정' },
  { step: 2, label: '사건 검토' },
  { step: 3, label: '사건 진행' },
] as const;

/** §3 Category codes for interest selection, in the spec's order, with Korean names. */
export const INTEREST_CATEGORIES = [
  { code: 'CT0004', name: '기업법무' },
  { code: 'CT0014', name: '지식재산' },
  { code: 'CT0026', name: '공정거래' },
  { code: 'CT0021', name: '관세·국제통상·출입국' },
  { code: 'CT0007', name: '건설·부동산' },
  { code: 'CT0005', name: '이혼' },
  { code: 'CT0006', name: '상속·가사' },
  { code: 'CT0012', name: '조세' },
  { code: 'CT0024', name: '회계감사' },
  { code: 'CT0001', name: '형사' },
  { code: 'CT0019', name: '음주운전·교통사고' },
  { code: 'CT0017', name: '국방·군형사' },
  { code: 'CT0002', name: '성범죄' },
  { code: 'CT0013', name: '마약' },
  { code: 'CT0008', name: '민사·중재' },
  { code: 'CT0003', name: '학교폭력' },
  { code: 'CT0009', name: '헌법·행정' },
  { code: 'CT0011', name: '금융·보험' },
  { code: 'CT0018', name: '의료·제약' },
  { code: 'CT0027', name: '산업안전·중대재해' },
  { code: 'CT0016', name: '노동·산재' },
  { code: 'CT0025', name: '엔터테인먼트·스포츠' },
  { code: 'CT0015', name: '증거조사' },
  { code: 'CT0029', name: '디지털포렌식' },
  { code: 'CT0030', name: '경호·보안' },
] as const;

/**
 * The start of every cookie the api sets (its session, a sign-in in progress): a request with one
 * is a member's, which no shared cache answers and whose server rendering forwards them.
 */
export const API_COOKIE_PREFIX = 'lawfirm_';
