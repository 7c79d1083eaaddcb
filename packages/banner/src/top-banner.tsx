import { popupTopListQueryOptions } from '@lawfirm/api-client/site-core';
import type { ApiClient } from '@lawfirm/api-client';
import type { PopupBanner } from '@lawfirm/api-client/site-core';
import { minWidthQuery, useMediaQuery } from '@lawfirm/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { BANNER_BREAKPOINT_PX } from './constants';
import { closeForSession, dismissForOneDay, isClosedForSession, isDismissed } from './dismissal';
import { reportBannerClick } from './report-click';
import { TopBannerView } from './top-banner-view';
import { selectVisibleBanners } from './visible-banners';

export interface TopBannerProps {
  apiClient: ApiClient;
  /** The site whose banners show: CT0000 for the main site, else a centre's code (site.md §1). */
  centerCode: string;
  /** Where image paths resolve ('' for this origin). */
  staticBaseUrl?: string;
  /** The banner's rendered height in px, 0 when none shows (the quick menu sits above it). */
  onHeightChange?: (height: number) => void;
  /**
   * When the server rendered the page (ms since the epoch), for a host that renders on the
   * server: the server then renders the banners on schedule at that moment, desktop and mobile
   * sets both, and CSS shows the one for the width, so the page does not jump when the
   * banner arrives. Without it nothing renders before hydration.
   */
  renderedAt?: number;
}

const subscribeNever = () => () => {};

/**
 * spec/site.md §2 Top promotional banner, on every page above the header. The schedule is
 * Seoul time (§4), which the server knows as well as the browser; the width and the visitor's
 * dismissals only the browser knows. So the server (given renderedAt) renders both device
 * sets as scheduled, hydration renders the same, and then the browser narrows to its width
 * and drops what the visitor dismissed or closed.
 */
export function TopBanner({
  apiClient,
  centerCode,
  staticBaseUrl = '',
  onHeightChange,
  renderedAt,
}: TopBannerProps) {
  const { data, error } = useQuery(popupTopListQueryOptions(apiClient, centerCode));
  // spec/site.md §2: "Above width 900 only desktop banners appear".
  const desktop = useMediaQuery(minWidthQuery(BANNER_BREAKPOINT_PX + 1));
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const [, setHiddenVersion] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // spec/site.md §8: "Banner fetch: no user-facing handling shown".
    if (error) console.error('top banner list failed', error);
  }, [error]);

  const list = data?.data.list ?? [];
  let desktopBanners: PopupBanner[] = [];
  let mobileBanners: PopupBanner[] = [];
  if (inBrowser) {
    const now = new Date();
    const visible = selectVisibleBanners(list, {
      now,
      desktop,
      hidden: (idx) =>
        isDismissed(window.localStorage, idx, now) ||
        isClosedForSession(window.sessionStorage, idx),
    });
    if (desktop) desktopBanners = visible;
    else mobileBanners = visible;
  } else if (renderedAt !== undefined) {
    const now = new Date(renderedAt);
    const asScheduled = (forDesktop: boolean) =>
      selectVisibleBanners(list, { now, desktop: forDesktop, hidden: () => false });
    desktopBanners = asScheduled(true);
    mobileBanners = asScheduled(false);
  }
  const shown = desktopBanners.length + mobileBanners.length;

  useEffect(() => {
    const element = rootRef.current;
    if (!onHeightChange) return;
    if (!element || typeof ResizeObserver === 'undefined') {
      onHeightChange(element?.offsetHeight ?? 0);
      return;
    }
    const observer = new ResizeObserver(() => onHeightChange(element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [onHeightChange, shown]);

  const hide = (store: (idx: number) => void) => (idx: number) => {
    store(idx);
    setHiddenVersion((version) => version + 1);
  };

  return (
    // The two device sets keep their places in the tree, so the one for this width is the
    // same component before and after hydration; CSS hides the other one.
    <div ref={rootRef} className="lf-top-banner-slot">
      {(
        [
          [true, desktopBanners],
          [false, mobileBanners],
        ] as const
      ).map(([forDesktop, banners]) => (
        <div
          key={forDesktop ? 'desktop' : 'mobile'}
          className={`lf-top-banner-slot__${forDesktop ? 'desktop' : 'mobile'}`}
        >
          <TopBannerView
            banners={banners}
            desktop={forDesktop}
            siteOrigin={inBrowser ? window.location.origin : 'http://localhost'}
            staticBaseUrl={staticBaseUrl}
            onBannerClick={(idx) => reportBannerClick(apiClient, idx)}
            onClose={hide((idx) => closeForSession(window.sessionStorage, idx))}
            onDismissForDay={hide((idx) => dismissForOneDay(window.localStorage, idx, new Date()))}
          />
        </div>
      ))}
    </div>
  );
}
