import type { CaseItem } from '@lawfirm/api-client/site-core';
import { Link } from '@tanstack/react-router';

import { Breadcrumb } from '../../components/breadcrumb';
import { LineIcon } from '../../components/line-icon';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

import { CaseBadges } from './case-badges';
import { CaseFacts } from './case-facts';
import { caseTabOfState } from './case-format';
import { caseListSearchFor } from './case-list-search';
import type { CaseListSearch } from './case-list-search';
import { CaseProgressLine } from './case-progress-line';
import { CaseRefund } from './case-refund';
import { CASE_DETAIL_BREADCRUMBS, CASE_DETAIL_TITLE, MEMBER_COPY } from './member-copy';

export interface CaseDetailPageProps {
  item: CaseItem;
  /** The list page the member came from; without it, the first page of the case's own tab. */
  from?: CaseListSearch;
}

/**
 * spec/site.md §2 /mycase/{idx}: one of the member's cases (the spec shows no more than the
 * case item of §3): badges, title, number, start date, progress line, refund facts, and the way
 * back to the list page the member came from.
 */
export function CaseDetailPage({ item, from }: CaseDetailPageProps) {
  useHydrationMarker();
  const back = from ?? { tab: caseTabOfState(item.state), page: 1 };
  return (
    <section className="site-container site-page member-page">
      <Breadcrumb items={CASE_DETAIL_BREADCRUMBS} />
      <p className="site-eyebrow">{CASE_DETAIL_TITLE}</p>
      <article
        className="member-case-detail"
        data-state={item.state}
        data-greyed={item.state === 'refund_completed' || undefined}
        aria-labelledby="member-case-title"
      >
        <CaseBadges item={item} />
        <h1 id="member-case-title" className="site-page__title member-case-detail__title">
          {item.title}
        </h1>
        <CaseFacts item={item} />
        <CaseProgressLine state={item.state} />
        <CaseRefund item={item} withNote />
      </article>
      <p className="member-back">
        <Link
          to="/mycase"
          search={caseListSearchFor(back)}
          className="lf-button"
          data-variant="secondary"
        >
          <LineIcon name="chevronLeft" />
          {MEMBER_COPY.backToList(back.tab)}
        </Link>
      </p>
    </section>
  );
}
