// Every centre's site: packages/site's route tree, a centre's home's first view one chunk.
import { siteViteConfig } from '@repo/site-build';
import { CENTRE_HOME_FIRST_VIEW } from '@repo/site-build/chunk-groups';
import { devPort } from '@repo/site-build/dev-settings';

export default siteViteConfig({
  appDir: import.meta.dirname,
  homeFirstView: CENTRE_HOME_FIRST_VIEW,
  assetsDir: 'centre-assets',
  devPort: devPort(5174),
});
