import type { CaseItem } from '@lawfirm/api-client/site-core';

import { formatCaseDate } from './case-format';
import { MEMBER_COPY } from './member-copy';

/** spec/site.md §2 My case status: a case's start date and case number. */
export function CaseFacts({ item }: { item: Pick<CaseItem, 'accept_date' | 'case_number'> }) {
  return (
    <dl className="member-case-facts">
      <div>
        <dt>{MEMBER_COPY.startDate}</dt>
        <dd>
          <time dateTime={item.accept_date}>{formatCaseDate(item.accept_date)}</time>
        </dd>
      </div>
      <div>
        <dt>{MEMBER_COPY.caseNumber}</dt>
        <dd>{item.case_number}</dd>
      </div>
    </dl>
  );
}
