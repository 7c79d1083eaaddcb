// The site's public page paths that data decides (spec/site.md §2 route table), in one place:
// the site links with them and the api lists them in its sitemap.

/** /faq/detail/{idx}: one legal Q&A entry. */
export const faqDetailPath = (idx: number): string => `/faq/detail/${idx}`;

/** /strength/{url}: one strength. */
export const strengthPath = (url: string): string => `/strength/${encodeURIComponent(url)}`;

/** /map/{key}: one office. */
export const officePath = (key: string): string => `/map/${encodeURIComponent(key)}`;

/** /common/term/{terms_code}: a term or policy. */
export const termPath = (termsCode: string): string =>
  `/common/term/${encodeURIComponent(termsCode)}`;
