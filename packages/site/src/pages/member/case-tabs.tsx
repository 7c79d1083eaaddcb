import { CASE_TABS } from '@lawfirm/api-client';
import type { CaseTab } from '@lawfirm/api-client';
import { Link } from '@tanstack/react-router';

import { caseListSearchFor } from './case-list-search';
import { CASE_TAB_LABELS, MEMBER_COPY } from './member-copy';

/**
 * spec/site.md §2 and §4 "The closed and ongoing tabs switch by URL query": two links to the
 * list, each at its first page; the tab shown is aria-current="page".
 */
export function CaseTabs({ tab }: { tab: CaseTab }) {
  return (
    <nav className="member-tabs" aria-label={MEMBER_COPY.tabsLabel}>
      <ul className="member-tabs__list">
        {CASE_TABS.map((item) => (
          <li key={item}>
            <Link
              className="member-tabs__link"
              to="/mycase"
              search={caseListSearchFor({ tab: item, page: 1 })}
              activeOptions={{ exact: true, includeSearch: true }}
              aria-current={item === tab ? 'page' : undefined}
            >
              {CASE_TAB_LABELS[item]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
