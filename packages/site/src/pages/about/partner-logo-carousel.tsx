import type { PartnerLogo } from '@lawfirm/api-client/site-core';
import { Carousel } from '@lawfirm/ui';
import { useSyncExternalStore } from 'react';

import { staticUrl, useSiteSettings } from '../../settings/site-settings';

import {
  LOGO_CAROUSEL_AUTOPLAY_MS,
  LOGO_CAROUSEL_MIN_SLIDES,
  LOGO_SLIDES_BY_MIN_WIDTH,
} from './about-constants';

/** spec/site.md §2 "Partner-logo carousel: … 3 to 8 slides by width": how many at a width. */
export function logoSlidesPerView(widthPx: number): number {
  let slides: number = LOGO_CAROUSEL_MIN_SLIDES;
  for (const step of LOGO_SLIDES_BY_MIN_WIDTH) if (widthPx >= step.minWidthPx) slides = step.slides;
  return slides;
}

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export interface PartnerLogoCarouselProps {
  partners: readonly PartnerLogo[];
}

/**
 * spec/site.md §2 Other firm pages "Partner-logo carousel: autoplay 5000 ms, 3 to 8 slides by
 * width" (§3 Partner logo: name, url, logo). Each logo links to the partner's site in a new
 * tab. The server renders the narrowest count, the browser then fits its width; where every
 * logo fits (8 logos from 1280 px) nothing scrolls, so nothing autoplays.
 */
export function PartnerLogoCarousel({ partners }: PartnerLogoCarouselProps) {
  const settings = useSiteSettings();
  const slides = useSyncExternalStore(
    subscribeToResize,
    () => logoSlidesPerView(window.innerWidth),
    () => LOGO_CAROUSEL_MIN_SLIDES,
  );
  if (partners.length === 0) return null;
  return (
    <Carousel
      label="협력 기관"
      className="site-partners"
      autoplayMs={LOGO_CAROUSEL_AUTOPLAY_MS}
      loop
      slideSize={`${100 / slides}%`}
      slidesPerView={slides}
      options={{ align: 'start' }}
    >
      {partners.map((partner) => (
        <a
          key={partner.url}
          className="site-partners__link"
          href={partner.url}
          target="_blank"
          rel="noopener noreferrer"
        >
          <img
            className="site-partners__logo"
            src={staticUrl(settings, partner.logo)}
            alt={`${partner.name} (새 창)`}
            width={240}
            height={80}
            loading="lazy"
          />
        </a>
      ))}
    </Carousel>
  );
}
