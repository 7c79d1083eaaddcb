import type { ArticleKind } from '@lawfirm/api-client/site-core';
import { articleListPath } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { ARTICLE_COPY } from './article-constants';
import type { ArticleNeighbour, ArticleNeighbours } from './article-neighbours';

function Neighbour({
  neighbour,
  label,
  emptyLabel,
  rel,
}: {
  neighbour: ArticleNeighbour | null;
  label: string;
  emptyLabel: string;
  rel: 'prev' | 'next';
}) {
  return (
    <li className={`site-article-nav__item site-article-nav__item--${rel}`}>
      <span className="site-article-nav__label">{label}</span>
      {neighbour ? (
        <Link className="site-article-nav__title" to={neighbour.path} rel={rel}>
          {neighbour.title}
        </Link>
      ) : (
        <span className="site-article-nav__title site-article-nav__title--none">{emptyLabel}</span>
      )}
    </li>
  );
}

/**
 * spec/site.md §2 bottom navigation: the previous post, the list button (/info or /success) and
 * the next post, each with its title, or "이전 글이 없습니다" / "다음 글이 없습니다".
 */
export function ArticleBottomNav({
  kind,
  neighbours,
}: {
  kind: ArticleKind;
  neighbours: ArticleNeighbours;
}) {
  return (
    <nav className="site-article-nav" aria-label={ARTICLE_COPY.neighboursLabel}>
      <ul className="site-article-nav__list">
        <Neighbour
          neighbour={neighbours.previous}
          label={ARTICLE_COPY.previous}
          emptyLabel={ARTICLE_COPY.noPrevious}
          rel="prev"
        />
        <li className="site-article-nav__item site-article-nav__item--list">
          <Link to={articleListPath(kind)} className="lf-button" data-variant="secondary">
            {ARTICLE_COPY.backToList}
          </Link>
        </li>
        <Neighbour
          neighbour={neighbours.next}
          label={ARTICLE_COPY.next}
          emptyLabel={ARTICLE_COPY.noNext}
          rel="next"
        />
      </ul>
    </nav>
  );
}
