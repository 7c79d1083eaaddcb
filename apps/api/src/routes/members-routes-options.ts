import type { Auth } from '../auth';
import type { Db } from '../db/create-database';
import type { RetentionCipher } from '../services/members-retention';

/** What every members route plugin receives from members-routes.ts. */
export interface MembersRouteContext {
  db: Db;
  auth: Auth;
  retention: RetentionCipher;
}
