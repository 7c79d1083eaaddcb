// Where a Q&A entry's back-to-list link goes (spec/site.md §2 Legal Q&A), apart from the pages'
// copy: the breadcrumb trails of the routes' heads need it.
import { FAQ_AIIT_CODE } from '@lawfirm/api-client';
import { faqListPath } from '@lawfirm/api-client/site-core';

/** The list a Q&A entry belongs to (§2): /faq/{code_desc}, or /faq for code aiit. */
export function faqBackToListPath({ code, code_desc }: { code: string; code_desc: string }) {
  return faqListPath(code === FAQ_AIIT_CODE ? undefined : code_desc || undefined);
}
