// spec/chat-widget.md §4 Conversation rules: when the workflow choices show, which navigation
// control goes with them, and how many tiles show.
import { INQUIRY_STATES, NAVIGATION_CODES } from '@lawfirm/api-client/chat-core';
import type { InquiryState, NavigationCode, ObjectExposeInfo } from '@lawfirm/api-client/chat-core';

import { TILE_GROUP_PAGE_SIZE } from '../constants';

/** §4 "Object choices are shown only while the status is open or personal-info". */
export function choicesVisible(
  inquiryState: InquiryState | null,
  info: ObjectExposeInfo | null,
): info is ObjectExposeInfo {
  const open = inquiryState === INQUIRY_STATES.open || inquiryState === INQUIRY_STATES.personalInfo;
  return open && info !== null && info.expose_object_list_yn === 'Y' && info.object_list.length > 0;
}

/**
 * §4 Object navigation: the back/init control appears "when not all shown objects are
 * first-level", i.e. the visitor has gone past the first step (the stack holds more than it).
 * "If the workflow stack has 3 or more entries it goes back one step, otherwise to the
 * initial step." Null: no control.
 */
export function navigationFor(stack: readonly number[]): NavigationCode | null {
  if (stack.length <= 1) return null;
  return stack.length >= 3 ? NAVIGATION_CODES.back : NAVIGATION_CODES.init;
}

/**
 * §4 "Tile-button groups show 10 items, with a 'more' / 'fold' toggle when there are more
 * than 10": each 'more' shows the next group of 10; 'fold' goes back to the first.
 */
export function tilesShown(total: number, groupsOpen: number): number {
  return Math.min(total, Math.max(1, groupsOpen) * TILE_GROUP_PAGE_SIZE);
}

/** Which toggle the tiles show: none (10 or fewer), 'more' while some are hidden, else 'fold'. */
export function tileToggle(total: number, groupsOpen: number): 'more' | 'fold' | null {
  if (total <= TILE_GROUP_PAGE_SIZE) return null;
  return tilesShown(total, groupsOpen) < total ? 'more' : 'fold';
}
