// A signed-in member as the site keeps it (spec/site.md §3 Login info: email, name, provider,
// isLogin) and as call #10 reads it.
import { z } from 'zod';

import { PROVIDERS } from '../constants';

export const providerSchema = z.enum(PROVIDERS);

export const memberSchema = z.object({
  /** Null when the provider shares no e-mail address. */
  email: z.string().nullable(),
  /** Null until the provider or the sign-up gives one. */
  name: z.string().nullable(),
  provider: providerSchema,
});

/** The login state: the member's fields when signed in, nothing else when not. */
export const loginInfoSchema = z.discriminatedUnion('isLogin', [
  memberSchema.extend({ isLogin: z.literal(true) }),
  z.object({ isLogin: z.literal(false) }),
]);

export type Provider = z.infer<typeof providerSchema>;
export type Member = z.infer<typeof memberSchema>;
export type LoginInfo = z.infer<typeof loginInfoSchema>;
