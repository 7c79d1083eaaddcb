// Call #11 of spec/site.md §7, second half: POST {auth host}/api/auth/token with the body jwt,
// credentials sent; "reads token". spec/site.md §4 Session sync uses it with the refreshed jwt.
import { z } from 'zod';

import { jwtSchema } from '../entities/request-fields';
import type { ApiClient } from '../http/client';

import { AUTH_TOKEN_PATH, authTokenResponseSchema } from './get-auth-token';
import type { AuthTokenResponse } from './get-auth-token';

export const authTokenBodySchema = z.strictObject({ jwt: jwtSchema });

export type AuthTokenBodyInput = z.input<typeof authTokenBodySchema>;

export function postAuthToken(
  authClient: ApiClient,
  body: AuthTokenBodyInput,
): Promise<AuthTokenResponse> {
  return authClient.request(AUTH_TOKEN_PATH, {
    method: 'POST',
    body,
    schema: authTokenResponseSchema,
  });
}
