import type { Database, DatabaseDriver } from '../db/create-database';
import { pingDatabase } from '../db/ping';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: DatabaseDriver;
}

/** Healthy means the database answers a query, not merely that the process is up. */
export async function checkHealth(
  database: Database,
  onError: (error: unknown) => void = () => {},
): Promise<HealthReport> {
  try {
    await pingDatabase(database.db);
    return { status: 'ok', database: database.driver };
  } catch (error) {
    onError(error);
    return { status: 'unavailable', database: database.driver };
  }
}
