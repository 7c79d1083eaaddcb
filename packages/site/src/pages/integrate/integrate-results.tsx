// The integrated search's results (spec/site.md §2 /integrate): under 전체 a group per kind with
// its count and first results, each group leading to its own tab; under a tab, that kind's
// results with the pagination (§5, §9).
import { DEFAULT_LIST_PAGE_SIZE, SEARCH_TABS } from '@lawfirm/api-client';
import type { FaqGroup, IntegratedSearch } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { Pagination } from '../../components/pagination/pagination';
import { totalPagesOf } from '../../components/pagination/pagination-rules';
import { INTEGRATE_PATH } from '../../components/search-box/integrate-search';
import { formatCount } from '../../lib/format-count';
import { FaqListItems } from '../faq/faq-list-items';

import { INTEGRATE_COPY } from './integrate-copy';
import { ArticleResults, LawyerResults } from './integrate-result-lists';
import { integrateSearchFor, tabKeyOf } from './integrate-search';
import type { IntegrateSearch } from './integrate-search';

type KindKey = Exclude<(typeof SEARCH_TABS)[number]['key'], 'all'>;

/** The kinds in the api's tab order, each with its tab label and shown name. */
const KINDS = SEARCH_TABS.filter(
  (tab): tab is Extract<(typeof SEARCH_TABS)[number], { key: KindKey }> => tab.key !== 'all',
);

/** How many results of each kind 전체 shows; the kind's tab has them all, page by page. */
export const ALL_TAB_PREVIEW_COUNT = 4;

export interface IntegrateResultsProps {
  data: IntegratedSearch;
  search: IntegrateSearch & { keyword: string };
  groups: readonly FaqGroup[];
}

function KindList({
  kind,
  label,
  data,
  groups,
  keyword,
  limit,
}: {
  kind: KindKey;
  label: string;
  data: IntegratedSearch;
  groups: readonly FaqGroup[];
  keyword: string;
  /** Shows only the first `limit` results. */
  limit?: number;
}) {
  const listLabel = `${label} 검색 결과`;
  const first = <T,>(items: readonly T[]) => items.slice(0, limit);
  if (kind === 'lawyer') {
    return (
      <LawyerResults
        items={first(data.lawyerList)}
        groups={groups}
        keyword={keyword}
        label={listLabel}
      />
    );
  }
  if (kind === 'faq') return <FaqListItems items={first(data.faqList)} />;
  return (
    <ArticleResults
      kind={kind}
      items={first(kind === 'success' ? data.successList : data.infoList)}
      keyword={keyword}
      label={listLabel}
    />
  );
}

export function EmptyResults({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="site-empty-state" role="status">
      <svg className="site-search-empty__icon" viewBox="0 0 64 64" aria-hidden="true">
        <circle cx="28" cy="28" r="17" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="m41 41 13 13" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <path d="M21 28h14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="site-empty-state__title">{title}</p>
      <p className="site-empty-state__hint">{hint}</p>
    </div>
  );
}

export function IntegrateResults({ data, search, groups }: IntegrateResultsProps) {
  const { keyword, tab, page, recommend } = search;
  const current = tabKeyOf(tab);
  const listProps = { data, groups, keyword };

  if (data.counts.all === 0) {
    return <EmptyResults title={INTEGRATE_COPY.noResults} hint={INTEGRATE_COPY.noResultsHint} />;
  }

  if (current !== 'all') {
    const kind = KINDS.find((item) => item.key === current)!;
    const count = data.counts[kind.key];
    if (count === 0) {
      return (
        <EmptyResults
          title={INTEGRATE_COPY.noResultsInTab(kind.name)}
          hint={INTEGRATE_COPY.noResultsInTabHint}
        />
      );
    }
    return (
      <section className="site-search-group" aria-labelledby="search-group-single">
        <h3 id="search-group-single" className="lf-visually-hidden">
          {kind.name}
        </h3>
        <KindList kind={kind.key} label={kind.name} {...listProps} />
        <Pagination
          page={page}
          totalPages={totalPagesOf(count, DEFAULT_LIST_PAGE_SIZE)}
          to={INTEGRATE_PATH}
          searchFor={(target) => integrateSearchFor({ keyword, tab, page: target, recommend })}
          label={INTEGRATE_COPY.pagesLabel}
        />
      </section>
    );
  }

  return (
    <>
      {KINDS.filter((kind) => data.counts[kind.key] > 0).map((kind) => {
        const count = data.counts[kind.key];
        const id = `search-group-${kind.key}`;
        return (
          <section key={kind.key} className="site-search-group" aria-labelledby={id}>
            <div className="site-search-group__head">
              <h3 id={id} className="site-search-group__title">
                {kind.name}
                <span className="site-search-group__count">
                  {' '}
                  {INTEGRATE_COPY.countOf(formatCount(count))}
                </span>
              </h3>
              {count > ALL_TAB_PREVIEW_COUNT ? (
                <Link
                  className="site-search-group__more"
                  to={INTEGRATE_PATH}
                  search={integrateSearchFor({ keyword, tab: kind.label, recommend })}
                >
                  {INTEGRATE_COPY.moreOf(kind.name)}
                </Link>
              ) : null}
            </div>
            <KindList
              kind={kind.key}
              label={kind.name}
              {...listProps}
              limit={ALL_TAB_PREVIEW_COUNT}
            />
          </section>
        );
      })}
    </>
  );
}
