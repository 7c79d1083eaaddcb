import type { FaqGroup, FaqItem } from '@lawfirm/api-client/site';
import { useNavigate } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { Pagination } from '../../components/pagination/pagination';
import { totalPagesOf } from '../../components/pagination/pagination-rules';
import { SearchBox } from '../../components/search-box/search-box';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { faqListBreadcrumbs } from './faq-breadcrumbs';
import { FaqCategories } from './faq-categories';
import { FAQ_COPY, FAQ_PAGE_SIZE, faqListPath } from './faq-constants';
import { formatCount } from '../../lib/format-count';
import { FaqEmptyState, FaqListItems } from './faq-list-items';
import { faqListSearchFor } from './faq-search';
import type { FaqListSearch } from './faq-search';

export interface FaqListPageProps {
  groups: readonly FaqGroup[];
  /** The category of /faq/{code_desc}; absent on /faq. */
  group?: FaqGroup;
  items: readonly FaqItem[];
  totalCount: number;
  search: FaqListSearch;
}

/**
 * spec/site.md §2 /faq and /faq/{code_desc}: title and subtitle, the search bar, the practice
 * areas, the question list and the pagination (§5, §9: 9 a page, 5 page numbers).
 */
export function FaqListPage({ groups, group, items, totalCount, search }: FaqListPageProps) {
  useHydrationMarker();
  const navigate = useNavigate();
  const path = faqListPath(group?.code_desc);
  const { page, keyword, keywordError } = search;
  const totalPages = totalPagesOf(totalCount, FAQ_PAGE_SIZE);

  const onSearch = (text: string) => {
    void navigate({ to: path, search: faqListSearchFor(1, text.trim() || undefined) });
  };

  return (
    <div className="site-faq">
      <header className="site-page-hero site-hero-wash">
        <div className="site-container">
          <Breadcrumb items={faqListBreadcrumbs(group?.code_name)} />
          <p className="site-eyebrow">LEGAL Q&amp;A</p>
          <h1 className="site-page-hero__title">
            {group ? `${group.code_name} ${FAQ_COPY.title}` : FAQ_COPY.title}
          </h1>
          <p className="site-page-hero__lead">{FAQ_COPY.subtitle}</p>
          <SearchBox
            // A new keyword (a chip, the back button) starts the box afresh.
            key={keyword ?? ''}
            label={FAQ_COPY.searchLabel}
            placeholder={FAQ_COPY.searchPlaceholder}
            defaultValue={keyword}
            onSearch={onSearch}
          />
          {keywordError ? (
            <p className="site-page-hero__error" role="alert">
              {keywordError}
            </p>
          ) : null}
        </div>
      </header>
      <div className="site-container site-faq-layout">
        <FaqCategories groups={groups} currentCodeDesc={group?.code_desc} />
        <section className="site-faq-results" aria-labelledby="faq-results-title">
          <h2 id="faq-results-title" className="site-faq-results__title">
            {keyword ? FAQ_COPY.searchResultsFor(keyword) : group ? group.code_name : '전체 질문'}
            <span className="site-faq-results__count"> 총 {formatCount(totalCount)}건</span>
          </h2>
          {items.length > 0 ? (
            <FaqListItems items={items} />
          ) : (
            <FaqEmptyState searched={Boolean(keyword) || !group} />
          )}
          <Pagination
            page={page}
            totalPages={totalPages}
            to={path}
            searchFor={(target) => faqListSearchFor(target, keyword)}
            label="질문 목록 페이지"
          />
        </section>
      </div>
    </div>
  );
}
