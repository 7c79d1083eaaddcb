/** Lays out @lawfirm/ui's Carousel on jsdom: every slide `slideWidth` px wide, side by side. */
export function installCarouselLayout(slideWidth: number): void;
