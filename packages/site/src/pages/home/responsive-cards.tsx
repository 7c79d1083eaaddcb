import { Carousel, maxWidthQuery, useMediaQuery } from '@lawfirm/ui';
import type { ReactNode } from 'react';

import { HOME_CAROUSEL_AUTOPLAY_MS, HOME_CAROUSEL_MAX_WIDTH_PX } from './home-constants';

/**
 * spec/site.md §2 Home: "Below 640px width the comparison and support cards become an
 * autoplaying carousel: one slide at a time, clickable dots, no loop" (§9: 3500 ms). A grid
 * otherwise; the server renders the grid, and a narrow browser swaps it after hydration
 * (these sections sit below the first screen, so nothing visible moves).
 */
export function ResponsiveCards({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode[];
}) {
  const narrow = useMediaQuery(maxWidthQuery(HOME_CAROUSEL_MAX_WIDTH_PX));
  if (narrow) {
    return (
      <Carousel
        label={label}
        className={`${className} home-cards-carousel`}
        autoplayMs={HOME_CAROUSEL_AUTOPLAY_MS}
        loop={false}
        showDots
        slideSize="100%"
      >
        {children}
      </Carousel>
    );
  }
  return (
    <ul className={`${className} site-card-grid home-cards-grid`} aria-label={label}>
      {children.map((child, index) => (
        // The cards are static copy in a fixed order.
        <li key={index}>{child}</li>
      ))}
    </ul>
  );
}
