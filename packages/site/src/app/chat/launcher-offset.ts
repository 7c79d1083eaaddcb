import { QUICK_MENU_BAR_HEIGHT_PX } from '../../index';

/**
 * Below QUICK_MENU_DESKTOP_MIN_WIDTH_PX the site's quick menu is a bar at the bottom of the
 * window; the chat launcher sits above it rather than on it.
 */
export const QUICK_BAR_HEIGHT_PX = QUICK_MENU_BAR_HEIGHT_PX;

/**
 * How far the chat launcher moves up: the top banner's height (spec/chat-widget.md §1), plus
 * the quick menu's bottom bar where the site shows one.
 */
export function launcherOffset(bannerHeight: number, quickBarShown: boolean): number {
  return bannerHeight + (quickBarShown ? QUICK_BAR_HEIGHT_PX : 0);
}
