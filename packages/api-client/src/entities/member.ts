// A signed-in member as the site keeps it (spec/site.md §3 Login info: email, name, provider,
// isLogin) and as call #10 reads it.
import { z } from 'zod';

import { INTEREST_CATEGORIES, PROVIDERS } from '../constants';

import { enumOf } from './enum-of';

export const providerSchema = z.enum(PROVIDERS);

/** §3 Category codes for interest selection. */
export const interestCategoryCodeSchema = enumOf(INTEREST_CATEGORIES, 'code');

export const memberSchema = z.object({
  /** Null when the provider shares no e-mail address. */
  email: z.string().nullable(),
  /** Null until the provider or the sign-up gives one. */
  name: z.string().nullable(),
  provider: providerSchema,
  /**
   * Whether the member has sent the sign-up data (name, phone, device; call #19). A first
   * sign-in is not yet signed up: the site then takes the member through sign-up (§2 Sign-up).
   */
  signedUp: z.boolean(),
  /** The interests chosen at sign-up (§3 category codes, step 1) … */
  categories: z.array(interestCategoryCodeSchema),
  /** … and the case types (type_idx values, step 2). */
  fields: z.array(z.number().int().positive()),
});

/** The login state: the member's fields when signed in, nothing else when not. */
export const loginInfoSchema = z.discriminatedUnion('isLogin', [
  memberSchema.extend({ isLogin: z.literal(true) }),
  z.object({ isLogin: z.literal(false) }),
]);

export type Provider = z.infer<typeof providerSchema>;
export type Member = z.infer<typeof memberSchema>;
export type LoginInfo = z.infer<typeof loginInfoSchema>;
