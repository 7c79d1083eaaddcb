// Constants of the firm pages (/about/*), named as spec/site.md names them. Components import
// them from here; tests assert against them.
import { breakpoints } from '@lawfirm/ui';

/** §4 "Vision cards rotate every 2.5 s through 6 steps, cycling back to 1"; §9 "Vision rotation". */
export const VISION_ROTATION_MS = 2500;
export const VISION_STEP_COUNT = 6;

/** §2 Management values: "Under 768px all items are listed". */
export const MANAGEMENT_VALUES_CAROUSEL_MIN_WIDTH_PX = breakpoints.managementValues;

/**
 * §9 "Scroll-behaviour breakpoint 767 px": at 767 px and narrower the in-page buttons scroll
 * under the shorter mobile sticky bar, so the offset left above a section differs.
 */
export const SCROLL_BEHAVIOUR_BREAKPOINT_PX = breakpoints.scrollBehaviour;
/** Ours: the sticky section bar's height plus a gap, at or below / above the breakpoint. */
export const SECTION_SCROLL_OFFSET_MOBILE_PX = 64;
export const SECTION_SCROLL_OFFSET_DESKTOP_PX = 88;

/** §9 "Logo carousel 5000 ms, 3 to 8 slides"; §2 "Partner-logo carousel: … 3 to 8 slides by width". */
export const LOGO_CAROUSEL_AUTOPLAY_MS = 5000;
export const LOGO_CAROUSEL_MIN_SLIDES = 3;
export const LOGO_CAROUSEL_MAX_SLIDES = 8;
/** Ours: how many logos show from each width up (the spec gives only the range). */
export const LOGO_SLIDES_BY_MIN_WIDTH = [
  { minWidthPx: 0, slides: LOGO_CAROUSEL_MIN_SLIDES },
  { minWidthPx: 768, slides: 5 },
  { minWidthPx: 1024, slides: 6 },
  { minWidthPx: 1280, slides: LOGO_CAROUSEL_MAX_SLIDES },
] as const;

/** Ours: the back-to-top button appears once the page has scrolled this far. */
export const BACK_TO_TOP_SHOW_AFTER_PX = 400;

/** §2 Greeting page: the five sections its buttons scroll to, in order. */
export const GREETING_SECTION_IDS = {
  greeting: 'greeting',
  mission: 'mission',
  vision: 'vision',
  managementValues: 'management_values',
  ci: 'ci_introduction',
} as const;

/** §2 System page: "section ids system_consultation, system_allocation and system_post". */
export const SYSTEM_SECTION_IDS = {
  consultation: 'system_consultation',
  allocation: 'system_allocation',
  post: 'system_post',
} as const;

/** §2 CI page: "The main colour is a crimson, #AE0E36 (R174 G14 B54, C39 M100 Y80 K4)". */
export const CI_MAIN_COLOR = {
  hex: '#AE0E36',
  rgb: { r: 174, g: 14, b: 54 },
  cmyk: { c: 39, m: 100, y: 80, k: 4 },
} as const;
