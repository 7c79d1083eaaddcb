import { ApiError, MAX_IDX } from '@lawfirm/api-client';
import {
  faqDetailPath,
  faqDetailQueryOptions,
  faqGroupListQueryOptions,
} from '@lawfirm/api-client/site-core';
import { FAQ_COPY, FaqDetailPage, excerptOf } from '@lawfirm/site';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';

import { pageHead } from '../../../lib/page-head';

/** A positive whole number as written in the path; anything else is no entry. */
function idxOf(param: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(param)) return undefined;
  const idx = Number(param);
  return idx <= MAX_IDX ? idx : undefined;
}

/** Characters of the question a detail's meta description takes. */
const DESCRIPTION_LENGTH = 150;

// spec/site.md §2 /faq/detail/{idx}: one Q&A entry; an unknown or malformed idx is the
// not-found page, answered with 404.
export const Route = createFileRoute('/faq/detail/$idx')({
  loader: async ({ context: { queryClient, apiClient }, params }) => {
    const idx = idxOf(params.idx);
    if (idx === undefined) throw notFound();
    try {
      const [{ data }] = await Promise.all([
        queryClient.ensureQueryData(faqDetailQueryOptions(apiClient, idx)),
        queryClient.ensureQueryData(faqGroupListQueryOptions(apiClient)),
      ]);
      return { idx, question: data.question, contents: data.question_contents };
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ loaderData }) =>
    pageHead(loaderData ? `${loaderData.question} | ${FAQ_COPY.title}` : undefined, {
      description: loaderData ? excerptOf(loaderData.contents, DESCRIPTION_LENGTH) : undefined,
      canonicalPath: loaderData ? faqDetailPath(loaderData.idx) : undefined,
    }),
  component: FaqDetailRoute,
});

function FaqDetailRoute() {
  const { apiClient } = Route.useRouteContext();
  const { idx } = Route.useLoaderData();
  const { data } = useSuspenseQuery(faqDetailQueryOptions(apiClient, idx));
  const groups = useSuspenseQuery(faqGroupListQueryOptions(apiClient)).data.data.list;
  const group = groups.find((item) => item.code === data.data.code);
  return <FaqDetailPage detail={data.data} group={group} />;
}
