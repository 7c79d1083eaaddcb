// The offices by region (spec/site.md §2 Office map, §3 Office): the 12 regions in the map's
// order, each with its offices; a region's first office is its default. /map/{key} reads its
// office from the same answer. Path ours.
import { z } from 'zod';

import { REGIONS } from '../constants';
import { enumOf } from '../entities/enum-of';
import { listOf, withData } from '../entities/envelope';
import { officeSchema } from '../entities/office';
import type { ApiClient } from '../http/client';
import { OFFICE_LIST_PATH } from '../site/paths';

export { OFFICE_LIST_PATH } from '../site/paths';

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
