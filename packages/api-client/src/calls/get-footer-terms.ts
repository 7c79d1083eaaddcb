// Call #3 of spec/site.md §7: GET /api/terms/footer/latest?etc=webfooter, the latest version of
// each term the footer links to. "Reads list; cached 30 min."
import { z } from 'zod';

import { TERMS_FOOTER_ETC } from '../constants';
import { listOf, withData } from '../entities/envelope';
import { slugSchema } from '../entities/request-fields';
import { termSchema } from '../entities/term';
import type { ApiClient } from '../http/client';
import { FOOTER_TERMS_PATH } from '../site/paths';

export { FOOTER_TERMS_PATH } from '../site/paths';

export const footerTermsQuerySchema = z.object({
  /** Where the terms are listed; the footer asks for `webfooter`. */
  etc: slugSchema.default(TERMS_FOOTER_ETC),
});

export const footerTermsResponseSchema = withData(listOf(termSchema));

export type FooterTermsQueryInput = z.input<typeof footerTermsQuerySchema>;
export type FooterTermsResponse = z.infer<typeof footerTermsResponseSchema>;

export function getFooterTerms(
  client: ApiClient,
  query: FooterTermsQueryInput = {},
  signal?: AbortSignal,
): Promise<FooterTermsResponse> {
  return client.request(FOOTER_TERMS_PATH, {
    query: { etc: query.etc ?? TERMS_FOOTER_ETC },
    schema: footerTermsResponseSchema,
    signal,
  });
}
