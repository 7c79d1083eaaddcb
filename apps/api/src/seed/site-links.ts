// Every link and e-mail address the seed writes is built here from one origin: the site's public
// origin, PUBLIC_URL, where the api serves the site (README "Settings"). So the seeded data points
// at the deployment it was written for, no host is spelled anywhere else, and no address can
// reach a real person: the demo people's mailboxes are under the firm's own domain.
import { DEFAULT_PUBLIC_URL } from '../settings';

export interface SiteLinks {
  /** The site's origin, `https://daeryun.co.kr` or `http://localhost:3000`. */
  origin: string;
  /** An absolute URL of a page of the site: `page('/map/seoul')`. */
  page(path: string): string;
  /** The host of one of the firm's own sites, a sub-domain of the site's: `forensic.<host>`. */
  subHost(label: string): string;
  /** The origin of such a site: `https://forensic.<host>`, with the site's scheme and port. */
  subSite(label: string): string;
  /** An e-mail address under the site's domain: `onyu.demo@<domain>`. */
  email(localPart: string): string;
}

export function siteLinks(siteOrigin: string): SiteLinks {
  const origin = new URL(siteOrigin);
  const subHost = (label: string) => `${label}.${origin.host}`;
  return {
    origin: origin.origin,
    page: (path) => new URL(path, origin).href,
    subHost,
    subSite: (label) => `${origin.protocol}//${subHost(label)}`,
    email: (localPart) => `${localPart}@${origin.hostname}`,
  };
}

/** The links of a seed written without a configured origin (tests, and PUBLIC_URL's default). */
export const LOCAL_SITE_LINKS = siteLinks(DEFAULT_PUBLIC_URL);
