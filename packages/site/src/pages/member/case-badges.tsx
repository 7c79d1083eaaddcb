import type { CaseItem } from '@lawfirm/api-client/site-core';

import { caseBadgeTone, caseStateLabel } from './case-format';
import { MEMBER_COPY } from './member-copy';

/**
 * spec/site.md §4 Case states: the state's badge, and beside it the deferred badge when the
 * case carries the separate deferred flag.
 */
export function CaseBadges({ item }: { item: Pick<CaseItem, 'state' | 'is_deferred'> }) {
  return (
    <ul className="site-inline-list" aria-label="사건 상태">
      <li className="member-case-badge" data-tone={caseBadgeTone(item.state)}>
        {caseStateLabel(item.state)}
      </li>
      {item.is_deferred ? (
        <li className="member-case-badge" data-tone="deferred">
          {MEMBER_COPY.deferredBadge}
        </li>
      ) : null}
    </ul>
  );
}
