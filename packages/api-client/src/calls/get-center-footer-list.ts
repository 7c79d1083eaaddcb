// Call #2 of spec/site.md §7: GET /api/center-footer/list, every group's footer data
// (spec/site.md §2 Footer). The spec does not show the answer; ours holds what the footer and
// the quick menu show, per group code.
import { z } from 'zod';

import { SOCIAL_LINK_KINDS } from '../constants';
import { withData } from '../entities/envelope';
import type { ApiClient } from '../http/client';
import { CENTER_FOOTER_LIST_PATH } from '../site/paths';

export { CENTER_FOOTER_LIST_PATH } from '../site/paths';

/** A social link: case search, blog, chat channel, video or photo-sharing. */
export const socialLinkSchema = z.object({
  kind: z.enum(SOCIAL_LINK_KINDS),
  /** Korean name of the service, for the link's label. */
  name: z.string(),
  url: z.string(),
});

/** The person who represents the firm (or the group), as a signature names them. */
export const firmRepresentativeSchema = z.object({
  /** The title before the name, e.g. 대표변호사. */
  title: z.string(),
  name: z.string(),
});

export const centerFooterSchema = z.object({
  /** The group code (CT0000 for the whole firm). */
  code: z.string(),
  company_name: z.string(),
  /** Business registration number, e.g. 123-45-67890. */
  business_number: z.string(),
  address: z.string(),
  /** The greeting's signature and the privacy policy's representative; null: none named. */
  representative: firmRepresentativeSchema.nullable(),
  /** Main consultation number; null: the site shows its own phone setting. */
  tel: z.string().nullable(),
  /** The two advertising-responsible lawyers' names. */
  ad_lawyers: z.array(z.string()),
  social_links: z.array(socialLinkSchema),
  /** The brochure the footer button downloads; null hides the button. */
  brochure_url: z.string().nullable(),
  /** The quick menu's online-consultation links: corporate (/consulting) and individual (/consult). */
  consult_links: z.object({ corporate: z.string(), individual: z.string() }),
});

export const centerFooterListResponseSchema = withData(z.array(centerFooterSchema));

export type FirmRepresentative = z.infer<typeof firmRepresentativeSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type CenterFooter = z.infer<typeof centerFooterSchema>;
export type CenterFooterListResponse = z.infer<typeof centerFooterListResponseSchema>;

export function getCenterFooterList(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<CenterFooterListResponse> {
  return client.request(CENTER_FOOTER_LIST_PATH, {
    schema: centerFooterListResponseSchema,
    signal,
  });
}
