// One success case (spec/site.md §2 Legal-topic article pages, §3 Article data). The success
// variant links its neighbours as pn.prev and pn.next (pathname, id, title) and may carry the case
// image (imgData, 382x510). Path ours.
import { z } from 'zod';

import { articleDataSchema } from '../entities/article';
import { withData } from '../entities/envelope';
import { fillPath } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { SUCCESS_DETAIL_PATH } from '../site/paths';

export { SUCCESS_DETAIL_PATH } from '../site/paths';

/** A neighbour of a success case; null shows "no previous post" or "no next post". */
export const successPostLinkSchema = z.object({
  /** The site path of the neighbour, e.g. /success/12. */
  pathname: z.string(),
  id: z.number().int(),
  title: z.string(),
});

export const successDetailSchema = articleDataSchema.extend({
  pn: z.object({
    prev: successPostLinkSchema.nullable(),
    next: successPostLinkSchema.nullable(),
  }),
});

export const successDetailResponseSchema = withData(successDetailSchema);

export type SuccessPostLink = z.infer<typeof successPostLinkSchema>;
export type SuccessDetail = z.infer<typeof successDetailSchema>;
export type SuccessDetailResponse = z.infer<typeof successDetailResponseSchema>;

export function getSuccessDetail(
  client: ApiClient,
  idx: number,
  signal?: AbortSignal,
): Promise<SuccessDetailResponse> {
  return client.request(fillPath(SUCCESS_DETAIL_PATH, { idx }), {
    schema: successDetailResponseSchema,
    signal,
  });
}
