// The cluster run's processes: a PostgreSQL 15 server of its own (Debian's binaries, initdb in a
// temporary folder, run as `postgres` when we are root), optionally a streaming replica made by
// pg_basebackup, API instances (server/main.ts) and HAProxy in front of them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = process.getuid?.() === 0;
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs a PostgreSQL tool as the owner of the data folders (postgres when we are root). */
function pgTool(tool: string, args: string[]): string {
  const bin = path.join(PG_BIN, tool);
  return asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', bin, ...args], { encoding: 'utf8' })
    : execFileSync(bin, args, { encoding: 'utf8' });
}

export interface PgServer { dir: string; port: number; url: (db?: string) => string; stop(): void }

function ownedDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
}

function startPg(dir: string, port: number): PgServer {
  // The socket beside the data folder (pg_basebackup would copy a socket inside it), in a folder of its owner's.
  const sockets = `${dir}-socket`;
  ownedDir(sockets);
  pgTool('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o',
    `-p ${port} -k ${sockets} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=256MB -c fsync=on`, 'start']);
  return {
    dir, port,
    url: (db = 'conformity') => `postgres://postgres@127.0.0.1:${port}/${db}`,
    stop: () => { try { pgTool('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']); } catch { /* already stopped */ } },
  };
}

/** initdb (trust on loopback, replication allowed), start, and create the database. */
export function startPrimary(root: string, port: number): PgServer {
  const dir = path.join(root, 'primary');
  ownedDir(dir);
  pgTool('initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  fs.appendFileSync(path.join(dir, 'postgresql.conf'), '\nwal_level = replica\nmax_wal_senders = 5\nhot_standby = on\n');
  const pg = startPg(dir, port);
  pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'conformity']);
  return pg;
}

/** A streaming replica of `primary` made by pg_basebackup (-R writes standby.signal and the connection). */
export function startReplica(root: string, primary: PgServer, port: number): PgServer {
  const dir = path.join(root, 'replica');
  ownedDir(dir);
  pgTool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dir, '-R', '-X', 'stream', '-c', 'fast']);
  return startPg(dir, port);
}

export interface Instance { name: string; port: number; child: ChildProcess | null; log: string }

/** Starts server/main.ts on `port`; resolves once its health route answers. */
export async function startInstance(inst: Instance, env: Record<string, string>): Promise<void> {
  const out = fs.openSync(inst.log, 'a');
  inst.child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(inst.port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  const end = Date.now() + 120_000;
  for (;;) {
    if (inst.child.exitCode !== null) throw new Error(`${inst.name} exited with ${inst.child.exitCode} (see ${inst.log})`);
    const ok = await fetch(`http://127.0.0.1:${inst.port}/api/v1/health/`).then((r) => r.ok, () => false);
    if (ok) return;
    if (Date.now() > end) throw new Error(`${inst.name} did not start`);
    await sleep(200);
  }
}

/** kill -9: no shutdown, open connections cut, running jobs left behind. */
export async function kill9(inst: Instance): Promise<void> {
  const child = inst.child;
  if (!child || child.exitCode !== null) return;
  const gone = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await gone;
  inst.child = null;
}

/**
 * HAProxy in front of the instances: health checks every 500 ms (down after 2 failures), a
 * request that failed on a dead server is sent to another (`retry-on` + `option redispatch`);
 * HAProxy retries after a response only for idempotent methods, and a write only when its
 * connection failed (it never reached a server).
 */
export function startHaproxy(root: string, port: number, instances: Instance[]): ChildProcess {
  const cfg = path.join(root, 'haproxy.cfg');
  fs.writeFileSync(cfg, [
    'global', '  maxconn 2000', '', 'defaults', '  mode http', '  timeout connect 2s', '  timeout client 60s',
    '  timeout server 60s', '  retries 3', '  option redispatch 1', '  retry-on conn-failure empty-response response-timeout 502 503 504',
    '  option http-server-close', '', `frontend api`, `  bind 127.0.0.1:${port}`, '  default_backend instances', '',
    'backend instances', '  balance roundrobin', '  option httpchk GET /api/v1/health/', '  http-check expect status 200',
    ...instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check inter 500 fall 2 rise 2`), '',
  ].join('\n'));
  execFileSync('haproxy', ['-c', '-f', cfg], { stdio: 'ignore' });
  return spawn('haproxy', ['-db', '-f', cfg], { stdio: ['ignore', 'ignore', 'ignore'] });
}
