import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { chromiumLaunchOptions } from '@repo/chromium';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Ports of the product under test, apart from `npm start`'s 3000/3100 so both can run. */
export const ports = {
  api: Number(process.env.E2E_API_PORT ?? 3900),
  demo: Number(process.env.E2E_DEMO_PORT ?? 3901),
  /** The sign-in providers' stand-in (tooling/identity-provider). */
  identity: Number(process.env.E2E_IDENTITY_PORT ?? 3903),
};

export const demoUrl = `http://127.0.0.1:${ports.demo}/`;

export const screenshotDir = join(repoRoot, 'results', 'screenshots');

/** The widths every page is looked at (spec breakpoints: mobile, tablet, desktop). */
export const viewports = {
  mobile: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;
