// spec/site.md §2 Legal-topic article pages gives two readings of when an article is marked as a
// FAQ page in its structured data:
//   - "FAQ structured-data markup is applied only if some template row has active_faq";
//   - "The page is marked as a FAQ page when no template has active_faq (one notes reading)".
// Both are implemented; the pages use FAQ_PAGE_READING.
//
// Chosen: 'some-active'. The first statement is the rule the spec itself gives; the second is
// one note's reading, which the spec calls "the reverse". active_faq is the editor's switch that
// turns FAQ markup on for a template row: marking exactly the pages where nobody switched it on
// would publish FAQ markup the editors did not ask for, and leave it off the pages they did.
import type { ArticleContent, TemplateRow } from '@lawfirm/api-client/site-core';

export type FaqPageReading =
  /** Marked when some template row has active_faq (the spec's rule). */
  | 'some-active'
  /** Marked when no template row has active_faq (one note's reading, the reverse). */
  | 'none-active';

/** The reading the article pages use (see the comment at the top and packages/site's README). */
export const FAQ_PAGE_READING: FaqPageReading = 'some-active';

/** spec/site.md §2: whether the article is marked as a FAQ page, under `reading`. */
export function isFaqPage(
  template: readonly Pick<TemplateRow, 'active_faq'>[],
  reading: FaqPageReading = FAQ_PAGE_READING,
): boolean {
  const someActive = template.some((row) => row.active_faq);
  return reading === 'some-active' ? someActive : !someActive;
}

/** The FAQ elements of an article's contents: the questions a FAQ page's markup lists. */
export function faqElementsOf(contents: readonly ArticleContent[]): ArticleContent[] {
  return contents.filter((content) => content.kind === 'faq' && content.title);
}

/**
 * spec/site.md §2 "When the FAQ count in contents is 2 or more, the per-section FAQ wrapper
 * becomes a plain container": below 2 the single question shows in its own highlighted box.
 */
export function isPlainFaqContainer(faqElementMaxCountInContents: number): boolean {
  return faqElementMaxCountInContents >= 2;
}
