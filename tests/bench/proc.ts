// Helpers of the benches that drive the real server as a child process: start/stop it, read
// its memory from /proc (Linux only), and download a response without keeping it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';

const START_S = Number(process.env.BENCH_START_S ?? 60);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Memory {
  /** Resident set size now, in bytes (VmRSS). */
  rss: number;
  /** Peak resident set size since start or the last resetPeak (VmHWM), in bytes. */
  hwm: number;
}

export async function memoryOf(pid: number): Promise<Memory> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** CPU time (user + system) of a process so far, in ms (Linux clock ticks of 10 ms). */
export async function cpuOf(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}

/**
 * CPU time of a PostgreSQL server so far, in ms: its postmaster and every child alive now (the
 * backends of open connections, background workers). Read before and after some work on open
 * connections, the difference is what the server spent on it, whatever else runs on the machine.
 */
export async function postgresCpu(dataDir: string): Promise<number> {
  const pid = Number((await fs.readFile(`${dataDir}/postmaster.pid`, 'utf8')).split('\n')[0]);
  const children = (await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')).trim().split(/\s+/).filter(Boolean);
  const times = await Promise.all([pid, ...children.map(Number)].map(cpuOf));
  return times.reduce((a, b) => a + b, 0);
}

/** Resets VmHWM to the current RSS (Linux >= 4.0, `echo 5 > clear_refs`); false when refused. */
export async function resetPeak(pid: number): Promise<boolean> {
  return fs.writeFile(`/proc/${pid}/clear_refs`, '5').then(() => true, () => false);
}

/** Samples VmRSS every `ms`; stop() gives the largest sample and the sample count. */
export function sampleRss(pid: number, ms = 50) {
  let max = 0;
  let count = 0;
  const tick = () => void memoryOf(pid).then((m) => { max = Math.max(max, m.rss); count++; }, () => {});
  tick();
  const timer = setInterval(tick, ms);
  return {
    stop: async () => {
      clearInterval(timer);
      const last = await memoryOf(pid);
      return { max: Math.max(max, last.rss), samples: count + 1 };
    },
  };
}

export interface Server {
  pid: number;
  base: string;
  stop: () => Promise<void>;
}

/** Starts `node [nodeArgs] --import tsx server/main.ts` with `env` added, and waits for /api/v1/health/. */
export async function startServer(port: number, env: Record<string, string>, nodeArgs: string[] = []): Promise<Server> {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the server of any bench.
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...extra, '--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => { stderr = (stderr + d.toString()).slice(-4000); process.stderr.write(d); });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (await Promise.race([exited.then(() => true), sleep(20_000).then(() => false)])) return;
    child.kill('SIGKILL');
    await exited;
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${stderr}`);
    const ok = await fetch(`${base}/api/v1/health/`).then((r) => r.ok, () => false);
    if (ok) return { pid: child.pid!, base, stop };
    // A start on a shared, loaded machine (a million elements) may take longer: BENCH_START_S.
    if (Date.now() - started > START_S * 1000) {
      await stop();
      throw new Error(`the server did not answer within ${START_S} s: ${stderr}`);
    }
    await sleep(100);
  }
}

export interface Download {
  status: number;
  contentType: string;
  bytes: number;
  /** Line feeds seen (CSV: header + rows). */
  lines: number;
  /** Time to the first body byte, ms. */
  ttfbMs: number;
  ms: number;
  /** The first bytes (a zip starts with "PK"). */
  head: string;
}

/** GETs `url` and reads the body as it comes, counting bytes and line feeds, keeping nothing. */
export async function download(url: string, headers: Record<string, string>): Promise<Download> {
  const started = performance.now();
  const res = await fetch(url, { headers });
  let bytes = 0;
  let lines = 0;
  let ttfbMs = 0;
  let head = '';
  const reader = res.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    const buf = Buffer.from(part.value.buffer, part.value.byteOffset, part.value.byteLength);
    if (!bytes) { ttfbMs = performance.now() - started; head = buf.subarray(0, 4).toString('latin1'); }
    bytes += buf.length;
    for (let i = buf.indexOf(10); i !== -1; i = buf.indexOf(10, i + 1)) lines++;
  }
  return {
    status: res.status, contentType: res.headers.get('content-type') ?? '', bytes, lines, ttfbMs, ms: performance.now() - started, head,
  };
}
