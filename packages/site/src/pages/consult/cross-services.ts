// spec/site.md §2 Consultation complete page: "three cross-service buttons (evidence
// investigation, digital forensics, guard service)", the groups CT0015, CT0029 and CT0030 of §3.
import type { Center } from '@lawfirm/api-client/site-core';

export const CROSS_SERVICES = [
  { code: 'CT0015', label: '증거조사 서비스' },
  { code: 'CT0029', label: '디지털포렌식 서비스' },
  { code: 'CT0030', label: '경호 서비스' },
] as const;

export interface CrossServiceLink {
  code: string;
  label: string;
  href: string;
  /** A site of its own (opens in a new tab), else a page of the firm's main site. */
  external: boolean;
}

/**
 * Each service's page, never a list of questions: the group's own site, else the site of the
 * centre that groups it (evidence and digital forensics are the digital forensics centre's),
 * both from the group list's domains (a host: the link is scheme-relative, as the footer's);
 * else the service's card on the practice-field page, with the cases it takes
 * (`/field/area#{code_desc}` on the main site, `mainSiteUrl` '' there).
 */
export function crossServiceLinks(
  groups: readonly Center[] | undefined,
  mainSiteUrl = '',
): CrossServiceLink[] {
  return CROSS_SERVICES.map(({ code, label }) => {
    const group = groups?.find((row) => row.code === code);
    const centre = groups?.find(
      (row) => row.domain && row.children.some((child) => child.code === code),
    );
    const domain = group?.domain ?? centre?.domain;
    if (domain) return { code, label, href: `//${domain}`, external: true };
    const anchor = group?.code_desc ? `#${group.code_desc}` : '';
    return { code, label, href: `${mainSiteUrl}/field/area${anchor}`, external: false };
  });
}
