// The Q&A pages' breadcrumb trails (spec/site.md §2 Legal Q&A), one source for the trail the
// page shows and the BreadcrumbList its head describes.
import { faqListPath } from '@lawfirm/api-client/site-core';

import type { BreadcrumbItem } from '../../components/breadcrumb-trail';
import { faqBackToListPath } from './faq-paths';
import { FAQ_TITLE } from './faq-titles';

/** /faq, or /faq/{code_desc} under it with the category's name. */
export function faqListBreadcrumbs(categoryName?: string): BreadcrumbItem[] {
  return categoryName
    ? [{ label: FAQ_TITLE, to: faqListPath() }, { label: categoryName }]
    : [{ label: FAQ_TITLE }];
}

/**
 * /faq/detail/{idx}: the Q&A, the entry's category when it has its own list (not aiit, whose
 * entries go back to /faq), then the question.
 */
export function faqDetailBreadcrumbs(
  detail: { code: string; code_desc: string; question: string },
  categoryName?: string,
): BreadcrumbItem[] {
  const backPath = faqBackToListPath(detail);
  return [
    { label: FAQ_TITLE, to: faqListPath() },
    ...(categoryName && backPath !== faqListPath() ? [{ label: categoryName, to: backPath }] : []),
    { label: detail.question },
  ];
}
