import type { PopupBanner } from '@lawfirm/api-client/site-core';

import { isBannerScheduled } from './schedule';

export interface VisibilityContext {
  now: Date;
  /** spec/site.md §2: "Above width 900 only desktop banners appear; otherwise only mobile banners". */
  desktop: boolean;
  /** A banner the visitor dismissed for the day or closed for the session. */
  hidden: (idx: number) => boolean;
}

/** The banners to show, in list order: right device, on schedule (§4), not dismissed or closed. */
export function selectVisibleBanners(
  banners: readonly PopupBanner[],
  { now, desktop, hidden }: VisibilityContext,
): PopupBanner[] {
  const fileType = desktop ? 'file_pc' : 'file_mobile';
  return banners.filter(
    (banner) =>
      banner.file_type === fileType && isBannerScheduled(banner, now) && !hidden(banner.idx),
  );
}
