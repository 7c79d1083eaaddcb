// `pnpm dev`: one centre's site rendered on the server from its sources (DEV_PORT, 5174), the
// centre DEV_CENTER_CODE (CT0023 by default). Served by the api, the host chooses the centre.
import { DEV_API_ORIGIN, devPort } from '@repo/site-build/dev-settings';
import { startSiteDevServer } from '@repo/site-build/dev-server';

const port = devPort(5174);
await startSiteDevServer({
  appDir: import.meta.dirname + '/..',
  port,
  name: 'center-site',
  site: {
    centerCode: process.env.DEV_CENTER_CODE ?? 'CT0023',
    siteUrl: `http://localhost:${port}`,
    hasSubPages: true,
    mainSiteUrl: DEV_API_ORIGIN,
  },
});
