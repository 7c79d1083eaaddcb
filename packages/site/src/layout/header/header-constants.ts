// spec/site.md §9 and §2 Header, named as the spec names them.

/** §9 "Header menu collapse 80 px after 300 ms": the closed header's height. */
export const HEADER_COLLAPSED_HEIGHT_PX = 80;
/** §9: the delay before the open menu collapses. */
export const HEADER_COLLAPSE_DELAY_MS = 300;
/**
 * §2 "The desktop header is hidden on the smallest screens" and "The mobile header is hidden at
 * sm and up": sm is 768 px here (our choice; the spec names no number).
 */
export const HEADER_SM_BREAKPOINT_PX = 768;
