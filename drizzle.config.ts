import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes SQL migrations from the schema; the server applies them at start.
export default defineConfig({
  // Each table lives with what owns it: an area's in server/areas/<area>/table.ts (a table that
  // would close an import cycle in table-<name>.ts), the sign-in's, the job runner's and the
  // files' in server/<part>/table.ts. Shared column helpers: server/db/columns.ts.
  schema: ['./server/areas/*/table.ts', './server/areas/*/table-*.ts', './server/*/table.ts'],
  out: './server/db/migrations',
  dialect: 'postgresql',
  migrations: { table: '__drizzle_migrations', schema: 'public' },
});
