// The home landing block (spec/site.md §2 Home): hash-tag keywords and four link cards. Path ours.
import { z } from 'zod';

import { withData } from '../entities/envelope';
import type { ApiClient } from '../http/client';
import { HOME_LANDING_PATH } from '../site/paths';

export { HOME_LANDING_PATH } from '../site/paths';

export const homeLinkCardSchema = z.object({
  title: z.string(),
  /** Holds PHONE_PLACEHOLDER ('{phone}'), which the site replaces with the phone number. */
  subText: z.string(),
  link: z.string(),
  newTab: z.boolean(),
});

export const homeLandingSchema = z.object({
  /** A keyword with a middle dot (·) is searched with a space instead; the site does that. */
  hashTags: z.array(z.string()),
  /** Four cards (HOME_LINK_CARD_COUNT). */
  linkCards: z.array(homeLinkCardSchema),
});

export const homeLandingResponseSchema = withData(homeLandingSchema);

export type HomeLinkCard = z.infer<typeof homeLinkCardSchema>;
export type HomeLanding = z.infer<typeof homeLandingSchema>;
export type HomeLandingResponse = z.infer<typeof homeLandingResponseSchema>;

export function getHomeLanding(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<HomeLandingResponse> {
  return client.request(HOME_LANDING_PATH, { schema: homeLandingResponseSchema, signal });
}
