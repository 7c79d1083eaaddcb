// The integrated search (spec/site.md §2 /integrate): lawyers, success cases, info articles and
// Q&A entries matching a keyword, with a count per tab. Under 전체 each list holds its first
// page; under another tab only that tab's list is filled, page `pageNumber` of it.
import { SEARCH_TABS } from '@lawfirm/api-client';
import type { IntegratedSearch, IntegratedSearchQueryInput } from '@lawfirm/api-client/site';

import type { Db } from '../db/create-database';
import { findArticlePage } from '../db/queries/content-article-queries';
import { findFaqPage } from '../db/queries/content-faq-queries';
import { findLawyerPage } from '../db/queries/content-lawyer-queries';
import { pageRequest } from '../db/queries/page-rows';
import { centreCategoryCodes } from './center-service';
import { articleSummaryOf, faqItemOf, lawyerOf } from './content-mappers';

export type IntegratedSearchQuery = Required<
  Pick<IntegratedSearchQueryInput, 'tab' | 'pageNumber' | 'pageSize'>
> &
  Pick<IntegratedSearchQueryInput, 'keyword' | 'center'>;

type TabKey = Exclude<(typeof SEARCH_TABS)[number]['key'], 'all'>;

const keyOfTab = (label: IntegratedSearchQuery['tab']) =>
  SEARCH_TABS.find((tab) => tab.label === label)?.key ?? 'all';

export async function search(db: Db, query: IntegratedSearchQuery): Promise<IntegratedSearch> {
  const keyword = query.keyword.trim();
  const tab = keyOfTab(query.tab);
  const empty: IntegratedSearch = {
    keyword,
    tab: query.tab,
    counts: { all: 0, lawyer: 0, success: 0, info: 0, faq: 0 },
    lawyerList: [],
    successList: [],
    infoList: [],
    faqList: [],
  };
  // A blank keyword finds nothing: the page opens with search= before the visitor types.
  if (keyword === '') return empty;
  // A centre's search (spec/site.md §1 group sites): its categories' articles and Q&A, and its
  // lawyers, filed under the centre itself or one of its categories. An unknown centre has none.
  const centre = query.center;
  const categories = centre === undefined ? undefined : await centreCategoryCodes(db, centre);
  if (categories?.length === 0) return empty;
  const articlesWithin = categories ? { groupCodes: categories } : {};
  const faqsWithin = categories ? { codes: categories } : {};
  const lawyersWithin = centre && categories ? { groupCodes: [centre, ...categories] } : {};

  // Every tab is counted; the lists outside the chosen tab are read with a page of 0 rows.
  const pageOf = (key: TabKey) =>
    tab === 'all'
      ? pageRequest(1, query.pageSize)
      : tab === key
        ? pageRequest(query.pageNumber, query.pageSize)
        : { limit: 0, offset: 0 };
  const [lawyers, successes, infos, faqs] = await Promise.all([
    findLawyerPage(db, { keyword, ...lawyersWithin }, pageOf('lawyer')),
    findArticlePage(db, { kind: 'success', keyword, ...articlesWithin }, pageOf('success')),
    findArticlePage(db, { kind: 'info', keyword, ...articlesWithin }, pageOf('info')),
    findFaqPage(db, { keyword, ...faqsWithin }, pageOf('faq')),
  ]);
  const counts = {
    lawyer: lawyers.totalCount,
    success: successes.totalCount,
    info: infos.totalCount,
    faq: faqs.totalCount,
  };
  return {
    ...empty,
    counts: { all: counts.lawyer + counts.success + counts.info + counts.faq, ...counts },
    lawyerList: lawyers.rows.map(lawyerOf),
    successList: successes.rows.map(articleSummaryOf),
    infoList: infos.rows.map(articleSummaryOf),
    faqList: faqs.rows.map(faqItemOf),
  };
}
