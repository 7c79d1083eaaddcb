// Every constant of the specs that this package uses, named as the spec names it
// (spec/site.md §9 Business constants and limits, §2 Top promotional banner).
import { breakpoints } from '@lawfirm/ui';

/** §9 "Banner autoplay 5000 ms": the carousel's autoplay delay. */
export const BANNER_AUTOPLAY_MS = 5_000;

/**
 * §9 "Banner breakpoint 900 px" (one source: the ui breakpoints). §2: "Above width 900 only
 * desktop banners appear; otherwise only mobile banners", so 900 px itself is still mobile.
 */
export const BANNER_BREAKPOINT_PX = breakpoints.banner;

/** §9 "Dismissal 24 hours": how long "do not show for one day" hides a banner. */
export const BANNER_DISMISSAL_HOURS = 24;
export const BANNER_DISMISSAL_MS = BANNER_DISMISSAL_HOURS * 60 * 60 * 1_000;

/** §9 "Banner time zone Asia/Seoul": schedules are read in Seoul time wherever the visitor is. */
export const BANNER_TIME_ZONE = 'Asia/Seoul';

/** §2 "Desktop image size is 2000x60; mobile is 900x150." */
export const BANNER_DESKTOP_IMAGE = { width: 2_000, height: 60 } as const;
export const BANNER_MOBILE_IMAGE = { width: 900, height: 150 } as const;

/** §3 Popup banner `days`: weekday abbreviations such as Mon (declared with the api's schema). */
export { BANNER_WEEKDAYS } from '@lawfirm/api-client';
