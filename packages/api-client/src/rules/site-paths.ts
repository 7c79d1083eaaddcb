// The site's public page paths that data decides (spec/site.md §2 route table), in one place:
// the site links with them and the api lists them in its sitemap.

/** /faq, or /faq/{code_desc}: the legal Q&A list, of every category or of one. */
export const faqListPath = (codeDesc?: string): string =>
  codeDesc ? `/faq/${encodeURIComponent(codeDesc)}` : '/faq';

/** /faq/detail/{idx}: one legal Q&A entry. */
export const faqDetailPath = (idx: number): string => `/faq/detail/${idx}`;

/** /strength/{url}: one strength. */
export const strengthPath = (url: string): string => `/strength/${encodeURIComponent(url)}`;

/** /map/{key}: one office. */
export const officePath = (key: string): string => `/map/${encodeURIComponent(key)}`;

/** /common/term/{terms_code}: a term or policy. */
export const termPath = (termsCode: string): string =>
  `/common/term/${encodeURIComponent(termsCode)}`;

/** The two kinds of legal-topic article (spec/site.md §2): info articles and success cases. */
export type ArticleKind = 'info' | 'success';

/**
 * /info or /success: the list of one kind of article, of every field or of one
 * (`/info?group_code=CT0001`, the sidebar's "other fields" links).
 */
export const articleListPath = (kind: ArticleKind, groupCode?: string): string =>
  groupCode ? `/${kind}?group_code=${encodeURIComponent(groupCode)}` : `/${kind}`;

/** /info/{idx} or /success/{idx}: one article, as the api names its neighbours' pathname. */
export const articleDetailPath = (kind: ArticleKind, idx: number): string => `/${kind}/${idx}`;
