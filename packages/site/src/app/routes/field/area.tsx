import type { ApiClient } from '@lawfirm/api-client';
import {
  centerListQueryOptions,
  faqGroupListQueryOptions,
  fieldListQueryOptions,
} from '@lawfirm/api-client/site-core';
import { FieldAreaPage } from '../../../index';
import type { QueryClient } from '@tanstack/react-query';
import { useQuery, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../../lib/page-head';

/** The fields (the Q&A categories) and, for each, its case types (call #13 by code_desc). */
async function loadAreas(queryClient: QueryClient, apiClient: ApiClient) {
  const groups = await queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient));
  await Promise.all(
    groups.data.list.map((group) =>
      queryClient.ensureQueryData(fieldListQueryOptions(apiClient, group.code_desc)),
    ),
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
  const areas = groups.map((group, index) => ({
    group,
    fields: fieldLists[index]?.data.data.list ?? [],
  }));
  // The group list the layout loads for every page (spec/site.md §7 #1); without it, no centres.
  const centers = useQuery(centerListQueryOptions(apiClient)).data?.data;
  return <FieldAreaPage areas={areas} centers={centers} />;
}
