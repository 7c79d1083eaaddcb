import { centerListQueryOptions } from '@lawfirm/api-client';
import { FIRM_HEADLINE, HomePage } from '@lawfirm/site';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { pageHead } from '../lib/page-head';

export const Route = createFileRoute('/')({
  head: () => pageHead(FIRM_HEADLINE),
  // Runs on the server for the first page view and in the browser on later navigations.
  // The query lands in the QueryClient, which is dehydrated into the HTML, so the browser
  // hydrates with the same groups and does not fetch them again.
  loader: async ({ context: { queryClient, apiClient } }) => {
    try {
      await queryClient.ensureQueryData(centerListQueryOptions(apiClient));
      return { centerListFailed: false };
    } catch (error) {
      // spec/site.md §7 call #1: a failed group list is only logged; the page still renders.
      console.error('center list failed', error);
      return { centerListFailed: true };
    }
  },
  component: HomeRoute,
});

function HomeRoute() {
  const { centerListFailed } = Route.useLoaderData();
  const { apiClient } = Route.useRouteContext();
  // After a failure the browser does not retry on its own: it renders what the server
  // rendered (the notice), so hydration matches; the next visit to / loads the list again.
  const { data } = useQuery({ ...centerListQueryOptions(apiClient), enabled: !centerListFailed });
  return <HomePage groups={data?.data} />;
}
