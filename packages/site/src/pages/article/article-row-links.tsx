import type { ArticleLink } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { ARTICLE_COPY } from './article-constants';
import type { RowLinks } from './article-outline';

/** A site path (/faq/detail/11) stays in the router; anything else opens in a new tab. */
const isInternal = (link: string) => link.startsWith('/') && !link.startsWith('//');

function LinkBox({
  title,
  links,
  variant,
}: {
  title: string;
  links: readonly ArticleLink[];
  variant: 'reference' | 'news' | 'video';
}) {
  if (links.length === 0) return null;
  return (
    <aside className={`site-article-links site-article-links--${variant}`} aria-label={title}>
      <p className="site-article-links__title" aria-hidden="true">
        {title}
      </p>
      <ul className="site-article-links__list">
        {links.map((item) => (
          <li key={item.idx}>
            {isInternal(item.link) ? (
              <Link to={item.link} className="site-article-links__link">
                {item.title}
              </Link>
            ) : (
              <a
                href={item.link}
                className="site-article-links__link"
                target="_blank"
                rel="noopener noreferrer"
              >
                {item.title}
                <span className="lf-visually-hidden"> (새 창)</span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * spec/site.md §2: per (sub-)section, by its template flags, the reference links ("more", §3
 * "Reference-link boxes are labelled more"), related news and shorts/video links.
 */
export function ArticleRowLinks({ links }: { links: RowLinks }) {
  return (
    <>
      <LinkBox title={ARTICLE_COPY.reference} links={links.reference} variant="reference" />
      <LinkBox title={ARTICLE_COPY.news} links={links.news} variant="news" />
      <LinkBox title={ARTICLE_COPY.video} links={links.video} variant="video" />
    </>
  );
}
