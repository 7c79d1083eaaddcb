// The stored values of the api's data: spec constants the tables rely on, and the codes we
// chose where the spec names a value but not its spelling. Check constraints in schema/ and
// the seed both read them, so a code is spelled in exactly one place.

import {
  ARTICLE_CONTENT_KINDS,
  BANNER_FILE_TYPES,
  BANNER_LINK_TYPES,
  BANNER_WEEKDAYS,
  CASE_STATES,
  FAQ_AIIT_CODE,
  FAQ_GUBUN,
  PROVIDERS,
  REGIONS,
  STRENGTH_COUNT,
  TEMPLATE_TAGS,
  TERMS_FOOTER_ETC,
  VIDEO_DIRECTION_OFFICE_KEYS,
} from '@lawfirm/api-client/constants';

// One source: the codes the api stores are the codes api-client's schemas speak.
export {
  ARTICLE_CONTENT_KINDS,
  BANNER_FILE_TYPES,
  BANNER_LINK_TYPES,
  BANNER_WEEKDAYS,
  CASE_STATES,
  FAQ_AIIT_CODE,
  FAQ_GUBUN,
  REGIONS,
  STRENGTH_COUNT,
  TEMPLATE_TAGS,
  TERMS_FOOTER_ETC,
  VIDEO_DIRECTION_OFFICE_KEYS,
};

export type FaqGubun = (typeof FAQ_GUBUN)[keyof typeof FAQ_GUBUN];

/** spec/site.md §2 Legal-topic article pages: the two variants, listed at /info and /success. */
export const ARTICLE_KINDS = ['info', 'success'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

export type TemplateTag = (typeof TEMPLATE_TAGS)[number];

/** spec/site.md §3 Article data: referenceLinkList, newsLinkList, shortsLinkList, youtubeLinkList. */
export const ARTICLE_LINK_KINDS = ['reference', 'news', 'shorts', 'youtube'] as const;
export type ArticleLinkKind = (typeof ARTICLE_LINK_KINDS)[number];

export type ArticleContentKind = (typeof ARTICLE_CONTENT_KINDS)[number];

/** spec/site.md §2 Legal-topic article pages: "a case image block (382x510)". */
export const CASE_IMAGE_SIZE = { width: 382, height: 510 } as const;

export type RegionKey = (typeof REGIONS)[number]['key'];

export type BannerFileType = (typeof BANNER_FILE_TYPES)[number];

export type BannerLinkType = (typeof BANNER_LINK_TYPES)[number];

export type BannerWeekday = (typeof BANNER_WEEKDAYS)[number];

/** spec/site.md §2 Sign-in: four identity providers, as members are stored with them. */
export const AUTH_PROVIDERS = PROVIDERS;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export type CaseStateCode = (typeof CASE_STATES)[number]['code'];
export type CaseTab = (typeof CASE_STATES)[number]['tab'];

/** spec/site.md §9 "Account data retention: kept one year after withdrawal, encrypted". */
export const ACCOUNT_DATA_RETENTION_YEARS = 1;

/** Where the generated images live on disk (apps/api/static) and under which URL path. */
export const STATIC_URL_PREFIX = '/static';

/** spec/site.md §7 "the relative upload path prefix is rewritten to /SE2/upload". */
export const UPLOAD_PATH_PREFIX = '/upload';
