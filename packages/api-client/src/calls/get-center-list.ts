// Call #1 of spec/site.md §7: GET /api/center/list, the groups (the whole firm CT0000,
// practice-area categories and centres). Fetched on every page; a failure is only logged.
import { z } from 'zod';

import { GROUP_CODE_PATTERN } from '../constants';
import type { ApiClient } from '../http/client';
import { CENTER_LIST_PATH } from '../site/paths';

export { CENTER_LIST_PATH } from '../site/paths';

export const centerChildSchema = z.object({
  code: z.string(),
  code_name: z.string(),
  /** Link URL of the child entry. */
  etc2: z.string().nullable(),
});

export const centerSchema = z.object({
  code: z.string().regex(GROUP_CODE_PATTERN, 'group codes look like CT0000 or ICT0005'),
  code_name: z.string(),
  code_desc: z.string(),
  /** `centre` for a centre of the firm, `in_center` for a group inside a centre, null otherwise. */
  parent_code: z.string().nullable(),
  etc: z.string().nullable(),
  domain: z.string().nullable(),
  gubun: z.string().nullable(),
  children: z.array(centerChildSchema),
});

export const centerListResponseSchema = z.object({
  result: z.boolean(),
  data: z.array(centerSchema),
});

export type Center = z.infer<typeof centerSchema>;
export type CenterChild = z.infer<typeof centerChildSchema>;
export type CenterListResponse = z.infer<typeof centerListResponseSchema>;

export function getCenterList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CenterListResponse> {
  return client.request(CENTER_LIST_PATH, { schema: centerListResponseSchema, signal });
}
