// What the firm's structured data says about it, from the firm's own data: the footer the api
// gives for the whole firm (spec/site.md §2 Footer: name, business registration number, address,
// social links) and the site's main phone setting (§9 "Main phone {phone}").
import type { CenterFooter } from '@lawfirm/api-client/site-core';

import { FIRM_NAME } from '../constants';

export interface FirmProfile {
  name: string;
  /** The number as the site shows it: 1800-7905. */
  phone: string;
  /** The head office's address; absent when the footer could not be loaded. */
  address?: string;
  /** The business registration number (사업자등록번호). */
  businessNumber?: string;
  /** The firm's own channels elsewhere (blog, video, photos): schema.org's sameAs. */
  profileUrls: string[];
}

/** Social link kinds that are the firm's profiles on other services, not pages or chats. */
const PROFILE_KINDS: ReadonlySet<string> = new Set(['blog', 'video', 'photo']);

/**
 * The firm's profile. A footer's social link counts only when it is an absolute http(s) URL of
 * another site: the client area's case search is a page of this site, not a profile.
 */
export function firmProfile(
  footer: CenterFooter | undefined,
  phone: string,
  siteUrl: string,
): FirmProfile {
  const siteOrigin = originOf(siteUrl);
  const profileUrls = (footer?.social_links ?? [])
    .filter((link) => PROFILE_KINDS.has(link.kind))
    .map((link) => link.url)
    .filter((url) => {
      const origin = originOf(url);
      return origin !== undefined && origin !== siteOrigin;
    });
  return {
    name: footer?.company_name || FIRM_NAME,
    phone: footer?.tel ?? phone,
    ...(footer?.address ? { address: footer.address } : {}),
    ...(footer?.business_number ? { businessNumber: footer.business_number } : {}),
    profileUrls: [...new Set(profileUrls)],
  };
}

function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * A Korean number in the international form search engines ask for: 1800-7905 is
 * +82-1800-7905, 02-7865-7905 is +82-2-7865-7905 (the trunk prefix 0 dropped).
 */
export function internationalPhone(phone: string): string {
  const digits = phone.trim();
  if (digits.startsWith('+')) return digits;
  return `+82-${digits.replace(/^0/, '')}`;
}
