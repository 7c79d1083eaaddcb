import { seoFieldListQueryOptions } from '@lawfirm/api-client/site-core';
import { ConsultPage } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../lib/page-head';
import { pageSiteSettings } from '../lib/page-site';

// spec/site.md §2 /consult: individual consultation.
export const Route = createFileRoute('/consult')({
  head: () => routeHead('/consult'),
  // The form's case fields (the site's own, call #17) are in the first HTML, as /consulting's:
  // the select has its options before hydration. A failure answers an empty list, and the form
  // can be sent without a field.
  loader: ({ context: { queryClient, apiClient } }) =>
    queryClient.prefetchQuery(seoFieldListQueryOptions(apiClient, pageSiteSettings().centerCode)),
  component: ConsultPage,
});
