import {
  QUICK_MENU_BOTTOM_OFFSET_PX,
  QUICK_MENU_WIDE_BOTTOM_OFFSET_PX,
} from './quick-menu-constants';

/**
 * spec/site.md §9: the pill sits 120 px above the window's bottom (150 px at 1700 px and wider)
 * plus the top banner's height, so that it keeps clear of the banner's share of the window.
 */
export function quickMenuBottomOffset(wide: boolean, bannerHeight: number): number {
  const base = wide ? QUICK_MENU_WIDE_BOTTOM_OFFSET_PX : QUICK_MENU_BOTTOM_OFFSET_PX;
  return base + Math.max(0, bannerHeight);
}
