import { parseFaqListSearch, readFaqListSearch } from '../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { faqListHead } from '../../lib/faq-list-head';
import { FaqListRoute, loadFaqList } from '../../lib/faq-list-route';

// spec/site.md §2 /faq: the Legal Q&A list of every category, searchable and paged (§5, §9).
export const Route = createFileRoute('/faq/')({
  validateSearch: parseFaqListSearch,
  loaderDeps: ({ search }) => readFaqListSearch(search),
  loader: ({ context: { queryClient, apiClient }, deps }) =>
    loadFaqList(queryClient, apiClient, { search: deps }),
  head: ({ loaderData, match }) =>
    faqListHead({ search: readFaqListSearch(match.search) }, loaderData),
  component: FaqIndexRoute,
});

function FaqIndexRoute() {
  const { apiClient } = Route.useRouteContext();
  const search = readFaqListSearch(Route.useSearch());
  return <FaqListRoute apiClient={apiClient} search={search} />;
}
