// Call #10 of spec/site.md §7: GET /api/lawfirm/app/user with cookies, the signed-in member
// ("reads result, data.email, data.name, data.provider"). Without a session the api answers 401.
import type { z } from 'zod';

import { withData } from '../entities/envelope';
import { memberSchema } from '../entities/member';
import type { ApiClient } from '../http/client';
import { APP_USER_PATH } from '../site/paths';

export { APP_USER_PATH } from '../site/paths';

export const appUserResponseSchema = withData(memberSchema);

export type AppUserResponse = z.infer<typeof appUserResponseSchema>;

export function getAppUser(client: ApiClient, signal?: AbortSignal): Promise<AppUserResponse> {
  return client.request(APP_USER_PATH, { schema: appUserResponseSchema, signal });
}
