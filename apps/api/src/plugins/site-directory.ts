// Which of the firm's sites a page request is for (spec/site.md §1: a main site plus a site per
// centre). A centre's site is served when the request's host is the centre's `domain` in the
// group list: an allow-list read from the database, so an unknown host gets the main site, and
// every URL a page carries comes from the database and PUBLIC_URL, never from the Host header.
// A deployment that serves one centre only pins it (SITE_CENTER_CODE): every host is that
// centre's, on PUBLIC_URL.
import { DEFAULT_CENTER_CODE } from '@lawfirm/api-client';
import { centerHasSubPages } from '@lawfirm/api-client/site-core';

import type { ContentChanges } from '../cache/content-changes';
import type { Db } from '../db/create-database';
import { findGroupsWithChildren } from '../db/group-queries';
import type { GroupWithChildren } from '../db/group-queries';

/** The site a page belongs to, as the site's renderer takes it (apps/main-site's PageSite). */
export interface PageSite {
  /** The group's code; CT0000 on the main site. */
  centerCode: string;
  /** The origin the page's canonical URLs and links are under. */
  siteUrl: string;
  /** The group has pages of its own (spec/site.md §2 Header: else no menu, search on the main site). */
  hasSubPages: boolean;
  /** The firm's main site, for a centre's terms, member pages and outside search; '' on it. */
  mainSiteUrl: string;
  /** The centre's name in the group list (디지털포렌식센터); '' on the main site. */
  centreName: string;
  /**
   * The groups whose content the site's pages show: a centre's own code and its categories (its
   * `children`, packages/site centre-plan.ts); undefined on the main site, which shows every
   * group's. The page cache drops a site's pages on a change to one of them (page-cache.ts).
   */
  shownGroups?: readonly string[];
}

/** A centre's own code and its children's: what its site shows. */
function shownGroupsOf(group: GroupWithChildren): readonly string[] {
  return [group.code, ...group.children.map((child) => child.code)];
}

export interface SiteDirectory {
  /** The site of a request addressed to `host` (the Host header, `name[:port]`). */
  siteOf(host: string): Promise<PageSite>;
}

export interface SiteDirectoryOptions {
  db: Db;
  /** PUBLIC_URL: the main site's origin, and the scheme every centre's origin shares. */
  publicUrl: string;
  /** SITE_CENTER_CODE: the one group every host serves; none: chosen by host. */
  pinnedCenterCode?: string;
  /** A change to public content (a group's domain among it) rereads the list. */
  changes: ContentChanges;
}

/**
 * A group without sub pages has none of the site's pages of its own (spec/site.md §2 Header):
 * the group list's rule (api-client's centerHasSubPages), on the database's rows.
 */
export function hasSubPages(group: Pick<GroupWithChildren, 'children'>): boolean {
  const children = group.children.map(({ code, codeName, etc2 }) => ({
    code,
    code_name: codeName,
    etc2,
  }));
  return centerHasSubPages({ children });
}

/** `Forensic.localhost.:3000` as the host it is: lower case, the name without a final dot. */
function normalHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/\.(?=(:\d+)?$)/, '');
}

function centreSitesOf(groups: GroupWithChildren[], publicUrl: URL): PageSite[] {
  return groups.flatMap((group) => {
    if (!group.domain || group.code === DEFAULT_CENTER_CODE) return [];
    return [
      {
        centreName: group.codeName,
        centerCode: group.code,
        siteUrl: `${publicUrl.protocol}//${normalHost(group.domain)}`,
        hasSubPages: hasSubPages(group),
        mainSiteUrl: publicUrl.origin,
        shownGroups: shownGroupsOf(group),
      },
    ];
  });
}

export async function createSiteDirectory({
  db,
  publicUrl,
  pinnedCenterCode,
  changes,
}: SiteDirectoryOptions): Promise<SiteDirectory> {
  const origin = new URL(publicUrl);
  const mainSite: PageSite = {
    centerCode: DEFAULT_CENTER_CODE,
    siteUrl: origin.origin,
    hasSubPages: true,
    mainSiteUrl: '',
    centreName: '',
  };
  let loading: Promise<Map<string, PageSite>> | undefined;
  const load = () => {
    loading ??= findGroupsWithChildren(db).then(
      (groups) =>
        new Map(centreSitesOf(groups, origin).map((site) => [new URL(site.siteUrl).host, site])),
      (error: unknown) => {
        // The next request tries again rather than keeping the failure.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // Rereads on any change, not only on a change of everything (the group list's): cheap, and a
  // stale directory would tag pages with the wrong groups.
  changes.listen(() => {
    loading = undefined;
  });

  if (pinnedCenterCode !== undefined && pinnedCenterCode !== DEFAULT_CENTER_CODE) {
    const groups = await findGroupsWithChildren(db);
    const group = groups.find((candidate) => candidate.code === pinnedCenterCode);
    if (!group) {
      throw new Error(
        `SITE_CENTER_CODE names no group in the database: '${pinnedCenterCode}' (seed the database, or name one of ${groups.map((g) => g.code).join(', ')})`,
      );
    }
    const pinned: PageSite = {
      centreName: group.codeName,
      centerCode: group.code,
      siteUrl: origin.origin,
      hasSubPages: hasSubPages(group),
      mainSiteUrl: '',
      shownGroups: shownGroupsOf(group),
    };
    return { siteOf: async () => pinned };
  }

  return {
    async siteOf(host) {
      return (await load()).get(normalHost(host)) ?? mainSite;
    },
  };
}
