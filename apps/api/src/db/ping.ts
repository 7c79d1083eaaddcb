import { sql } from 'drizzle-orm';

import type { Db } from './create-database';

/** A round trip to the database; rejects when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
