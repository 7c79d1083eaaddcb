/**
 * Lays out @lawfirm/ui's Carousel on jsdom: every slide `slideWidth` px wide, side by side, in a
 * viewport `viewportWidth` px wide (one slide wide unless given).
 */
export function installCarouselLayout(
  slideWidth: number,
  options?: { viewportWidth?: number },
): {
  /** Gives the viewport a new width and reports it to the carousels, as a browser does. */
  resizeViewport(width: number): void;
};
