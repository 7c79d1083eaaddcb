import { joinUrl } from '@lawfirm/api-client';
import { POPUP_TOP_CLICK_PATH } from '@lawfirm/api-client/site-core';
import type { ApiClient } from '@lawfirm/api-client';

/**
 * spec/site.md §2 "Clicking a banner reports a click" (§7 call #5). The click also leaves the
 * page, which would cancel a plain fetch, so a beacon carries it where the browser has one.
 * A lost report must not stop the visitor: failures are swallowed (the response is unused).
 * Without a beacon the call, with the zod schemas of /site, is loaded then: not with the page.
 */
export function reportBannerClick(apiClient: ApiClient, idx: number): void {
  const body = JSON.stringify({ idx });
  const url = joinUrl(apiClient.baseUrl, POPUP_TOP_CLICK_PATH);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    const queued = navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    if (queued) return;
  }
  import('@lawfirm/api-client/site')
    .then(({ postPopupTopClick }) => postPopupTopClick(apiClient, { idx }))
    .catch(() => {});
}
