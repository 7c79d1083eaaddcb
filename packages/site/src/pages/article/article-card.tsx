import type { ArticleKind, ArticleSummary } from '@lawfirm/api-client/site-core';
import { articleDetailPath } from '@lawfirm/api-client/site-core';
import { SitePageLink } from '../../components/site-page-link';
import { excerptOf } from '../../lib/excerpt';

import { ARTICLE_COPY } from './article-constants';
import { articleDateTime, formatArticleDate } from './article-date';

/**
 * An article as a list shows it (spec/site.md §2 /info, /success): its field, its title (the
 * card's one link, an h3 under the list's h2), an excerpt and its date.
 */
export function ArticleCard({ kind, item }: { kind: ArticleKind; item: ArticleSummary }) {
  return (
    <li className="site-result-card site-article-card">
      <p className="site-article-card__field">{item.group_name}</p>
      <h3 className="site-article-card__title">
        <SitePageLink path={articleDetailPath(kind, item.idx)} className="site-result-card__link">
          {item.title}
        </SitePageLink>
      </h3>
      <p className="site-article-card__excerpt">{excerptOf(item.intro)}</p>
      <p className="site-article-card__meta">
        <time dateTime={articleDateTime(item.created_at)}>
          {formatArticleDate(item.created_at)}
        </time>
        <span className="site-article-card__more" aria-hidden="true">
          {ARTICLE_COPY.readMore}
        </span>
      </p>
    </li>
  );
}
