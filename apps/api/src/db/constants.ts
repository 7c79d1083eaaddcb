// The stored values of the api's data: spec constants the tables rely on, and the codes we
// chose where the spec names a value but not its spelling. Check constraints in schema/ and
// the seed both read them, so a code is spelled in exactly one place.

/** spec/site.md §3 FAQ item gubun: `ck` is HTML editor content; anything else is editor JSON. */
export const FAQ_GUBUN = { html: 'ck', editor: 'editor' } as const;
export type FaqGubun = (typeof FAQ_GUBUN)[keyof typeof FAQ_GUBUN];

/** spec/site.md §2 Legal Q&A: the FAQ code that is not a category ("code aiit goes to /faq"). */
export const FAQ_AIIT_CODE = 'aiit';

/** spec/site.md §2 Legal-topic article pages: the two variants, listed at /info and /success. */
export const ARTICLE_KINDS = ['info', 'success'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** spec/site.md §3 Article template row: tag is h1, h2 or h3. */
export const TEMPLATE_TAGS = ['h1', 'h2', 'h3'] as const;
export type TemplateTag = (typeof TEMPLATE_TAGS)[number];

/** spec/site.md §3 Article data: referenceLinkList, newsLinkList, shortsLinkList, youtubeLinkList. */
export const ARTICLE_LINK_KINDS = ['reference', 'news', 'shorts', 'youtube'] as const;
export type ArticleLinkKind = (typeof ARTICLE_LINK_KINDS)[number];

/** Our split of an article's contents: plain body text, or one FAQ element (question + answer). */
export const ARTICLE_CONTENT_KINDS = ['text', 'faq'] as const;
export type ArticleContentKind = (typeof ARTICLE_CONTENT_KINDS)[number];

/** spec/site.md §2 Legal-topic article pages: "a case image block (382x510)". */
export const CASE_IMAGE_SIZE = { width: 382, height: 510 } as const;

/** spec/site.md §2 Strengths pages: "a grid of 11 tiles", images list_01 to list_11. */
export const STRENGTH_COUNT = 11;

/**
 * spec/site.md §2 Office map: the 12 regions, in the spec's order. The keys are ours; the
 * names are the Korean region names the map shows.
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
export type RegionKey = (typeof REGIONS)[number]['key'];

/** spec/site.md §2 Office map: only these offices show a video directions link. */
export const VIDEO_DIRECTION_OFFICE_KEYS = [
  'seoul',
  'busan1',
  'myeongji',
  'busan2',
  'samseong',
] as const;

/** spec/site.md §3 Popup banner file_type: the desktop or the mobile image. */
export const BANNER_FILE_TYPES = ['file_pc', 'file_mobile'] as const;
export type BannerFileType = (typeof BANNER_FILE_TYPES)[number];

/**
 * spec/site.md §2 Top promotional banner: "The link target comes from the banner's link type".
 * We store the target itself; whether a link is external (nofollow) follows from p_link.
 */
export const BANNER_LINK_TYPES = ['_self', '_blank'] as const;
export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

/** spec/site.md §3 Popup banner days: weekday abbreviations such as Mon. */
export const BANNER_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export type BannerWeekday = (typeof BANNER_WEEKDAYS)[number];

/** spec/site.md §2 Sign-in: four identity providers. */
export const AUTH_PROVIDERS = ['kakao', 'naver', 'google', 'apple'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/**
 * spec/site.md §4 Case states, in the spec's order, with the user labels in Korean. The codes
 * are ours. `tab` is the list tab the state belongs to: §4 draws the progress line only
 * outside closed, halted and the refund states, so those are the closed cases.
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
export type CaseTab = (typeof CASE_STATES)[number]['tab'];

/** spec/site.md §9 "Account data retention: kept one year after withdrawal, encrypted". */
export const ACCOUNT_DATA_RETENTION_YEARS = 1;

/** spec/site.md §7 #3: the `etc` tag of the terms shown in the web footer. */
export const TERMS_FOOTER_ETC = 'webfooter';

/** Where the generated images live on disk (apps/api/static) and under which URL path. */
export const STATIC_URL_PREFIX = '/static';

/** spec/site.md §7 "the relative upload path prefix is rewritten to /SE2/upload". */
export const UPLOAD_PATH_PREFIX = '/upload';
