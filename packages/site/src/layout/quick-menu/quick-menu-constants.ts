// spec/site.md §9 "Quick menu" and §4 "Quick menu", named as the spec names them.

/** The bottom bar's highlighted tab moves 0, 1, 2, 0 … every 3 s unless hovered. */
export const QUICK_MENU_TAB_ROTATION_MS = 3000;
/** A closing popup fades out over 400 ms, then focus returns to its button. */
export const QUICK_MENU_CLOSE_FADE_MS = 400;
/** At this width and wider the menu is the vertical pill; narrower, the bottom bar. */
export const QUICK_MENU_DESKTOP_MIN_WIDTH_PX = 1024;
/** The pill's distance from the bottom of the window, before the banner's height is added. */
export const QUICK_MENU_BOTTOM_OFFSET_PX = 120;
/** …and from this width on. */
export const QUICK_MENU_WIDE_BOTTOM_OFFSET_PX = 150;
export const QUICK_MENU_WIDE_MIN_WIDTH_PX = 1700;
/** The bottom bar's height (styles/quick-menu.css --site-quick-bar-height says the same). */
export const QUICK_MENU_BAR_HEIGHT_PX = 64;
/** The bar's three tabs, in the order the rotation visits them. */
export const QUICK_MENU_TAB_COUNT = 3;
