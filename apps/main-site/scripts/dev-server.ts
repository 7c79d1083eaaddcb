// `pnpm dev`: the main site rendered on the server from its sources (DEV_PORT, 5173).
import { startSiteDevServer } from '@repo/site-build/dev-server';
import { devPort } from '@repo/site-build/dev-settings';

await startSiteDevServer({
  appDir: import.meta.dirname + '/..',
  port: devPort(5173),
  name: 'main-site',
});
