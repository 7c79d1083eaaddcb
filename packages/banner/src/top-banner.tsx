import { popupTopListQueryOptions } from '@lawfirm/api-client';
import type { ApiClient } from '@lawfirm/api-client';
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
  /** Where image paths resolve ('' for this origin). */
  staticBaseUrl?: string;
  /** The banner's rendered height in px, 0 when none shows (the quick menu sits above it). */
  onHeightChange?: (height: number) => void;
}

const subscribeNever = () => () => {};

/**
 * spec/site.md §2 Top promotional banner, on every page above the header. Which banners show
 * depends on the visitor's clock, width and storage, so the server renders nothing and the
 * browser decides after hydration (the markup then matches on both sides).
 */
export function TopBanner({ apiClient, staticBaseUrl = '', onHeightChange }: TopBannerProps) {
  const { data, error } = useQuery(popupTopListQueryOptions(apiClient));
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

  const now = new Date();
  const banners =
    inBrowser && data
      ? selectVisibleBanners(data.data.list, {
          now,
          desktop,
          hidden: (idx) =>
            isDismissed(window.localStorage, idx, now) ||
            isClosedForSession(window.sessionStorage, idx),
        })
      : [];

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
  }, [onHeightChange, banners.length]);

  const hide = (store: (idx: number) => void) => (idx: number) => {
    store(idx);
    setHiddenVersion((version) => version + 1);
  };

  return (
    <div ref={rootRef} className="lf-top-banner-slot">
      <TopBannerView
        banners={banners}
        desktop={desktop}
        siteOrigin={inBrowser ? window.location.origin : 'http://localhost'}
        staticBaseUrl={staticBaseUrl}
        onBannerClick={(idx) => reportBannerClick(apiClient, idx)}
        onClose={hide((idx) => closeForSession(window.sessionStorage, idx))}
        onDismissForDay={hide((idx) => dismissForOneDay(window.localStorage, idx, new Date()))}
      />
    </div>
  );
}
