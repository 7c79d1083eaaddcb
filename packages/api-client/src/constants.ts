// Every constant of the specs that this package uses, named as the spec names it.

/** spec/chat-widget.md §9: "API version 1.0.0", sent as header `v` (§7). */
export const API_VERSION = '1.0.0';

/** spec/chat-widget.md §7 and §9: "time-out 10,000 ms", applied to every call. */
export const REQUEST_TIMEOUT_MS = 10_000;

// spec/chat-widget.md §8 Retries. "tries" counts every attempt, the first one included.

/** "default 3 tries 350 ms apart" */
export const DEFAULT_RETRY_TRIES = 3;
export const DEFAULT_RETRY_DELAY_MS = 350;

/** "authentication once": a single attempt, so no delay applies. */
export const AUTHENTICATION_TRIES = 1;

/** "realtime connection 3 times 2 s apart" */
export const REALTIME_CONNECTION_TRIES = 3;
export const REALTIME_CONNECTION_DELAY_MS = 2_000;

/** "hash authentication 2 times 1 s apart" */
export const HASH_AUTHENTICATION_TRIES = 2;
export const HASH_AUTHENTICATION_DELAY_MS = 1_000;

/**
 * "main lookup 2 times". The spec gives no delay for it; we use the default delay
 * (DEFAULT_RETRY_DELAY_MS), the one the spec gives for retries in general.
 */
export const MAIN_LOOKUP_TRIES = 2;

// ---------------------------------------------------------------------------------------
// spec/site.md: the website's calls (§7) and the rules they carry (§3, §4, §5, §9).

/** §1 and §9: "CT0000 is the whole firm and is the default". */
export const DEFAULT_CENTER_CODE = 'CT0000';

/** spec/chat-widget.md §2, §9 and spec/site.md §9: the firm's main phone number, as shown. */
export const DEFAULT_PHONE_NUMBER = '1800-7905';

/** §1: a group is identified by a code: CT0000, the categories CT00xx, and ICT0005. */
export const GROUP_CODE_PATTERN = /^I?CT\d{4}$/;

/** §7 #3 and §9 "Footer terms cache 30 minutes". */
export const FOOTER_TERMS_CACHE_MS = 30 * 60 * 1000;

/** §7 #3: the `etc` tag of the terms listed in the web footer. */
export const TERMS_FOOTER_ETC = 'webfooter';

/** §7 #13: the category code whose case fields the corporate consultation form lists. */
export const CONSULTING_FIELD_CODE = 'corporation';

/** §9 "Case list page size 4; default page 1; default tab ongoing". */
export const CASE_LIST_PAGE_SIZE = 4;
export const CASE_LIST_DEFAULT_PAGE = 1;
/** §2 My case status and §7 #16: tapState is ongoing or closed. */
export const CASE_TABS = ['ongoing', 'closed'] as const;
export const CASE_LIST_DEFAULT_TAB = 'ongoing';

/** §9 "FAQ page size 9 (total pages = ceil(totalCount/9))". */
export const FAQ_PAGE_SIZE = 9;

/**
 * The largest page size a list call accepts. Not in the spec: it bounds what one request can
 * ask the database for.
 */
export const MAX_PAGE_SIZE = 50;

/** Page size of the article and lawyer lists. Not in the spec: three rows of four cards. */
export const DEFAULT_LIST_PAGE_SIZE = 12;

/** §5 and §9 "Memo max length 500". */
export const MEMO_MAX_LENGTH = 500;

/** §2 Header search box and §9 "Search max length 20". */
export const SEARCH_MAX_LENGTH = 20;

/** Row ids are Postgres `integer`s; so is every page number and message number. */
export const MAX_IDX = 2_147_483_647;

/** §5 and §9 "Max interest categories: 2 in step 1; 5 in step 2". */
export const MAX_INTEREST_CATEGORIES = 2;
export const MAX_INTEREST_FIELDS = 5;

/** §5 and §9 "Name: 2 to 6 Hangul characters". */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 6;

/** §5 and §9 "Phone format: 010 plus 7 or 8 digits" (digits only, after stripping). */
export const PHONE_NUMBER_PATTERN = /^010\d{7,8}$/;

/** §2 Strengths pages: "a grid of 11 tiles" and 11 detail blocks. */
export const STRENGTH_COUNT = 11;

/** §2 Home landing block: the four link cards. */
export const HOME_LINK_CARD_COUNT = 4;

/** §2 Home landing block: the placeholder in a link card's sub text replaced by the phone number. */
export const PHONE_PLACEHOLDER = '{phone}';

/** §2 Sign-in: the four identity providers (messenger, portal, search engine, device maker). */
export const PROVIDERS = ['kakao', 'naver', 'google', 'apple'] as const;

/** §2 Corporate consultation form: the inquiry types, with the labels the form shows. */
export const INQUIRY_TYPES = ['comp_consult', 'comp_suit'] as const;
export const INQUIRY_TYPE_LABELS = {
  comp_consult: '기업 법률 자문',
  comp_suit: '기업 소송',
} as const satisfies Record<(typeof INQUIRY_TYPES)[number], string>;

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

/**
 * §5 Consultation form alerts. The spec gives them in English; these are natural Korean.
 * Keyed by the field each rule reads; the order lives in rules/consultation-rules.ts.
 */
export const CONSULT_VALIDATION_MESSAGES = {
  isCheck: '개인정보 제공에 동의해 주세요.',
  isOver14: '만 14세 이상인지 확인해 주세요.',
  c_type: '문의 유형을 선택해 주세요.',
  comp_name: '회사명을 입력해 주세요.',
  comp_managerName: '담당자 성함을 입력해 주세요.',
  cc_tel: '연락처를 입력해 주세요.',
} as const;

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
export type CaseTab = (typeof CASE_TABS)[number];

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
 * §2 Office map: the 12 regions in the spec's order. The keys are ours; the names are the
 * Korean region names the map shows.
 */
export const REGIONS = [
  { key: 'gangwon', name: '강원' },
  { key: 'gyeonggi-north', name: '경기북부' },
  { key: 'seoul', name: '서울' },
  { key: 'incheon-bucheon', name: '인천·부천' },
  { key: 'gyeonggi-south', name: '경기남부' },
  { key: 'chungbuk', name: '충북' },
  { key: 'daejeon-chungnam', name: '대전·충남' },
  { key: 'daegu-gyeongbuk', name: '대구·경북' },
  { key: 'jeonbuk', name: '전북' },
  { key: 'gwangju-jeonnam', name: '광주·전남' },
  { key: 'busan-ulsan-gyeongnam', name: '부산·울산·경남' },
  { key: 'jeju', name: '제주' },
] as const;

/** §2 Legal Q&A: the FAQ code that is not a category ("code aiit goes to /faq"). */
export const FAQ_AIIT_CODE = 'aiit';

/** §2 Office map: only these offices show a video directions link. */
export const VIDEO_DIRECTION_OFFICE_KEYS = [
  'seoul',
  'busan1',
  'myeongji',
  'busan2',
  'samseong',
] as const;

/** §3 Popup banner days: weekday abbreviations such as Mon. */
export const BANNER_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
/** §3 Popup banner file_type: the desktop or the mobile image. */
export const BANNER_FILE_TYPES = ['file_pc', 'file_mobile'] as const;
/**
 * §2 "The link target comes from the banner's link type": the target itself. Whether a link
 * is external (nofollow) follows from p_link.
 */
export const BANNER_LINK_TYPES = ['_self', '_blank'] as const;

/** §3 Article template row: "tag (h1, h2, h3)". */
export const TEMPLATE_TAGS = ['h1', 'h2', 'h3'] as const;

/**
 * contentsList blocks (ours; §3 names the list only): body HTML, or a FAQ element whose title
 * is the question and whose body the answer.
 */
export const ARTICLE_CONTENT_KINDS = ['text', 'faq'] as const;

/**
 * §7 "Body HTML is sanitized and the relative upload path prefix is rewritten to /SE2/upload":
 * where an uploaded file of body HTML is served (the site rewrites, the api serves).
 */
export const UPLOAD_URL_PREFIX = '/SE2/upload';

/** §3 FAQ item gubun: `ck` is HTML editor content; anything else is an editor JSON document. */
export const FAQ_GUBUN = { html: 'ck', editor: 'editor' } as const;

/**
 * §2 Integrated search tabs: the Korean label is the URL's `tab` value (/integrate?tab=전체);
 * `key` names the tab in answers.
 */
export const SEARCH_TABS = [
  { label: '전체', key: 'all' },
  { label: '변호사', key: 'lawyer' },
  { label: '성공사례', key: 'success' },
  { label: '법률정보', key: 'info' },
  { label: '법률Q&A', key: 'faq' },
] as const;

/** The header that makes a retried consultation submit (#12) count once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Our bound on an Idempotency-Key (a UUID is 36): longer keys are refused with 400. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;

/** §2 Footer social links: case search, blog, chat channel, video, photo-sharing. */
export const SOCIAL_LINK_KINDS = ['case_search', 'blog', 'chat', 'video', 'photo'] as const;
