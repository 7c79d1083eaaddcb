import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` reads this: migrations are SQL files under drizzle/, applied by
// the api itself at start-up (src/db/create-database.ts), so no connection is configured here.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
