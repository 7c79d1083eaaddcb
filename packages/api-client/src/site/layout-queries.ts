// The TanStack Query options of what every page's frame shows (spec/site.md §3 header, footer,
// quick menu; §4 top banner; §5 the consult form's case fields), without zod: each query loads
// its call, and with it the zod schema that checks the answer, when it first fetches in the
// browser; data the server rendered arrives dehydrated in the HTML.
import { CONSULTING_FIELD_CODE, FOOTER_TERMS_CACHE_MS, TERMS_FOOTER_ETC } from '../constants';
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function centerFooterListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['center-footer', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-center-footer-list')).getCenterFooterList(client, signal),
    // Footer data changes with a redeploy of the content, not during a visit.
    staleTime: Infinity,
  });
}

export function centerListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['center', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-center-list')).getCenterList(client, signal),
    staleTime: Infinity,
  });
}

export function fieldListQueryOptions(client: ApiClient, code: string = CONSULTING_FIELD_CODE) {
  return queryOptions({
    queryKey: ['field', 'list', code] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-field-list')).getFieldList(client, { code }, signal),
    staleTime: Infinity,
  });
}

export function footerTermsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['terms', 'footer', TERMS_FOOTER_ETC] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-footer-terms')).getFooterTerms(client, {}, signal),
    // spec/site.md §9 "Footer terms cache 30 minutes".
    staleTime: FOOTER_TERMS_CACHE_MS,
  });
}

/** The top banners of one site: the main site's (CT0000) or a centre's (spec/site.md §1). */
export function popupTopListQueryOptions(client: ApiClient, centerCode: string) {
  return queryOptions({
    queryKey: ['popup', 'top', 'list', centerCode] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-popup-top-list')).getPopupTopList(client, centerCode, signal),
    // spec/site.md §4: "fetched once, cached without expiry, and not refetched on window focus".
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
