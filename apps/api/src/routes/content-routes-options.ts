import type { Database } from '../db/create-database';

/** What every content route plugin receives. */
export interface ContentRoutesOptions {
  database: Database;
}
