// Call #8 of spec/site.md §7: the browser navigates to /login/{provider} on the identity
// service, with the query clientKey and state. Not a fetch: this builds the URL, and the api
// validates the same query.
import { z } from 'zod';

import { providerSchema } from '../entities/member';
import { stateSchema } from '../entities/request-fields';

export { PROVIDER_LOGIN_PATH } from '../site/paths';

export const providerLoginParamsSchema = z.object({ provider: providerSchema });

export const providerLoginQuerySchema = z.object({
  /** The site's client key at the identity service: an identifier, never free text. */
  clientKey: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w.-]+$/, 'must be letters, digits, _, . or -'),
  state: stateSchema,
});

export type ProviderLoginParamsInput = z.input<typeof providerLoginParamsSchema>;
export type ProviderLoginQueryInput = z.input<typeof providerLoginQuerySchema>;

export { providerLoginUrl } from '../rules/sign-in-urls';
