// The real server (server/main.ts) as a child process on the test database, for the tests that
// kill it mid-work (jobs-crash, imports-crash): a free port, a start that waits until it listens,
// the children killed after the file, and a poll until a condition holds.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, inject } from 'vitest';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls until `test` holds (fails after `ms`). */
export async function until<T>(what: string, read: () => Promise<T>, test: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (test(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await sleep(50);
  }
}

export const freePort = () => new Promise<number>((resolve, reject) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address() as net.AddressInfo;
    s.close(() => resolve(port));
  }).on('error', reject);
});

/** A starter of real servers for one test file (`dataDir`: its own folder of files); all are killed after the file. */
export function realServers(dataDir: string, env: Record<string, string>) {
  const children: ChildProcess[] = [];
  afterAll(() => { for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL'); });
  return async (port: number): Promise<ChildProcess> => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env, DATABASE_URL: inject('databaseUrl'), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent',
        DIST_DIR: 'data/no-dist', DATA_DIR: `${process.env.TEST_DB_DIR ?? 'data/test-api'}/${dataDir}`, SEED_DEMO: '', ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await until('server listening', () => fetch(`http://127.0.0.1:${port}/api/v1/`).then(() => true, () => false), Boolean, 60_000);
    return child;
  };
}
