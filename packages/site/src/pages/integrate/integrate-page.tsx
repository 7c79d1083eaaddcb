import type { FaqGroup, IntegratedSearch } from '@lawfirm/api-client/site-core';
import { Link, useNavigate } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { ROUTE_BREADCRUMBS } from '../../route-breadcrumbs';
import { INTEGRATE_PATH, hashTagSearchText } from '../../components/search-box/integrate-search';
import { SearchBox } from '../../components/search-box/search-box';
import { formatCount } from '../../lib/format-count';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { INTEGRATE_COPY } from './integrate-copy';
import { EmptyResults, IntegrateResults } from './integrate-results';
import {
  INTEGRATE_DEFAULT_TAB,
  INTEGRATE_TABS,
  integrateSearchFor,
  tabKeyOf,
  tabNameOf,
} from './integrate-search';
import type { IntegrateSearch } from './integrate-search';

export interface IntegratePageProps {
  search: IntegrateSearch;
  /** The api's answer; absent while there is no valid keyword (nothing is searched). */
  data?: IntegratedSearch;
  /** The Q&A categories: a lawyer's field is named from them. */
  groups: readonly FaqGroup[];
  /** The recommended keywords (recommendedKeywords); none when their call failed. */
  recommended: readonly string[];
}

/**
 * spec/site.md §2 /integrate?search=&tab=전체: the search box, the recommended keywords (links
 * that add recommend=true), the tabs with their counts, and the results of the tab chosen. The
 * tabs, pages and keywords are links driven by the URL's query, so every state has an address.
 */
export function IntegratePage({ search, data, groups, recommended }: IntegratePageProps) {
  useHydrationMarker();
  const navigate = useNavigate();
  const { keyword, keywordError, tabError } = search;

  // A new search starts on 전체, page 1, and is no longer a recommended one.
  const onSearch = (text: string) => {
    void navigate({
      to: INTEGRATE_PATH,
      search: integrateSearchFor({ keyword: text.trim(), tab: INTEGRATE_DEFAULT_TAB }),
    });
  };

  return (
    <div className="site-search">
      <header className="site-page-hero site-hero-wash">
        <div className="site-container">
          <Breadcrumb items={ROUTE_BREADCRUMBS['/integrate']} />
          <p className="site-eyebrow">SEARCH</p>
          <h1 className="site-page-hero__title">{INTEGRATE_COPY.title}</h1>
          <p className="site-page-hero__lead">{INTEGRATE_COPY.lead}</p>
          <SearchBox
            // A new keyword (a recommended one, the back button) starts the box afresh.
            key={keyword ?? ''}
            className="site-search-hero__box"
            label={INTEGRATE_COPY.searchLabel}
            placeholder={INTEGRATE_COPY.searchPlaceholder}
            defaultValue={keyword}
            onSearch={onSearch}
          />
          {[keywordError, tabError].filter(Boolean).map((message) => (
            <p key={message} className="site-page-hero__error" role="alert">
              {message}
            </p>
          ))}
          {recommended.length > 0 ? (
            <div className="site-search-recommended">
              <h2 id="search-recommended" className="site-search-recommended__title">
                {INTEGRATE_COPY.recommendedLabel}
              </h2>
              <ul className="site-inline-list" aria-labelledby="search-recommended">
                {recommended.map((tag) => {
                  const text = hashTagSearchText(tag);
                  return (
                    <li key={tag}>
                      <Link
                        className="site-chip-link"
                        to={INTEGRATE_PATH}
                        // §2 route table: "Keyword links add recommend=true".
                        search={integrateSearchFor({
                          keyword: text,
                          tab: INTEGRATE_DEFAULT_TAB,
                          recommend: true,
                        })}
                        // The keyword shown now is marked (aria-current) by the router.
                        activeOptions={{ exact: true }}
                      >
                        {`#${tag}`}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}
        </div>
      </header>

      <div className="site-container site-search-body">
        {keyword && data ? (
          <section className="site-search-results" aria-labelledby="search-results-title">
            <h2 id="search-results-title" className="site-search-results__title">
              {INTEGRATE_COPY.resultsFor(keyword)}
              <span className="site-search-results__count">
                {' '}
                {INTEGRATE_COPY.total(formatCount(data.counts.all))}
              </span>
            </h2>
            {data.counts.all > 0 ? (
              <SearchTabs search={{ ...search, keyword }} data={data} />
            ) : null}
            <IntegrateResults data={data} search={{ ...search, keyword }} groups={groups} />
          </section>
        ) : keywordError ? null : (
          // A refused keyword is explained once, by the alert under the box.
          <EmptyResults title={INTEGRATE_COPY.noKeyword} hint={INTEGRATE_COPY.noKeywordHint} />
        )}
      </div>
    </div>
  );
}

/** The tabs, 전체 first, each a link with its count; the one shown is marked current. */
function SearchTabs({
  search,
  data,
}: {
  search: IntegrateSearch & { keyword: string };
  data: IntegratedSearch;
}) {
  return (
    <nav className="site-search-tabs" aria-label={INTEGRATE_COPY.tabsLabel}>
      <ul className="site-search-tabs__list">
        {INTEGRATE_TABS.map((label) => {
          const count = data.counts[tabKeyOf(label)];
          const current = label === search.tab;
          return (
            <li key={label}>
              <Link
                className="site-search-tabs__link"
                to={INTEGRATE_PATH}
                search={integrateSearchFor({
                  keyword: search.keyword,
                  tab: label,
                  recommend: search.recommend,
                })}
                activeOptions={{ exact: true }}
                aria-current={current ? 'page' : undefined}
              >
                {tabNameOf(label)}
                <span className="site-search-tabs__count">
                  <span className="lf-visually-hidden"> </span>
                  {formatCount(count)}
                  <span className="lf-visually-hidden">건</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
