import type { PopupBanner } from '@lawfirm/api-client/site-core';

export interface BannerLinkAttributes {
  href: string;
  target: '_self' | '_blank';
  rel: string | undefined;
}

/**
 * spec/site.md §2: "The link target comes from the banner's link type" and "External links
 * get nofollow; the firm's own links do not". Own links are relative ones and those on the
 * site's own origin. A new window also gets noopener, so the opened page cannot reach back.
 */
export function bannerLinkAttributes(
  banner: Pick<PopupBanner, 'p_link' | 'link_type'>,
  siteOrigin: string,
): BannerLinkAttributes {
  const url = new URL(banner.p_link, siteOrigin);
  const external = url.origin !== new URL(siteOrigin).origin;
  const rel = [external ? 'nofollow' : '', banner.link_type === '_blank' ? 'noopener' : '']
    .filter(Boolean)
    .join(' ');
  return { href: banner.p_link, target: banner.link_type, rel: rel || undefined };
}
