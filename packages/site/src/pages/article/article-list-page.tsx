import type { ArticleKind, ArticleSummary } from '@lawfirm/api-client/site-core';
import { articleListPath } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { Pagination } from '../../components/pagination/pagination';
import { totalPagesOf } from '../../components/pagination/pagination-rules';
import { formatCount } from '../../lib/format-count';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { ArticleCard } from './article-card';
import { ARTICLE_COPY, ARTICLE_KIND_COPY, ARTICLE_PAGE_SIZE } from './article-constants';
import { articleListSearchFor } from './article-list-search';
import type { ArticleListSearch } from './article-list-search';

export interface ArticleListPageProps {
  kind: ArticleKind;
  items: readonly ArticleSummary[];
  totalCount: number;
  search: ArticleListSearch;
}

/**
 * spec/site.md §2 /info and /success: the list's title, its articles (title, excerpt, field)
 * newest first, and the pagination of §5. A field's list (`?group_code=`) names the field and
 * offers the way back to every field. An empty list says so in Korean.
 */
export function ArticleListPage({ kind, items, totalCount, search }: ArticleListPageProps) {
  useHydrationMarker();
  const copy = ARTICLE_KIND_COPY[kind];
  const { page, groupCode } = search;
  const fieldName = groupCode ? items[0]?.group_name : undefined;
  const path = articleListPath(kind);
  const heading = groupCode ? (fieldName ?? ARTICLE_COPY.fieldFilterLabel) : ARTICLE_COPY.allFields;

  return (
    <div className="site-article-list">
      <header className="site-article-list__hero site-hero-wash">
        <div className="site-container">
          <Breadcrumb
            items={
              groupCode
                ? [{ label: copy.title, to: path }, { label: fieldName ?? copy.title }]
                : [{ label: copy.title }]
            }
          />
          <p className="site-eyebrow">{copy.eyebrow}</p>
          <h1 className="site-article-list__title">
            {fieldName ? `${fieldName} ${copy.title}` : copy.title}
          </h1>
          <p className="site-article-list__subtitle">{copy.subtitle}</p>
        </div>
      </header>
      <section
        className="site-container site-article-list__results"
        aria-labelledby="article-list-title"
      >
        <div className="site-article-list__bar">
          <h2 id="article-list-title" className="site-article-list__heading">
            {heading}
            <span className="site-article-list__count"> 총 {formatCount(totalCount)}건</span>
          </h2>
          {groupCode ? (
            <Link to={path} className="site-article-list__all">
              {ARTICLE_COPY.allFields} 보기
            </Link>
          ) : null}
        </div>
        {items.length > 0 ? (
          <ul className="site-article-cards" aria-label={copy.listLabel}>
            {items.map((item) => (
              <ArticleCard key={item.idx} kind={kind} item={item} />
            ))}
          </ul>
        ) : (
          <div className="site-article-empty" role="status">
            <p className="site-article-empty__title">{groupCode ? copy.emptyField : copy.empty}</p>
            <p className="site-article-empty__hint">{ARTICLE_COPY.emptyHint}</p>
          </div>
        )}
        <Pagination
          page={page}
          totalPages={totalPagesOf(totalCount, ARTICLE_PAGE_SIZE)}
          to={path}
          searchFor={(target) => articleListSearchFor(target, groupCode)}
          label={`${copy.listLabel} 페이지`}
        />
      </section>
    </div>
  );
}
