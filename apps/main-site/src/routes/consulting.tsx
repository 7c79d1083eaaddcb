import { ConsultingPage } from '@lawfirm/site';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../lib/page-head';

// spec/site.md §2 /consulting: the corporate consultation form.
export const Route = createFileRoute('/consulting')({
  head: () => routeHead('/consulting'),
  component: ConsultingPage,
});
