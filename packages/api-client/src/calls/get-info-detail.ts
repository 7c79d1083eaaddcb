// One info article (spec/site.md §2 Legal-topic article pages, §3 Article data). The info variant
// links its neighbours as prevPost and nextPost (pathname, idx, title). Path ours.
import { z } from 'zod';

import { queryOptions } from '../query-options';
import { articleDataSchema } from '../entities/article';
import { withData } from '../entities/envelope';
import { fillPath } from '../entities/request-fields';
import type { ApiClient } from '../http/client';

/** Route in the api's (Fastify's) parameter syntax, filled in by fillPath. */
export const INFO_DETAIL_PATH = '/api/info/:idx';

/** A neighbour of an info article; null shows "no previous post" or "no next post". */
export const infoPostLinkSchema = z.object({
  /** The site path of the neighbour, e.g. /info/12. */
  pathname: z.string(),
  idx: z.number().int(),
  title: z.string(),
});

export const infoDetailSchema = articleDataSchema.extend({
  prevPost: infoPostLinkSchema.nullable(),
  nextPost: infoPostLinkSchema.nullable(),
});

export const infoDetailResponseSchema = withData(infoDetailSchema);

export type InfoPostLink = z.infer<typeof infoPostLinkSchema>;
export type InfoDetail = z.infer<typeof infoDetailSchema>;
export type InfoDetailResponse = z.infer<typeof infoDetailResponseSchema>;

export function getInfoDetail(
  client: ApiClient,
  idx: number,
  signal?: AbortSignal,
): Promise<InfoDetailResponse> {
  return client.request(fillPath(INFO_DETAIL_PATH, { idx }), {
    schema: infoDetailResponseSchema,
    signal,
  });
}

export function infoDetailQueryOptions(client: ApiClient, idx: number) {
  return queryOptions({
    queryKey: ['info', 'detail', idx] as const,
    queryFn: ({ signal }) => getInfoDetail(client, idx, signal),
  });
}
