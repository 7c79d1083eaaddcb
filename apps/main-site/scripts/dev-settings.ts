// Development-only settings, shared by vite.config.ts and scripts/dev-server.ts.

/** The port of the dev server; DEV_PORT lets several run side by side. */
export const DEV_PORT = Number(process.env.DEV_PORT ?? 5173);

/** Where the api runs in development (`pnpm --filter @lawfirm/api dev`). */
export const DEV_API_ORIGIN = process.env.DEV_API_ORIGIN ?? 'http://127.0.0.1:3000';
