// The Legal Q&A categories (spec/site.md §2 Legal Q&A side menu and §3 FAQ group). Not a call of
// §7 ("FAQ list data and search are supplied by the parent page"); path ours.
import type { z } from 'zod';

import { listOf, withData } from '../entities/envelope';
import { faqGroupSchema } from '../entities/faq';
import type { ApiClient } from '../http/client';
import { FAQ_GROUP_LIST_PATH } from '../site/paths';

export { FAQ_GROUP_LIST_PATH } from '../site/paths';

export const faqGroupListResponseSchema = withData(listOf(faqGroupSchema));

export type FaqGroupListResponse = z.infer<typeof faqGroupListResponseSchema>;

export function getFaqGroupList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<FaqGroupListResponse> {
  return client.request(FAQ_GROUP_LIST_PATH, { schema: faqGroupListResponseSchema, signal });
}
