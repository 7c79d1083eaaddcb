import type { FaqGroup } from '@lawfirm/api-client/site';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';

import { LineIcon } from '../../components/line-icon';

import { FAQ_COPY, FAQ_MOBILE_CATEGORY_COUNT, faqListPath } from './faq-constants';

// The category shown is marked here, not by the router's prefix match (/faq is a prefix of all).
const CATEGORY_ACTIVE = { exact: true, includeSearch: false } as const;

export interface FaqCategoriesProps {
  groups: readonly FaqGroup[];
  /** The category shown now; absent on /faq. */
  currentCodeDesc?: string;
}

/**
 * spec/site.md §2 Legal Q&A: the practice areas. One list, laid out by width: on desktop a side
 * menu titled "Practice areas"; below it a 2-column grid of the first 8 with a "more fields" /
 * "close" toggle (§9 "mobile categories first 8"). "All" leads the list. The category shown
 * stays visible in the folded grid.
 */
export function FaqCategories({ groups, currentCodeDesc }: FaqCategoriesProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const headingId = useId();
  const currentIndex = groups.findIndex((group) => group.code_desc === currentCodeDesc);
  const foldable = groups.length > FAQ_MOBILE_CATEGORY_COUNT;

  return (
    <nav className="site-faq-categories" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-faq-categories__title">
        {FAQ_COPY.categoryMenuTitle}
      </h2>
      <ul
        id={listId}
        className="site-faq-categories__list"
        data-expanded={expanded || !foldable ? 'true' : 'false'}
      >
        <li className="site-faq-categories__all">
          <Link
            to={faqListPath()}
            className="site-faq-categories__link"
            activeOptions={CATEGORY_ACTIVE}
            aria-current={currentCodeDesc ? undefined : 'page'}
          >
            {FAQ_COPY.allCategories}
          </Link>
        </li>
        {groups.map((group, index) => (
          <li
            key={group.code}
            data-folded={
              index >= FAQ_MOBILE_CATEGORY_COUNT && index !== currentIndex ? 'true' : undefined
            }
          >
            <Link
              to={faqListPath(group.code_desc)}
              className="site-faq-categories__link"
              activeOptions={CATEGORY_ACTIVE}
              aria-current={group.code_desc === currentCodeDesc ? 'page' : undefined}
            >
              {group.code_name}
            </Link>
          </li>
        ))}
      </ul>
      {foldable ? (
        <button
          type="button"
          className="site-faq-categories__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? FAQ_COPY.lessCategories : FAQ_COPY.moreCategories}
          <LineIcon name={expanded ? 'chevronUp' : 'chevronDown'} size={14} />
        </button>
      ) : null}
    </nav>
  );
}
