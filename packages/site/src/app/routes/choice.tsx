import { ChoicePage } from '../../index';
import { createFileRoute } from '@tanstack/react-router';

import { routeHead } from '../lib/page-head';

// spec/site.md §2 /choice: consultation reservation (online, chat messenger, phone).
export const Route = createFileRoute('/choice')({
  head: () => routeHead('/choice'),
  component: ChoicePage,
});
