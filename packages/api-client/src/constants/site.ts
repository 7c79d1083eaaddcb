// spec/site.md: the website's calls (§7) and the rules they carry (§3, §4, §5, §9): groups,
// contact, lists and paging, search.

/** §1 and §9: "CT0000 is the whole firm and is the default". */
export const DEFAULT_CENTER_CODE = 'CT0000';

/** spec/chat-widget.md §2, §9 and spec/site.md §9: the firm's main phone number, as shown. */
export const DEFAULT_PHONE_NUMBER = '1800-7905';

/** §1: a group is identified by a code: CT0000, the categories CT00xx, and ICT0005. */
export const GROUP_CODE_PATTERN = /^I?CT\d{4}$/;

/**
 * A URL slug: a strength's url, a category's code_desc, a terms_code (§2 route table). Ours:
 * the characters a path segment carries unencoded, bounded.
 */
export const SLUG_PATTERN = /^[A-Za-z0-9_-]+$/;
export const SLUG_MAX_LENGTH = 50;

/** §7 #3 and §9 "Footer terms cache 30 minutes". */
export const FOOTER_TERMS_CACHE_MS = 30 * 60 * 1000;

/** §7 #3: the `etc` tag of the terms listed in the web footer. */
export const TERMS_FOOTER_ETC = 'webfooter';

/** §7 #13: the category code whose case fields the corporate consultation form lists. */
export const CONSULTING_FIELD_CODE = 'corporation';

/** §9 "FAQ page size 9 (total pages = ceil(totalCount/9))". */
export const FAQ_PAGE_SIZE = 9;

/**
 * The largest page size a list call accepts. Not in the spec: it bounds what one request can
 * ask the database for.
 */
export const MAX_PAGE_SIZE = 50;

/** Page size of the article and lawyer lists. Not in the spec: three rows of four cards. */
export const DEFAULT_LIST_PAGE_SIZE = 12;

/** §2 Header search box and §9 "Search max length 20". */
export const SEARCH_MAX_LENGTH = 20;

/** Row ids are Postgres `integer`s; so is every page number and message number. */
export const MAX_IDX = 2_147_483_647;

/** §2 Legal Q&A: the FAQ code that is not a category ("code aiit goes to /faq"). */
export const FAQ_AIIT_CODE = 'aiit';

/**
 * §2 Integrated search tabs: the Korean label is the URL's `tab` value (/integrate?tab=전체);
 * `key` names the tab in answers.
 */
export const SEARCH_TABS = [
  { label: '전체', key: 'all', name: '전체' },
  { label: '변호사', key: 'lawyer', name: '변호사' },
  { label: '성공사례', key: 'success', name: '성공 사례' },
  { label: '법률정보', key: 'info', name: '법률 정보' },
  { label: '법률Q&A', key: 'faq', name: '법률 Q&A' },
] as const;
