import { InquirePage } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../lib/page-head';

// spec/site.md §2 /inquire: the customer satisfaction centre.
export const Route = createFileRoute('/inquire')({
  head: () => routeHead('/inquire'),
  component: InquirePage,
});
