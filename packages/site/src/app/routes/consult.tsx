import { ConsultPage } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../lib/page-head';

// spec/site.md §2 /consult: individual consultation.
export const Route = createFileRoute('/consult')({
  head: () => routeHead('/consult'),
  component: ConsultPage,
});
