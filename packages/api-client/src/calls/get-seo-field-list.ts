// Call #17 of spec/site.md §7: GET /api/mng/app/seo-template/field/list-by-center?center_code=…,
// the case fields of a group ("returns result and data, a list of type_idx and tag_title. On
// failure returns an empty list").
import { z } from 'zod';

import { caseFieldSchema } from '../entities/case-field';
import type { CaseField } from '../entities/case-field';
import { withData } from '../entities/envelope';
import { groupCodeSchema } from '../entities/request-fields';
import type { ApiClient } from '../http/client';
import { isApiError } from '../http/errors';
import { SEO_FIELD_LIST_PATH } from '../site/paths';

export { SEO_FIELD_LIST_PATH } from '../site/paths';

export const seoFieldListQuerySchema = z.object({ center_code: groupCodeSchema });

export const seoFieldListResponseSchema = withData(z.array(caseFieldSchema));

export type SeoFieldListQueryInput = z.input<typeof seoFieldListQuerySchema>;
export type SeoFieldListResponse = z.infer<typeof seoFieldListResponseSchema>;

/** The fields, or [] on any failure (a false result included), as the spec says. */
export async function getSeoFieldList(
  client: ApiClient,
  query: SeoFieldListQueryInput,
  signal?: AbortSignal,
): Promise<CaseField[]> {
  try {
    const response = await client.request(SEO_FIELD_LIST_PATH, {
      query,
      schema: seoFieldListResponseSchema,
      signal,
    });
    return response.result ? response.data : [];
  } catch (error) {
    // A cancelled query is not a failure: an empty list must not be cached for it.
    if (isApiError(error) && error.code === 'ABORTED') throw error;
    return [];
  }
}
