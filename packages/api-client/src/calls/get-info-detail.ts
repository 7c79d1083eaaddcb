// One info article (spec/site.md §2 Legal-topic article pages, §3 Article data). The info variant
// links its neighbours as prevPost and nextPost (pathname, idx, title). Path ours.
import { z } from 'zod';

import { articleDataSchema } from '../entities/article';
import { withData } from '../entities/envelope';
import { fillPath } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { INFO_DETAIL_PATH } from '../site/paths';

export { INFO_DETAIL_PATH } from '../site/paths';

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
