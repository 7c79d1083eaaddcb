// The one place the site reports clicks (spec/site.md §7 #20 and #21). GA4-compatible: events
// go through gtag.js's dataLayer, loaded only when a measurement id is set; with no id and no
// ace URL it does nothing at all.
import { adTrackingUrl, analyticsEvent } from './tracking-events';
import type { TrackedClick } from './tracking-events';

export interface TrackerSettings {
  analyticsId: string;
  aceUrl: string;
}

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

function gtagFor(analyticsId: string): Gtag {
  const target = window as unknown as AnalyticsWindow;
  if (target.gtag) return target.gtag;
  target.dataLayer ??= [];
  // gtag.js reads its queue from dataLayer; these are the two calls its snippet makes.
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js expects the arguments object
    target.dataLayer?.push(arguments);
  };
  target.gtag('js', new Date());
  target.gtag('config', analyticsId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(analyticsId)}`;
  document.head.append(script);
  return target.gtag;
}

/**
 * Reports a click: a GA4 event (#21) when an id is set, and an ad-tracking page view (#20) for
 * phone and chat when an ace URL is set, sent as a beacon so that leaving the page (a tel: link,
 * a new tab) does not cancel it. Errors are swallowed (spec/site.md §8).
 */
export function trackClick(
  { analyticsId, aceUrl }: TrackerSettings,
  click: TrackedClick,
  mobile: boolean,
): void {
  try {
    if (analyticsId) {
      const event = analyticsEvent(click, mobile);
      gtagFor(analyticsId)('event', event.action, {
        event_category: event.category,
        event_label: event.label,
        value: event.value,
      });
    }
    const url = adTrackingUrl(aceUrl, click, mobile);
    if (url) navigator.sendBeacon(url);
  } catch {
    // Tracking must never get in the visitor's way.
  }
}
