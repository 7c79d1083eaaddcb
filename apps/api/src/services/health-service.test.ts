import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

import type { Database } from '../db/create-database';
import * as schema from '../db/schema';
import { checkHealth } from './health-service';

// The healthy case runs in app.test.ts on every database; here, a server that is not there.
describe('checkHealth', () => {
  it('reports the database as unavailable when it does not answer, and passes the error on', async () => {
    // Port 9 (discard) has no Postgres behind it, so the real driver fails to connect.
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:9/none',
      connectionTimeoutMillis: 2000,
    });
    const database: Database = {
      db: drizzle({ client: pool, schema }),
      driver: 'postgres',
      close: () => pool.end(),
    };
    const errors: unknown[] = [];
    try {
      expect(await checkHealth(database, (error) => errors.push(error))).toEqual({
        status: 'unavailable',
        database: 'postgres',
      });
      expect(errors).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
