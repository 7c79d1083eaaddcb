import type { HomeLanding, Statistics } from '@lawfirm/api-client/site-core';
import { deferredPart } from '@lawfirm/ui';

import { useHydrationMarker } from '../../lib/use-hydration-marker';

export interface HomePageProps {
  /** The landing block's hash tags and link cards; undefined after a failed call. */
  landing: HomeLanding | undefined;
  /** The statistics strip's figures; undefined after a failed call hides the strip. */
  statistics: Statistics | undefined;
}

// Server-rendered in full, hydrated after the page's first load or at the visitor's first
// pointer, key or focus: the landing block (its links work before, its search box wakes it on
// focus), the statistics strip (it counts up once seen), and the sections below.
const LandingBlock = deferredPart(() =>
  import('./landing-block').then((module) => module.LandingBlock),
);
const StatisticsStrip = deferredPart(() =>
  import('./statistics-strip').then((module) => module.StatisticsStrip),
);
const HomeLowerSections = deferredPart(() =>
  import('./home-lower-sections').then((module) => module.HomeLowerSections),
);

/**
 * spec/site.md §2 Home: the landing block and the statistics strip, then the nine sections in
 * order. A failed call only loses its own block (§8: pages show no other errors).
 */
export function HomePage({ landing, statistics }: HomePageProps) {
  useHydrationMarker();
  return (
    <div className="home">
      <LandingBlock landing={landing} />
      {statistics && <StatisticsStrip statistics={statistics} />}
      <HomeLowerSections />
    </div>
  );
}
