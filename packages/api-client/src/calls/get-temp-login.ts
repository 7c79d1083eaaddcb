// Call #9 of spec/site.md §7: the browser navigates to /api/app/auth/temp (tester-only, while
// its flag is on), with the query jwt and state. This builds the URL; the api validates the same
// query.
import { z } from 'zod';

import { jwtSchema, stateSchema } from '../entities/request-fields';

export { TEMP_LOGIN_PATH } from '../site/paths';

export const tempLoginQuerySchema = z.object({ jwt: jwtSchema, state: stateSchema });

export type TempLoginQueryInput = z.input<typeof tempLoginQuerySchema>;

export { tempLoginUrl } from '../rules/sign-in-urls';
