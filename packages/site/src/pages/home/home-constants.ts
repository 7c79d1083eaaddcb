// spec/site.md §2 Home, §4 Scroll-reveal and §9, named as the spec names them.

/** §9 "Home carousel: autoplay 3500 ms; breakpoints 520 and 640 px; active at 640 or less". */
export const HOME_CAROUSEL_AUTOPLAY_MS = 3500;
export const HOME_CAROUSEL_MAX_WIDTH_PX = 640;
/**
 * §9's second breakpoint. §2 shows "one slide at a time" on both sides of it, so no layout
 * switches here; it is kept, named, for whoever learns what the original changed at 520 px.
 */
export const HOME_CAROUSEL_NARROW_WIDTH_PX = 520;

/** §2: the statistics count up "once the block is at least 60% visible", over about 2 s. */
export const STATISTICS_COUNT_UP_MS = 2000;
/** §2: "staggered fade-ins at 60, 65, 70 and 75% visibility". */
export const STATISTICS_FADE_THRESHOLDS = [0.6, 0.65, 0.7, 0.75] as const;

/** §4: "The headline reveal goes word by word at 600 ms steps". */
export const HEADLINE_WORD_STEP_MS = 600;
/** §4: "after 900 ms the tagline shows". */
export const HEADLINE_TAGLINE_DELAY_MS = 900;
/** §4: "after 500 ms black text swaps for gradient text". */
export const HEADLINE_GRADIENT_DELAY_MS = 500;
/** §4: "The full-width banner expands into a rounded box 800 ms after becoming visible". */
export const FIRST_IN_KOREA_EXPAND_DELAY_MS = 800;
/** §4: "Precision-assignment cards rotate every 2000 ms through four". */
export const PRECISION_CARD_ROTATION_MS = 2000;

/** §9 "Distribution anchor offset 60 px"; the system section scrolls to its top. */
export const DISTRIBUTION_SCROLL_OFFSET_PX = 60;
/** The tab pill's two targets (§2): section ids. */
export const SYSTEM_SECTION_ID = 'system';
export const DISTRIBUTION_SECTION_ID = 'distribution';
