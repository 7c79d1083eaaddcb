import { whenDeferredPartsHydrated } from '@lawfirm/ui';
import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once a page's own content has hydrated and handles events:
 * what browser tests wait for before they interact. Every page component calls it (home, firm,
 * strength, the preparing and not-found pages), so any route can be waited for. The pages call
 * it, not the document's root: the router hydrates each route's content in its own Suspense
 * boundary, which on a busy machine commits seconds after the root. (TanStack Router's `$_TSR`
 * global goes earlier still, when the router has read its data.)
 */
/** The User Timing mark set when a page's own content has hydrated. */
export const PAGE_HYDRATED_MARK = 'lawfirm:page-hydrated';

export function useHydrationMarker(): void {
  useEffect(() => {
    // The page's own content is interactive: the bench counts scripts requested until then
    // as the page's initial JavaScript (tooling/bench/src/home-js.mjs).
    performance.mark(PAGE_HYDRATED_MARK);
    // Parts hydrated after the first load (@lawfirm/ui deferredPart) count as the page too.
    whenDeferredPartsHydrated(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
}
