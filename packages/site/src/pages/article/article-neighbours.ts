// spec/site.md §3 Article data: the success variant names its neighbours pn.prev / pn.next
// (pathname, id, title), the info variant prevPost / nextPost (pathname, idx, title). The page
// reads both as one shape.
import type { ArticleKind, InfoDetail, SuccessDetail } from '@lawfirm/api-client/site-core';

/** One neighbour: its page and its title; null shows "이전 글이 없습니다" / "다음 글이 없습니다". */
export interface ArticleNeighbour {
  path: string;
  title: string;
}

export interface ArticleNeighbours {
  previous: ArticleNeighbour | null;
  next: ArticleNeighbour | null;
}

/** An article page's data with its kind, so each variant's fields are read from their type. */
export type ArticleOfKind =
  { kind: 'info'; detail: InfoDetail } | { kind: 'success'; detail: SuccessDetail };

const neighbourOf = (link: { pathname: string; title: string } | null): ArticleNeighbour | null =>
  link ? { path: link.pathname, title: link.title } : null;

export function articleNeighbours(article: ArticleOfKind): ArticleNeighbours {
  if (article.kind === 'info') {
    return {
      previous: neighbourOf(article.detail.prevPost),
      next: neighbourOf(article.detail.nextPost),
    };
  }
  return {
    previous: neighbourOf(article.detail.pn.prev),
    next: neighbourOf(article.detail.pn.next),
  };
}

export type { ArticleKind };
