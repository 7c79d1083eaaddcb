import type { PopupBanner } from '@lawfirm/api-client/site-core';
import { Carousel } from '@lawfirm/ui';

import { bannerLinkAttributes } from './banner-link';
import { BANNER_AUTOPLAY_MS, BANNER_DESKTOP_IMAGE, BANNER_MOBILE_IMAGE } from './constants';

export interface TopBannerViewProps {
  /** The banners to show now (already filtered by device, schedule and dismissal). */
  banners: readonly PopupBanner[];
  desktop: boolean;
  /** The site's origin, which tells the firm's own links from external ones. */
  siteOrigin: string;
  /** Where image paths resolve ('' for this origin). */
  staticBaseUrl?: string;
  onBannerClick: (idx: number) => void;
  onClose: (idx: number) => void;
  onDismissForDay: (idx: number) => void;
}

/** The banners as a carousel; no data fetching, so stories and tests render it as is. */
export function TopBannerView({
  banners,
  desktop,
  siteOrigin,
  staticBaseUrl = '',
  onBannerClick,
  onClose,
  onDismissForDay,
}: TopBannerViewProps) {
  if (banners.length === 0) return null;
  const size = desktop ? BANNER_DESKTOP_IMAGE : BANNER_MOBILE_IMAGE;
  // spec/site.md §2: autoplay 5000 ms; "it loops only when more than one banner is shown".
  const several = banners.length > 1;

  return (
    <aside
      className="lf-top-banner"
      aria-label="프로모션 배너"
      data-device={desktop ? 'desktop' : 'mobile'}
    >
      <Carousel label="프로모션 배너 목록" autoplayMs={BANNER_AUTOPLAY_MS} loop={several}>
        {banners.map((banner) => {
          const link = bannerLinkAttributes(banner, siteOrigin);
          return (
            <div
              key={banner.idx}
              className="lf-top-banner__slide"
              style={{ backgroundColor: `#${banner.color_code}` }}
            >
              <a
                className="lf-top-banner__link"
                href={link.href}
                target={link.target}
                rel={link.rel}
                onClick={() => onBannerClick(banner.idx)}
              >
                <img
                  className="lf-top-banner__image"
                  src={`${staticBaseUrl.replace(/\/$/, '')}${banner.file_path}${banner.save_file_name}`}
                  alt={banner.file_alt}
                  width={size.width}
                  height={size.height}
                />
              </a>
              <div className="lf-top-banner__actions">
                <button
                  type="button"
                  className="lf-top-banner__button"
                  onClick={() => onDismissForDay(banner.idx)}
                >
                  오늘 하루 보지 않기
                </button>
                <button
                  type="button"
                  className="lf-top-banner__button"
                  aria-label={`${banner.file_alt} 배너 닫기`}
                  onClick={() => onClose(banner.idx)}
                >
                  닫기
                </button>
              </div>
            </div>
          );
        })}
      </Carousel>
    </aside>
  );
}
