// Call #13 of spec/site.md §7: GET /api/field/list?code=corporation, the case fields of a
// category ("reads data.list, used for the case-field select"). `code` is the category's
// code_desc.
import { z } from 'zod';

import { queryOptions } from '../query-options';
import { CONSULTING_FIELD_CODE } from '../constants';
import { caseFieldSchema } from '../entities/case-field';
import { listOf, withData } from '../entities/envelope';
import { slugSchema } from '../entities/request-fields';
import type { ApiClient } from '../http/client';

export const FIELD_LIST_PATH = '/api/field/list';

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

export function fieldListQueryOptions(client: ApiClient, code: string = CONSULTING_FIELD_CODE) {
  return queryOptions({
    queryKey: ['field', 'list', code] as const,
    queryFn: ({ signal }) => getFieldList(client, { code }, signal),
    staleTime: Infinity,
  });
}
