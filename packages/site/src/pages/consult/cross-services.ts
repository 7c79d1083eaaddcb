// spec/site.md §2 Consultation complete page: "three cross-service buttons (evidence
// investigation, digital forensics, guard service)", the groups CT0015, CT0029 and CT0030 of §3.
import type { Center } from '@lawfirm/api-client/site-core';
import { faqListPath } from '@lawfirm/api-client/site-core';

export const CROSS_SERVICES = [
  { code: 'CT0015', label: '증거조사 서비스' },
  { code: 'CT0029', label: '디지털포렌식 서비스' },
  { code: 'CT0030', label: '경호 서비스' },
] as const;

export interface CrossServiceLink {
  code: string;
  label: string;
  href: string;
  /** The group's own site (opens in a new tab), else a page of this site. */
  external: boolean;
}

/**
 * Each service's page: its group's own site when the group list gives it a domain, else its
 * practice field's legal Q&A here (as the footer's shortcuts link a field), else the
 * practice-field overview while the list is not known.
 */
export function crossServiceLinks(groups: readonly Center[] | undefined): CrossServiceLink[] {
  return CROSS_SERVICES.map(({ code, label }) => {
    const group = groups?.find((row) => row.code === code);
    if (group?.domain) return { code, label, href: `https://${group.domain}`, external: true };
    const href = group?.code_desc ? faqListPath(group.code_desc) : '/field/area';
    return { code, label, href, external: false };
  });
}
