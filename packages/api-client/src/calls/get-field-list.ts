// Call #13 of spec/site.md §7: GET /api/field/list?code=corporation, the case fields of a
// category ("reads data.list, used for the case-field select"). `code` is the category's
// code_desc.
import { z } from 'zod';

import { caseFieldSchema } from '../entities/case-field';
import { listOf, withData } from '../entities/envelope';
import { slugSchema } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { FIELD_LIST_PATH } from '../site/paths';

export { FIELD_LIST_PATH } from '../site/paths';

export const fieldListQuerySchema = z.object({ code: slugSchema });

export const fieldListResponseSchema = withData(listOf(caseFieldSchema));

export type FieldListQueryInput = z.input<typeof fieldListQuerySchema>;
export type FieldListResponse = z.infer<typeof fieldListResponseSchema>;

export function getFieldList(
  client: ApiClient,
  query: FieldListQueryInput,
  signal?: AbortSignal,
): Promise<FieldListResponse> {
  return client.request(FIELD_LIST_PATH, { query, schema: fieldListResponseSchema, signal });
}
