// The firm's main site: packages/site's route tree, its home's first view one chunk.
import { siteViteConfig } from '@repo/site-build';
import { HOME_FIRST_VIEW } from '@repo/site-build/chunk-groups';
import { devPort } from '@repo/site-build/dev-settings';

export default siteViteConfig({
  appDir: import.meta.dirname,
  homeFirstView: HOME_FIRST_VIEW,
  assetsDir: 'assets',
  devPort: devPort(5173),
});
