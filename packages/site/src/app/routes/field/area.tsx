import type { ApiClient } from '@lawfirm/api-client';
import {
  centerListQueryOptions,
  faqGroupListQueryOptions,
  faqListQueryOptions,
  fieldListQueryOptions,
} from '@lawfirm/api-client/site-core';
import { FieldAreaPage } from '../../../index';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../../lib/page-head';

/**
 * The fields (the Q&A categories) and, for each, its case types (call #13 by code_desc); for a
 * Q&A-only category (no case types), the first page of its Q&A list (the one /faq/{code_desc}
 * shows), whose questions stand in for case types.
 */
async function loadAreas(queryClient: QueryClient, apiClient: ApiClient) {
  const groups = await queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient));
  await Promise.all(
    groups.data.list.map(async (group) => {
      const fields = await queryClient.ensureQueryData(
        fieldListQueryOptions(apiClient, group.code_desc),
      );
      if (fields.data.list.length === 0)
        await queryClient.ensureQueryData(
          faqListQueryOptions(apiClient, { code_desc: group.code_desc }),
        );
    }),
  );
}

// spec/site.md §2 /field/area: the practice-field pages, every field with its case types.
export const Route = createFileRoute('/field/area')({
  head: () => routeHead('/field/area'),
  loader: ({ context: { queryClient, apiClient } }) => loadAreas(queryClient, apiClient),
  component: FieldAreaRoute,
});

function FieldAreaRoute() {
  const { apiClient } = Route.useRouteContext();
  const groups = useSuspenseQuery(faqGroupListQueryOptions(apiClient)).data.data.list;
  const fieldLists = useSuspenseQueries({
    queries: groups.map((group) => fieldListQueryOptions(apiClient, group.code_desc)),
  });
  const qaOnly = groups.filter((_, index) => fieldLists[index]?.data.data.list.length === 0);
  const questionLists = useSuspenseQueries({
    queries: qaOnly.map((group) => faqListQueryOptions(apiClient, { code_desc: group.code_desc })),
  });
  const areas = groups.map((group, index) => ({
    group,
    fields: fieldLists[index]?.data.data.list ?? [],
    questions: questionLists[qaOnly.indexOf(group)]?.data.data.list,
  }));
  // The group list the layout loads for every page (spec/site.md §7 #1); without it, no centres.
  const centers = useQuery(centerListQueryOptions(apiClient)).data?.data;
  return <FieldAreaPage areas={areas} centers={centers} />;
}
