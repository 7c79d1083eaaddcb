import { smoothScrollTo } from '@lawfirm/ui';
import { useState } from 'react';

import {
  DISTRIBUTION_SCROLL_OFFSET_PX,
  DISTRIBUTION_SECTION_ID,
  SYSTEM_SECTION_ID,
} from './home-constants';

/** The pill's tabs: where each scrolls, with §9's 60 px offset for the distribution anchor. */
export const SECTION_TABS = [
  { sectionId: SYSTEM_SECTION_ID, label: '상담 시스템', offset: 0 },
  { sectionId: DISTRIBUTION_SECTION_ID, label: '정밀 배정', offset: DISTRIBUTION_SCROLL_OFFSET_PX },
] as const;

/**
 * spec/site.md §2 Home: "A tab pill switches between 'system' and 'distribution' on hover and
 * click. A click smooth-scrolls to that section" (400 ms). Buttons in a labelled group: they
 * move the page, they do not swap panels, so they are not ARIA tabs.
 */
export function SectionTabPill() {
  const [active, setActive] = useState<string>(SYSTEM_SECTION_ID);
  return (
    <nav className="home-tab-pill" aria-label="상담 시스템 바로가기">
      <ul>
        {SECTION_TABS.map((tab) => (
          <li key={tab.sectionId}>
            <button
              type="button"
              aria-pressed={active === tab.sectionId}
              onMouseEnter={() => setActive(tab.sectionId)}
              onClick={() => {
                setActive(tab.sectionId);
                void smoothScrollTo(tab.sectionId, { offset: tab.offset });
              }}
            >
              {tab.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
