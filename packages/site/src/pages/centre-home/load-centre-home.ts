// The loader of a centre's home: fills the QueryClient (on the server for the first page view,
// dehydrated into the HTML; in the browser on later navigations) and says what it loaded.
import type { ApiClient } from '@lawfirm/api-client';
import {
  centerListQueryOptions,
  officeListQueryOptions,
  seoFieldListQueryOptions,
  statisticsQueryOptions,
  strengthListQueryOptions,
} from '@lawfirm/api-client/site-core';
import type { ArticleKind } from '@lawfirm/api-client/site-core';
import type { QueryClient } from '@tanstack/react-query';

import { centreArticlesQuery, centreFaqQuery, centreLawyersQuery } from './centre-home-queries';
import { centrePlan } from './centre-plan';
import type { CentreCategory } from './centre-plan';

/** Which of the page's calls answered; the page reads only those from the cache. */
export interface CentreHomeLoaded {
  fields: boolean;
  strengths: boolean;
  offices: boolean;
  statistics: boolean;
  /** The faqSlug of each category whose Q&A list loaded. */
  faq: string[];
  /**
   * The code of each category whose success cases, info articles loaded; for lawyers, the
   * centre's own code too (its own lawyers come first).
   */
  success: string[];
  info: string[];
  lawyers: string[];
}

/** What `loadCentreHome` returns: the page's props, and what its head names. */
export interface CentreHomeData {
  centerCode: string;
  /** The centre's name (code_name of call #1); null when the group list does not give it. */
  name: string | null;
  /** The categories the centre groups (its children in the group list). */
  categories: CentreCategory[];
  loaded: CentreHomeLoaded;
}

/** Loads one query; a failure is only logged (spec/site.md §8) and its section left out. */
async function loadOrLog<T>(load: () => Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    console.error(`centre home: ${what} failed`, error);
    return undefined;
  }
}

/** The values of `keys` whose load succeeded. */
async function loadEach(
  keys: readonly string[],
  load: (key: string) => Promise<unknown>,
  what: string,
): Promise<string[]> {
  const results = await Promise.all(
    keys.map((key) => loadOrLog(() => load(key).then(() => true), `${what} ${key}`)),
  );
  return keys.filter((_key, index) => results[index] === true);
}

/**
 * Loads a centre's home into `queryClient`: the group list (call #1, for the centre's name and
 * categories), its fields (call #17), the firm's strengths, offices and statistics, then per
 * category its newest Q&A, success cases, info articles and lawyers. Articles are asked only
 * when the centre has fields to file them under. Never throws: a failed call loses its own
 * section (§8).
 */
export async function loadCentreHome(
  { queryClient, apiClient }: { queryClient: QueryClient; apiClient: ApiClient },
  centerCode: string,
): Promise<CentreHomeData> {
  const [groups, fields, strengths, offices, statistics] = await Promise.all([
    loadOrLog(() => queryClient.ensureQueryData(centerListQueryOptions(apiClient)), 'group list'),
    loadOrLog(
      () => queryClient.ensureQueryData(seoFieldListQueryOptions(apiClient, centerCode)),
      'fields',
    ),
    loadOrLog(() => queryClient.ensureQueryData(strengthListQueryOptions(apiClient)), 'strengths'),
    loadOrLog(() => queryClient.ensureQueryData(officeListQueryOptions(apiClient)), 'offices'),
    loadOrLog(() => queryClient.ensureQueryData(statisticsQueryOptions(apiClient)), 'statistics'),
  ]);
  const { name, categories } = centrePlan(groups?.data, centerCode);
  const codes = categories.map((category) => category.code);
  const articleCodes = fields && fields.length > 0 ? codes : [];
  const articles = (kind: ArticleKind) =>
    loadEach(
      articleCodes,
      (code) => queryClient.ensureQueryData(centreArticlesQuery(apiClient, kind, code)),
      `${kind} list`,
    );
  const [faq, success, info, lawyers] = await Promise.all([
    loadEach(
      categories.flatMap((category) => (category.faqSlug ? [category.faqSlug] : [])),
      (slug) => queryClient.ensureQueryData(centreFaqQuery(apiClient, slug)),
      'Q&A list',
    ),
    articles('success'),
    articles('info'),
    // The centre's own lawyers first, then its categories'.
    loadEach(
      [centerCode, ...codes],
      (code) => queryClient.ensureQueryData(centreLawyersQuery(apiClient, code)),
      'lawyer list',
    ),
  ]);
  return {
    centerCode,
    name,
    categories,
    loaded: {
      fields: fields !== undefined,
      strengths: strengths !== undefined,
      offices: offices !== undefined,
      statistics: statistics !== undefined,
      faq,
      success,
      info,
      lawyers,
    },
  };
}
