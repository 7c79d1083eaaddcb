// What the api's one-shot commands (`node dist/seed.js`, `node dist/purge-withdrawn.js`) share:
// read the settings, open and migrate the configured database, run, close it. A failure is
// logged in one line and exits with 1.
import { exitUnlessSupportedNode } from './node-version';
import pino from 'pino';
import type { Logger } from 'pino';

import { createDatabase } from './db/create-database';
import type { Database } from './db/create-database';
import { describeError } from './describe-error';
import { loadSettingsOrExit } from './settings';
import type { Settings } from './settings';

export interface CommandContext {
  database: Database;
  settings: Settings;
  log: Logger;
  /** Where the data is, for the log: DATABASE_URL or the PGlite folder. */
  target: string;
}

export async function runDatabaseCommand(
  run: (context: CommandContext) => Promise<void>,
): Promise<void> {
  exitUnlessSupportedNode();
  const settings = loadSettingsOrExit(process.env);
  const log = pino({ level: settings.LOG_LEVEL });
  const database = await createDatabase(settings).catch((error: unknown) => {
    log.fatal(`Could not open the database: ${describeError(error)}`);
    process.exit(1);
  });
  const target = database.driver === 'postgres' ? 'DATABASE_URL' : settings.DATA_DIR;
  try {
    await run({ database, settings, log, target });
  } catch (error) {
    log.fatal(describeError(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
