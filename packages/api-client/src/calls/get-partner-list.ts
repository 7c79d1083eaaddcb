// The partner logos of the logo carousel (spec/site.md §2 Other firm pages, §3 Partner logo).
// Path ours.
import { z } from 'zod';

import { listOf, withData } from '../entities/envelope';
import type { ApiClient } from '../http/client';
import { PARTNER_LIST_PATH } from '../site/paths';

export { PARTNER_LIST_PATH } from '../site/paths';

export const partnerLogoSchema = z.object({
  name: z.string(),
  /** The partner's site. */
  url: z.string(),
  /** Logo image URL. */
  logo: z.string(),
});

export const partnerListResponseSchema = withData(listOf(partnerLogoSchema));

export type PartnerLogo = z.infer<typeof partnerLogoSchema>;
export type PartnerListResponse = z.infer<typeof partnerListResponseSchema>;

export function getPartnerList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<PartnerListResponse> {
  return client.request(PARTNER_LIST_PATH, { schema: partnerListResponseSchema, signal });
}
