// `node dist/main.js`: read the settings, open (and migrate) the database, listen.
import { exitUnlessSupportedNode } from './node-version';
import { buildApp } from './app';
import { createDatabase } from './db/create-database';
import { describeError } from './describe-error';
import { loadSettingsOrExit } from './settings';

exitUnlessSupportedNode();
const settings = loadSettingsOrExit(process.env);
const database = await createDatabase(settings).catch((error: unknown) => {
  console.error(`Could not open the database: ${describeError(error)}`);
  process.exit(1);
});
const app = await buildApp(settings, { database }).catch(async (error: unknown) => {
  console.error(`Could not start the api: ${describeError(error)}`);
  await database.close();
  process.exit(1);
});

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', (signal) => void shutdown(signal));
process.once('SIGTERM', (signal) => void shutdown(signal));

try {
  const address = await app.listen({ port: settings.PORT, host: settings.HOST });
  app.log.info(
    { database: database.driver },
    `api listening at ${address} (docs at ${address}/docs)`,
  );
} catch (error) {
  app.log.error({ err: error }, 'could not start listening');
  await database.close();
  process.exit(1);
}
