// spec/site.md §2 Footer "Group list rules": the footer's group-shortcut list.
import { faqListPath } from '@lawfirm/api-client/site-core';
import type { Center } from '@lawfirm/api-client/site-core';

import { DEFAULT_CENTER_CODE } from '../../constants';

import type { FooterMenuLink } from './footer-menu';

/** §2 "CT0022 is excluded." */
export const EXCLUDED_GROUP_CODE = 'CT0022';
/** §2 "CT0023 and CT0028 are labelled as centres." */
export const CENTRE_LABELLED_CODES: readonly string[] = ['CT0023', 'CT0028'];
/** §2 "ICT0005 gets an extra M&A centre entry." */
export const MA_CENTRE_PARENT_CODE = 'ICT0005';
export const MA_CENTRE_LABEL = 'M&A 센터';
/** §9 "Group list height 340 px". */
export const GROUP_LIST_HEIGHT_PX = 340;

/** A shortcut: a field's page here, or a centre's own site in a new tab ('external'). */
export type GroupShortcut = FooterMenuLink & { kind: 'route' | 'external' };

function centreLabel(name: string): string {
  return name.endsWith('센터') ? name : `${name} 센터`;
}

/** A practice field's page on the main site: its legal Q&A category (`/faq/{code_desc}`). */
function fieldPage(group: Center, mainSiteUrl: string): string {
  return `${mainSiteUrl}${group.code_desc ? faqListPath(group.code_desc) : '/field/area'}`;
}

/**
 * A centre's own site. The group list gives a host (`forensic.localhost:3000`), not a scheme: the
 * link is scheme-relative, so it opens with the page's own (https on the firm's domain, http on
 * this machine).
 */
function siteOf(center: Center): string | null {
  return center.domain ? `//${center.domain}` : null;
}

/**
 * The shortcuts in the API's group order: every group but the whole firm (this site) and
 * CT0022; a group with its own domain links there (new tab), the others to their practice
 * field's legal Q&A on the main site (`mainSiteUrl`, '' on it; a new tab from a centre's site); CT0023 and CT0028 read as centres; ICT0005 is followed by its M&A centre
 * (its child whose name says M&A, else its site's /ma page).
 */
export function groupShortcuts(groups: readonly Center[], mainSiteUrl = ''): GroupShortcut[] {
  return groups.flatMap((group) => {
    if (group.code === DEFAULT_CENTER_CODE || group.code === EXCLUDED_GROUP_CODE) return [];
    const site = siteOf(group);
    const shortcut: GroupShortcut = {
      key: group.code,
      label: CENTRE_LABELLED_CODES.includes(group.code)
        ? centreLabel(group.code_name)
        : group.code_name,
      href: site ?? fieldPage(group, mainSiteUrl),
      kind: site !== null || mainSiteUrl ? 'external' : 'route',
    };
    if (group.code !== MA_CENTRE_PARENT_CODE) return [shortcut];
    const maChild = group.children?.find((child) => /M&A/i.test(child.code_name));
    const maHref = maChild?.etc2 || (site ? `${site}/ma` : `${mainSiteUrl}/field/area`);
    return [
      shortcut,
      {
        key: `${group.code}-ma`,
        label: MA_CENTRE_LABEL,
        href: maHref,
        kind: /^(https?:)?\/\//.test(maHref) ? 'external' : 'route',
      },
    ];
  });
}
