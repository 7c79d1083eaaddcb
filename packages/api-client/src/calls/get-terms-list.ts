// Every term and policy (latest version of each), for a list of /common/term/{terms_code} links.
// Path ours.
import type { z } from 'zod';

import { listOf, withData } from '../entities/envelope';
import { termSchema } from '../entities/term';
import type { ApiClient } from '../http/client';
import { TERMS_LIST_PATH } from '../site/paths';

export { TERMS_LIST_PATH } from '../site/paths';

export const termsListResponseSchema = withData(listOf(termSchema));

export type TermsListResponse = z.infer<typeof termsListResponseSchema>;

export function getTermsList(client: ApiClient, signal?: AbortSignal): Promise<TermsListResponse> {
  return client.request(TERMS_LIST_PATH, { schema: termsListResponseSchema, signal });
}
