import { fieldListQueryOptions } from '@lawfirm/api-client/site-core';
import { ConsultingPage } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../lib/page-head';

// spec/site.md §2 /consulting: the corporate consultation form.
export const Route = createFileRoute('/consulting')({
  head: () => routeHead('/consulting'),
  // The form's case fields (call #13) are part of the first HTML: the select has its options
  // before hydration, and the browser neither fetches them nor loads their schema on start-up.
  // A failure is not dehydrated: the form then fetches the list itself, and can be sent
  // without a field meanwhile (spec/site.md §2, §8).
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.prefetchQuery(fieldListQueryOptions(apiClient)),
  component: ConsultingPage,
});
