import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import { LineIcon } from '../line-icon';

import { pageNavigation } from './pagination-rules';

export interface PaginationProps {
  /** The page shown now, from 1. */
  page: number;
  totalPages: number;
  /** The list's path; each page is a link to it (crawlable, and it works before hydration). */
  to: string;
  /** The search (query) of `page`: the list's filters with the page. */
  searchFor: (page: number) => Record<string, string | number | boolean | undefined>;
  /** Names the navigation landmark. */
  label?: string;
}

// Only the current page is marked, and it is no link: the router must not mark page 1's link
// (no page in its search) on every page.
const EXACT = { exact: true } as const;

function Arrow({ direction }: { direction: 'previous' | 'next' }) {
  return <LineIcon name={direction === 'previous' ? 'chevronLeft' : 'chevronRight'} />;
}

/**
 * spec/site.md §5 Pagination, §9 "5 page numbers shown": previous, the block of page numbers
 * and next, as links. Only pages §5 accepts are links: the current page is marked and not a
 * link, and previous and next are disabled on the first and last pages. Nothing shows for a
 * list of one page or none.
 */
export function Pagination({
  page,
  totalPages,
  to,
  searchFor,
  label = '페이지 이동',
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const { previous, next, pages } = pageNavigation(page, totalPages);
  const pageLink = (target: number, className: string, children: ReactNode, rel?: string) => (
    <Link className={className} to={to} activeOptions={EXACT} search={searchFor(target)} rel={rel}>
      {children}
    </Link>
  );
  const step = (target: number | null, direction: 'previous' | 'next', text: string): ReactNode => {
    const content = (
      <>
        <Arrow direction={direction} />
        <span className="lf-visually-hidden">{text}</span>
      </>
    );
    return target === null ? (
      <span className="site-pagination__step" aria-disabled="true">
        {content}
      </span>
    ) : (
      pageLink(target, 'site-pagination__step', content, direction === 'previous' ? 'prev' : 'next')
    );
  };

  return (
    <nav className="site-pagination" aria-label={label}>
      <ul>
        <li>{step(previous, 'previous', '이전 페이지')}</li>
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="site-pagination__page" aria-current="page">
                {number}
                <span className="lf-visually-hidden">페이지, 현재 페이지</span>
              </span>
            ) : (
              pageLink(
                number,
                'site-pagination__page',
                <>
                  {number}
                  <span className="lf-visually-hidden">페이지</span>
                </>,
              )
            )}
          </li>
        ))}
        <li>{step(next, 'next', '다음 페이지')}</li>
      </ul>
    </nav>
  );
}
