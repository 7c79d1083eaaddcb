import { CASE_LIST_PAGE_SIZE } from '@lawfirm/api-client';
import type { CaseItem } from '@lawfirm/api-client/site-core';

import { Breadcrumb } from '../../components/breadcrumb';
import { Pagination } from '../../components/pagination/pagination';
import { totalPagesOf } from '../../components/pagination/pagination-rules';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { CaseCard } from './case-card';
import { CaseEmptyState } from './case-empty-state';
import { caseListSearchFor } from './case-list-search';
import type { CaseListSearch } from './case-list-search';
import { CaseTabs } from './case-tabs';
import { MEMBER_COPY, MYCASE_BREADCRUMBS, MYCASE_TITLE } from './member-copy';

export interface MyCasePageProps {
  search: CaseListSearch;
  /** The page of the tab (call #16: 4 cases a page) and how many cases the tab has. */
  list: readonly CaseItem[];
  totalCount: number;
}

/**
 * spec/site.md §2 My case status (/mycase): the tab bar, the tab's cards four a page, the
 * empty state, pagination (§5).
 */
export function MyCasePage({ search, list, totalCount }: MyCasePageProps) {
  useHydrationMarker();
  const listSearch = caseListSearchFor(search);
  return (
    <section className="site-container site-page member-page">
      <Breadcrumb items={MYCASE_BREADCRUMBS} />
      <h1 className="site-page__title">{MYCASE_TITLE}</h1>
      <p className="site-page__lead">{MEMBER_COPY.casesLead}</p>
      <CaseTabs tab={search.tab} />
      <section className="member-cases" aria-labelledby="member-cases-title">
        <h2 id="member-cases-title" className="lf-visually-hidden">
          {MEMBER_COPY.casesLabel(search.tab)}
        </h2>
        {list.length === 0 ? (
          <CaseEmptyState tab={search.tab} />
        ) : (
          <ul className="member-case-list">
            {list.map((item) => (
              <CaseCard key={item.idx} item={item} listSearch={listSearch} />
            ))}
          </ul>
        )}
      </section>
      <Pagination
        page={search.page}
        totalPages={totalPagesOf(totalCount, CASE_LIST_PAGE_SIZE)}
        to="/mycase"
        searchFor={(page) => caseListSearchFor({ tab: search.tab, page })}
        label={MEMBER_COPY.pagesLabel}
      />
    </section>
  );
}
