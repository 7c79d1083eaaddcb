import type { FaqItem } from '@lawfirm/api-client/site';
import { SitePageLink } from '../../components/site-page-link';
import { formatCount } from '../../lib/format-count';
import { FAQ_COPY, excerptOf, faqDetailPath } from './faq-constants';

/**
 * spec/site.md §2 Legal Q&A list items: Q, the question, an excerpt of its contents, the view
 * count and "see details". The whole card is the question's link (one tab stop per entry).
 */
export function FaqListItems({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="site-faq-list" aria-label={FAQ_COPY.listLabel}>
      {items.map((item) => (
        <li key={item.idx} className="site-faq-item site-result-card">
          <span className="site-faq-badge" aria-hidden="true">
            Q
          </span>
          <div className="site-faq-item__body">
            <h3 className="site-faq-item__question">
              <SitePageLink path={faqDetailPath(item.idx)} className="site-result-card__link">
                {item.question}
              </SitePageLink>
            </h3>
            <p className="site-faq-item__excerpt">{excerptOf(item.question_contents)}</p>
            <p className="site-faq-item__meta">
              <span>
                {FAQ_COPY.views} {formatCount(item.hit)}
              </span>
              <span className="site-faq-item__more" aria-hidden="true">
                {FAQ_COPY.seeDetails}
              </span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** spec/site.md §2 and §8 "FAQ with no results: No search results". */
export function FaqEmptyState({ searched }: { searched: boolean }) {
  return (
    <div className="site-empty-state" role="status">
      <p className="site-empty-state__title">
        {searched ? FAQ_COPY.noResults : FAQ_COPY.emptyCategory}
      </p>
      <p className="site-empty-state__hint">{FAQ_COPY.noResultsHint}</p>
    </div>
  );
}
