// The <head> of a centre's home (DESIGN.md §8: each route declares its head through one helper).
import { SITE_DESCRIPTION } from '../../constants';
import { siteNameOf } from '../../document-title';
import { pageHead } from '../../page-head';
import type { PageHead, PageHeadOptions } from '../../page-head';

import { centreHomeDescription } from './centre-home-constants';
import type { CentreHomeData } from './load-centre-home';

/**
 * Titled by the centre's site name alone ("법무법인 대륜 디지털포렌식센터", as the firm's home is
 * by the firm's), described by what it takes on,
 * canonical at the site's `/`. Without the centre's name (the group list failed) it is the
 * firm's, as the page's h1 is.
 */
export function centreHomeHead(
  data: Pick<CentreHomeData, 'name' | 'categories'> | undefined,
  { siteUrl = '', structuredData }: Pick<PageHeadOptions, 'siteUrl' | 'structuredData'> = {},
): PageHead {
  const name = data?.name ?? undefined;
  return pageHead(undefined, {
    siteName: siteNameOf(name),
    description: name
      ? centreHomeDescription(
          name,
          (data?.categories ?? []).map((category) => category.name),
        )
      : SITE_DESCRIPTION,
    canonicalPath: '/',
    siteUrl,
    structuredData,
  });
}
