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
