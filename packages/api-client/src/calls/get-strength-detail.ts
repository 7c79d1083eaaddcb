// One strength (spec/site.md §2 /strength/{url}): its item, its page data (system blocks,
// consultation steps, lawyer circles) and the context every strength page shares. Path ours.
import { z } from 'zod';

import { withData } from '../entities/envelope';
import { fillPath, slugSchema } from '../entities/request-fields';
import { strengthItemSchema, strengthPageDataSchema } from '../entities/strength';
import type { ApiClient } from '../http/client';

import { strengthContextSchema } from './get-strength-list';
import { STRENGTH_DETAIL_PATH } from '../site/paths';

export { STRENGTH_DETAIL_PATH } from '../site/paths';

export const strengthDetailParamsSchema = z.object({ url: slugSchema });

export const strengthDetailSchema = strengthContextSchema.extend({
  item: strengthItemSchema,
  page: strengthPageDataSchema,
});

export const strengthDetailResponseSchema = withData(strengthDetailSchema);

export type StrengthDetailParamsInput = z.input<typeof strengthDetailParamsSchema>;
export type StrengthDetail = z.infer<typeof strengthDetailSchema>;
export type StrengthDetailResponse = z.infer<typeof strengthDetailResponseSchema>;

export function getStrengthDetail(
  client: ApiClient,
  url: string,
  signal?: AbortSignal,
): Promise<StrengthDetailResponse> {
  return client.request(fillPath(STRENGTH_DETAIL_PATH, { url }), {
    schema: strengthDetailResponseSchema,
    signal,
  });
}
