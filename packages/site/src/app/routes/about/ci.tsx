import { CiPage } from '../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { loadFirmJsonLd } from '../../lib/firm-structured-data';
import { routeHead } from '../../lib/page-head';

// spec/site.md §2 Other firm pages; the path is ours (the spec shows none).
export const Route = createFileRoute('/about/ci')({
  loader: async ({ context }) => ({ structuredData: await loadFirmJsonLd(context) }),
  head: ({ loaderData }) => routeHead('/about/ci', loaderData?.structuredData),
  component: CiPage,
});
