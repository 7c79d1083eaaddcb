export {
  BANNER_AUTOPLAY_MS,
  BANNER_BREAKPOINT_PX,
  BANNER_DESKTOP_IMAGE,
  BANNER_DISMISSAL_HOURS,
  BANNER_DISMISSAL_MS,
  BANNER_MOBILE_IMAGE,
  BANNER_TIME_ZONE,
  BANNER_WEEKDAYS,
} from './constants';
export { isBannerScheduled } from './schedule';
export type { BannerSchedule, BannerWeekday } from './schedule';
export { bannerLinkAttributes } from './banner-link';
export type { BannerLinkAttributes } from './banner-link';
export {
  closedKey,
  closeForSession,
  dismissalKey,
  dismissForOneDay,
  isClosedForSession,
  isDismissed,
} from './dismissal';
export type { KeyValueStorage } from './dismissal';
export { reportBannerClick } from './report-click';
export { TopBanner } from './top-banner';
export type { TopBannerProps } from './top-banner';
export { TopBannerView } from './top-banner-view';
export type { TopBannerViewProps } from './top-banner-view';
export { selectVisibleBanners } from './visible-banners';
export type { VisibilityContext } from './visible-banners';
