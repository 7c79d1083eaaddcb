// spec/site.md §2 Strengths pages and §9, named as the spec names them.

/** §9 "Strength layout breakpoint 1023 px": wider screens alternate image and text sides. */
export const STRENGTH_LAYOUT_BREAKPOINT_PX = 1023;
/** §9 "View-more layout switch 1400 px": columns from here, a single list below. */
export const VIEW_MORE_LAYOUT_MIN_WIDTH_PX = 1400;
/** §2: 4 columns on the overview, 3 on the other strength pages. */
export const VIEW_MORE_COLUMNS = { overview: 4, detail: 3 } as const;
/** §2: "a grid of 11 tiles" scrolling to 11 detail blocks (index 0 to 10). */
export const STRENGTH_TILE_COUNT = 11;
