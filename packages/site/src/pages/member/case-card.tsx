import type { CaseItem } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { CaseBadges } from './case-badges';
import { CaseFacts } from './case-facts';
import type { CaseListSearchParams } from './case-list-search';
import { CaseProgressLine } from './case-progress-line';
import { CaseRefund } from './case-refund';

export interface CaseCardProps {
  item: CaseItem;
  /** The list's query, kept in the detail link so that its back link returns to this page. */
  listSearch?: CaseListSearchParams;
}

/** The path of a case's detail page (spec/site.md §2 /mycase/{idx}). */
export const caseDetailPath = (idx: number) => `/mycase/${idx}`;

/**
 * spec/site.md §2 My case status, §4 Case states: one case of the list, a link to its detail
 * as a whole. State and deferred badges, start date, case number, title, the progress line
 * where the state has one, and the refund facts; a completed refund is greyed.
 */
export function CaseCard({ item, listSearch = {} }: CaseCardProps) {
  return (
    <li
      className="site-result-card member-case-card"
      data-state={item.state}
      data-greyed={item.state === 'refund_completed' || undefined}
    >
      <CaseBadges item={item} />
      <h3 className="member-case-card__title">
        <Link to={caseDetailPath(item.idx)} search={listSearch} className="site-result-card__link">
          {item.title}
        </Link>
      </h3>
      <CaseFacts item={item} />
      <CaseProgressLine state={item.state} />
      <CaseRefund item={item} />
    </li>
  );
}
