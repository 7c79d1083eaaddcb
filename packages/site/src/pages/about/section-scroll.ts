import { maxWidthQuery, smoothScrollTo, useMediaQuery } from '@lawfirm/ui';
import { useCallback } from 'react';

import {
  SCROLL_BEHAVIOUR_BREAKPOINT_PX,
  SECTION_SCROLL_OFFSET_DESKTOP_PX,
  SECTION_SCROLL_OFFSET_MOBILE_PX,
} from './about-constants';

/** spec/site.md §9 "Scroll-behaviour breakpoint 767 px": the offset left above a section. */
export function sectionScrollOffset(narrow: boolean): number {
  return narrow ? SECTION_SCROLL_OFFSET_MOBILE_PX : SECTION_SCROLL_OFFSET_DESKTOP_PX;
}

/**
 * Scrolls to a section of the page by id (spec/site.md §9 "Smooth-scroll duration 400 ms"),
 * clear of the sticky section bar; the section then takes focus, for keyboard users.
 */
export function useSectionScroll(): (targetId: string) => Promise<void> {
  const narrow = useMediaQuery(maxWidthQuery(SCROLL_BEHAVIOUR_BREAKPOINT_PX));
  return useCallback(
    (targetId: string) => smoothScrollTo(targetId, { offset: sectionScrollOffset(narrow) }),
    [narrow],
  );
}
