import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from the schema; the server applies them at start.
export default defineConfig({
  // An area may keep its tables in its own folder (server/areas/<area>/table.ts).
  schema: ['./server/db/schema/index.ts', './server/areas/*/table.ts'],
  out: './server/db/migrations',
  dialect: 'postgresql',
  migrations: { table: '__drizzle_migrations', schema: 'public' },
});
