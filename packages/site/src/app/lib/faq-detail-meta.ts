// What the head of a Q&A entry (/faq/detail/{idx}, spec/site.md §2) says about it: title,
// question excerpt, breadcrumb and QAPage JSON-LD. Built in the route's loader, which loads with
// the route, not with every page's start-up; the first view's HTML carries it to the browser
// with the loader's data.
import type { FaqDetail, FaqGroup } from '@lawfirm/api-client/site-core';
import { FAQ_COPY, excerptOf, faqDetailBreadcrumbs, qaPageJsonLd } from '../../index';

import { siteUrl } from './site-url';

/** Characters of the question a detail's meta description takes. */
const DESCRIPTION_LENGTH = 150;

export function faqDetailMeta(detail: FaqDetail, groups: readonly FaqGroup[]) {
  const group = groups.find((item) => item.code === detail.code);
  const url = siteUrl();
  return {
    title: `${detail.question} | ${FAQ_COPY.title}`,
    description: excerptOf(detail.question_contents, DESCRIPTION_LENGTH),
    breadcrumbs: faqDetailBreadcrumbs(detail, group?.code_name),
    structuredData: url ? [qaPageJsonLd(detail, url)] : [],
  };
}
