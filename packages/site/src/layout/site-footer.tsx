import {
  centerFooterListQueryOptions,
  centerListQueryOptions,
  footerTermsQueryOptions,
} from '@lawfirm/api-client/site-core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';

import { DEFAULT_CENTER_CODE } from '../constants';
import { staticUrl, useSiteSettings } from '../settings/site-settings';

import { brochureLinks } from './footer/brochures';
import { FooterView } from './footer/footer-view';
import { groupShortcuts } from './footer/group-shortcuts';

/**
 * spec/site.md §2 Footer with its data: the group list (#1), the groups' footers (#2) and the
 * footer terms (#3, cached 30 min). Failures are only logged (§8); the footer then shows what
 * it has (the firm's name and phone at least).
 */
export function SiteFooter() {
  const settings = useSiteSettings();
  const { apiClient, centerCode, phone, mainSiteUrl } = settings;
  const groups = useQuery(centerListQueryOptions(apiClient));
  const footers = useQuery(centerFooterListQueryOptions(apiClient));
  const terms = useQuery(footerTermsQueryOptions(apiClient));

  const failure = groups.error ?? footers.error ?? terms.error;
  useEffect(() => {
    if (failure) console.error('footer data failed', failure);
  }, [failure]);

  // spec/site.md §1: each group has its own footer; a centre without a row of its own shows the
  // firm's, whose business facts are the same.
  const rows = footers.data?.data;
  const footer =
    rows?.find((row) => row.code === centerCode) ??
    rows?.find((row) => row.code === DEFAULT_CENTER_CODE);
  const shortcuts = useMemo(
    () => groupShortcuts(groups.data?.data ?? [], mainSiteUrl),
    [groups.data, mainSiteUrl],
  );
  const brochures = brochureLinks(footer?.brochure_url, (path) => staticUrl(settings, path));

  return (
    <FooterView
      footer={footer}
      phone={phone}
      terms={terms.data?.data.list ?? []}
      shortcuts={shortcuts}
      brochures={brochures}
    />
  );
}
