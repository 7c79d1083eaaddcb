// Development-only settings, shared by site-vite-config.ts and dev-server.ts.

/** Where the api runs in development (`pnpm --filter @lawfirm/api dev`). */
export const DEV_API_ORIGIN = process.env.DEV_API_ORIGIN ?? 'http://127.0.0.1:3000';

/** The dev server's port: DEV_PORT, else the app's own (5173 main site, 5174 centres). */
export const devPort = (appDefault: number): number => Number(process.env.DEV_PORT ?? appDefault);
