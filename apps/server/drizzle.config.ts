import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per domain; src/db/schema.ts re-exports them all for the app (schema.test.ts checks it).
  schema: './src/db/schema/',
  out: './src/db/migrations',
});
