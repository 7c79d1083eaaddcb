// The offices by region (spec/site.md §2 Office map, §3 Office): the 12 regions in the map's
// order, each with its offices; a region's first office is its default. /map/{key} reads its
// office from the same answer. Path ours.
import { z } from 'zod';

import { queryOptions } from '../query-options';
import { REGIONS } from '../constants';
import { enumOf } from '../entities/enum-of';
import { listOf, withData } from '../entities/envelope';
import { officeSchema } from '../entities/office';
import type { ApiClient } from '../http/client';

export const OFFICE_LIST_PATH = '/api/office/list';

export const regionSchema = z.object({
  key: enumOf(REGIONS, 'key'),
  name: z.string(),
  offices: z.array(officeSchema),
});

export const officeListResponseSchema = withData(listOf(regionSchema));

export type Region = z.infer<typeof regionSchema>;
export type OfficeListResponse = z.infer<typeof officeListResponseSchema>;

export function getOfficeList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<OfficeListResponse> {
  return client.request(OFFICE_LIST_PATH, { schema: officeListResponseSchema, signal });
}

export function officeListQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: ['office', 'list'] as const,
    queryFn: ({ signal }) => getOfficeList(client, signal),
    staleTime: Infinity,
  });
}
