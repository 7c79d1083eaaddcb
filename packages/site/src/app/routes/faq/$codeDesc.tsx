import { parseFaqListSearch, readFaqListSearch } from '../../../index';
import { createFileRoute } from '@tanstack/react-router';

import { faqListHead } from '../../lib/faq-list-head';
import { FaqListRoute, loadFaqList } from '../../lib/faq-list-route';

// spec/site.md §2 /faq/{code_desc}: the Legal Q&A list of one category; an unknown category is
// the not-found page, answered with 404.
export const Route = createFileRoute('/faq/$codeDesc')({
  validateSearch: parseFaqListSearch,
  loaderDeps: ({ search }) => readFaqListSearch(search),
  loader: ({ context: { queryClient, apiClient }, deps, params }) =>
    loadFaqList(queryClient, apiClient, { codeDesc: params.codeDesc, search: deps }),
  head: ({ loaderData, match, params }) =>
    faqListHead({ codeDesc: params.codeDesc, search: readFaqListSearch(match.search) }, loaderData),
  component: FaqCategoryRoute,
});

function FaqCategoryRoute() {
  const { apiClient } = Route.useRouteContext();
  const { codeDesc } = Route.useParams();
  const search = readFaqListSearch(Route.useSearch());
  return <FaqListRoute apiClient={apiClient} codeDesc={codeDesc} search={search} />;
}
