// The content pages' TanStack Query options (spec/site.md §2: home, about, strengths, info,
// success stories, FAQ, lawyers, offices, search, terms), without zod: each query loads its
// call, and with it the zod schema that checks the answer, when it first fetches in the browser;
// data the server rendered arrives dehydrated in the HTML and is not parsed again.
import type { ArticleListQueryInput } from '../entities/article-list';
import type { FaqListQueryInput } from '../calls/get-faq-list';
import type { IntegratedSearchQueryInput } from '../calls/get-integrated-search';
import type { LawyerListQueryInput } from '../calls/get-lawyer-list';
import type { ApiClient } from '../http/client';
import { queryOptions } from '../query-options';

export function homeLandingQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['home', 'landing'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-home-landing')).getHomeLanding(client, signal),
    staleTime: Infinity,
  });
}

export function statisticsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['statistics'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-statistics')).getStatistics(client, signal),
  });
}

export function partnerListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['partner', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-partner-list')).getPartnerList(client, signal),
    staleTime: Infinity,
  });
}

export function strengthListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['strength', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-strength-list')).getStrengthList(client, signal),
    staleTime: Infinity,
  });
}

export function strengthDetailQueryOptions(client: ApiClient, url: string) {
  return queryOptions({
    queryKey: ['strength', 'detail', url] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-strength-detail')).getStrengthDetail(client, url, signal),
    staleTime: Infinity,
  });
}

export function infoListQueryOptions(client: ApiClient, query: ArticleListQueryInput = {}) {
  return queryOptions({
    queryKey: ['info', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-info-list')).getInfoList(client, query, signal),
  });
}

export function infoDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['info', 'detail', idx] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-info-detail')).getInfoDetail(client, idx, signal),
  });
}

export function successListQueryOptions(client: ApiClient, query: ArticleListQueryInput = {}) {
  return queryOptions({
    queryKey: ['success', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-success-list')).getSuccessList(client, query, signal),
  });
}

export function successDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['success', 'detail', idx] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-success-detail')).getSuccessDetail(client, idx, signal),
  });
}

export function faqGroupListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['faq', 'groups'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-faq-group-list')).getFaqGroupList(client, signal),
    staleTime: Infinity,
  });
}

export function faqListQueryOptions(client: ApiClient, query: FaqListQueryInput = {}) {
  return queryOptions({
    queryKey: ['faq', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-faq-list')).getFaqList(client, query, signal),
  });
}

export function faqDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['faq', 'detail', idx] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-faq-detail')).getFaqDetail(client, idx, signal),
  });
}

export function lawyerListQueryOptions(client: ApiClient, query: LawyerListQueryInput = {}) {
  return queryOptions({
    queryKey: ['lawyer', 'list', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-lawyer-list')).getLawyerList(client, query, signal),
  });
}

export function officeListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['office', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-office-list')).getOfficeList(client, signal),
    staleTime: Infinity,
  });
}

export function seoFieldListQueryOptions(client: ApiClient, centerCode: string) {
  return queryOptions({
    queryKey: ['seo-field', 'list', centerCode] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-seo-field-list')).getSeoFieldList(
        client,
        { center_code: centerCode },
        signal,
      ),
    staleTime: Infinity,
  });
}

export function integratedSearchQueryOptions(client: ApiClient, query: IntegratedSearchQueryInput) {
  return queryOptions({
    queryKey: ['search', query] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-integrated-search')).getIntegratedSearch(client, query, signal),
  });
}

export function termsListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['terms', 'list'] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-terms-list')).getTermsList(client, signal),
  });
}

export function termDetailQueryOptions(client: ApiClient, termsCode: string) {
  return queryOptions({
    queryKey: ['terms', 'detail', termsCode] as const,
    queryFn: async ({ signal }) =>
      (await import('../calls/get-term-detail')).getTermDetail(client, termsCode, signal),
  });
}
