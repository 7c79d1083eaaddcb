// The home of a centre's own site (spec/site.md §1), loaded only there: its code is a chunk of
// its own, so the firm's home, the page most visits start on, carries none of it.
import { CentreHomePage, centreHomeHead, loadCentreHome } from '../../index';
import type { CentreHomeData, PageHead } from '../../index';

import type { RouterContext } from '../router-context';
import { loadCentreJsonLd } from './firm-structured-data';
import { siteUrl } from './site-url';

export interface CentreHomeRouteData {
  kind: 'centre';
  centre: CentreHomeData;
  /** Built here with the data, so the route's head needs none of this chunk's code. */
  head: PageHead;
}

export async function loadCentreHomeRoute(
  context: RouterContext,
  centerCode: string,
): Promise<CentreHomeRouteData> {
  const centre = await loadCentreHome(context, centerCode);
  const structuredData = centre.name ? await loadCentreJsonLd(context, centre.name) : [];
  const head = centreHomeHead(centre, { siteUrl: siteUrl(), structuredData });
  return { kind: 'centre', centre, head };
}

export function CentreHomeRoute({ centre }: Pick<CentreHomeRouteData, 'centre'>) {
  return <CentreHomePage {...centre} />;
}
