import {
  officeListQueryOptions,
  seoFieldListQueryOptions,
  statisticsQueryOptions,
  strengthListQueryOptions,
} from '@lawfirm/api-client/site-core';
import type {
  ArticleKind,
  ArticleSummary,
  CaseField,
  FaqItem,
  Lawyer,
  Statistics,
  StrengthList,
} from '@lawfirm/api-client/site-core';
import { useQueries, useQuery } from '@tanstack/react-query';

import { useSiteSettings } from '../../settings/site-settings';

import { CENTRE_HOME_LIMITS } from './centre-home-constants';
import {
  articlesUnderFields,
  centreFaqEntries,
  centreLawyers,
  regionsWithOffices,
} from './centre-home-content';
import type { RegionOffices } from './centre-home-content';
import { centreArticlesQuery, centreFaqQuery, centreLawyersQuery } from './centre-home-queries';
import type { CentreCategory } from './centre-plan';
import type { CentreHomeData } from './load-centre-home';

/** What the page shows; an empty list or undefined leaves its section out. */
export interface CentreHomeContent {
  fields: CaseField[];
  strengths: StrengthList | undefined;
  /** The categories with Q&A entries: the Q&A section's "더 보기" links. */
  faqCategories: CentreCategory[];
  faqEntries: FaqItem[];
  /** Per kind, the articles shown and the categories whose list "더 보기" links to. */
  articles: Record<ArticleKind, { items: ArticleSummary[]; categories: CentreCategory[] }>;
  lawyers: Lawyer[];
  regions: RegionOffices[];
  statistics: Statistics | undefined;
}

/**
 * A centre's home from the cache `loadCentreHome` filled: only the queries that loaded are
 * read, so the browser renders what the server rendered and asks again for nothing that failed
 * (spec/site.md §8: a failure is only logged). Without a loader (a story) they fetch.
 */
export function useCentreHome({ centerCode, categories, loaded }: CentreHomeData) {
  const { apiClient } = useSiteSettings();
  const fields = useQuery({
    ...seoFieldListQueryOptions(apiClient, centerCode),
    enabled: loaded.fields,
  });
  const strengths = useQuery({ ...strengthListQueryOptions(apiClient), enabled: loaded.strengths });
  const offices = useQuery({ ...officeListQueryOptions(apiClient), enabled: loaded.offices });
  const statistics = useQuery({
    ...statisticsQueryOptions(apiClient),
    enabled: loaded.statistics,
  });

  const faqCategories = categories.filter(
    (category) => category.faqSlug !== undefined && loaded.faq.includes(category.faqSlug),
  );
  const faqLists = useQueries({
    queries: faqCategories.map((category) => centreFaqQuery(apiClient, category.faqSlug ?? '')),
  });
  const withCode = (codes: readonly string[]) =>
    categories.filter((category) => codes.includes(category.code));
  const successCategories = withCode(loaded.success);
  const infoCategories = withCode(loaded.info);
  const successLists = useQueries({
    queries: successCategories.map((category) =>
      centreArticlesQuery(apiClient, 'success', category.code),
    ),
  });
  const infoLists = useQueries({
    queries: infoCategories.map((category) =>
      centreArticlesQuery(apiClient, 'info', category.code),
    ),
  });
  const lawyerLists = useQueries({
    queries: loaded.lawyers.map((code) => centreLawyersQuery(apiClient, code)),
  });

  const fieldList = fields.data ?? [];
  const articlesOf = (lists: typeof successLists, listCategories: CentreCategory[]) => {
    const answered = lists.map((list) => list.data?.data.list ?? []);
    return {
      items: articlesUnderFields(answered, fieldList, CENTRE_HOME_LIMITS.articles),
      // "더 보기" leads only to the lists that have an article under the centre's fields.
      categories: listCategories.filter(
        (_category, index) => articlesUnderFields([answered[index] ?? []], fieldList, 1).length > 0,
      ),
    };
  };
  const faqAnswered = faqLists.map((list) => list.data?.data.list ?? []);
  const content: CentreHomeContent = {
    fields: fieldList,
    strengths: strengths.data?.data,
    faqCategories: faqCategories.filter(
      (_category, index) => (faqAnswered[index]?.length ?? 0) > 0,
    ),
    faqEntries: centreFaqEntries(faqAnswered, CENTRE_HOME_LIMITS.faq),
    articles: {
      success: articlesOf(successLists, successCategories),
      info: articlesOf(infoLists, infoCategories),
    },
    lawyers: centreLawyers(
      lawyerLists.map((list) => list.data?.data.list ?? []),
      CENTRE_HOME_LIMITS.lawyers,
    ),
    regions: regionsWithOffices(offices.data?.data.list ?? []),
    statistics: statistics.data?.data,
  };
  return content;
}
