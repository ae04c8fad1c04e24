// Several instances, proven (issue 32 §1): a PostgreSQL 15 server of its own, three API instances
// on it (one shared file folder, as S3 would be), HAProxy in front; a mixed load (lists, counts,
// writes, uploads, bulk jobs, an import); kill -9 of the instance running a bulk job, its restart,
// then kill -9 of another. Report in tests/bench/results/cluster.md: failed requests (and whether
// they were in flight at a kill), acknowledged writes missing (must be 0), jobs of a dead instance
// taken over (within a minute), the every-minute scheduled job run once per minute, the token rate
// limit shared by the instances. Also (§3) a replica made by pg_basebackup: the instances read
// their lists, counts, exports and dashboards from it (DATABASE_READ_URL).
// Run: npm run test:cluster [-- --seconds 150] (needs Debian's postgresql-15 and haproxy; as root
// the servers run as `postgres`). Not part of npm test / .ci/run: it takes ~5 minutes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Load } from './load';
import { kill9, sleep, startHaproxy, startInstance, startPrimary, startReplica, type Instance } from './procs';
import { report, type Facts, type Kill } from './report';

const arg = (name: string, fallback: number) => { const at = process.argv.indexOf(name); return at > 0 ? Number(process.argv[at + 1]) : fallback; };
const SECONDS = arg('--seconds', 150);
const BASE_PORT = arg('--port', 8390);
const RATE = 20;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-'));
fs.chmodSync(root, 0o755);
const files = path.join(root, 'app-data');
fs.mkdirSync(files);

const primary = startPrimary(root, BASE_PORT);
let replica: ReturnType<typeof startReplica> | null = null;
const instances: Instance[] = [1, 2, 3].map((n) => ({ name: `i${n}`, port: BASE_PORT + 10 + n, child: null, log: path.join(root, `i${n}.log`) }));
let proxy: ReturnType<typeof startHaproxy> | null = null;
const pool = new pg.Pool({ connectionString: primary.url(), max: 4 });
const envOf = (inst: Instance, extra: Record<string, string> = {}) => ({
  DATABASE_URL: `${primary.url()}?application_name=${inst.name}`,
  ...(replica ? { DATABASE_READ_URL: `${replica.url()}?application_name=${inst.name}-read` } : {}),
  DATA_DIR: files, DIST_DIR: path.join(root, 'no-dist'), LOG_LEVEL: 'warn', TRUST_PROXY: '1',
  TOKEN_RATE_LIMIT: String(RATE), BULK_JOB_THRESHOLD: '50', BULK_BATCH_SIZE: '25', BULK_JOB_LANES: '1',
  JOB_POLL_SECONDS: '2', SMTP_HOST: '', S3_BUCKET: '', ...extra,
});
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

async function cleanup() {
  for (const i of instances) await kill9(i).catch(() => {});
  proxy?.kill('SIGKILL');
  await pool.end().catch(() => {});
  replica?.stop();
  primary.stop();
  if (!process.argv.includes('--keep')) fs.rmSync(root, { recursive: true, force: true });
}

/** Which instance holds the liveness lock of a running job (server/jobs/liveness.ts), by application_name. */
async function holderOf(jobId: string): Promise<string | null> {
  const { rows } = await pool.query<{ app: string }>(`SELECT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.classid = 4242002 AND l.objid = hashtext($1)::oid AND l.granted`, [jobId]);
  return rows[0]?.app ?? null;
}

try {
  log(`PostgreSQL 15 on ${BASE_PORT}; first instance (migrations, demo seed)`);
  await startInstance(instances[0], envOf(instances[0], { SEED_DEMO: '1' }));
  await kill9(instances[0]); // the seed done; all three start the same way below
  replica = startReplica(root, primary, BASE_PORT + 1);
  log('replica made by pg_basebackup; three instances starting together');
  await Promise.all(instances.map((i) => startInstance(i, envOf(i))));
  proxy = startHaproxy(root, BASE_PORT + 5, instances);
  const base = `http://127.0.0.1:${BASE_PORT + 5}`;
  await sleep(1500);
  const login = async (username: string) => {
    const r = await fetch(`${base}/api/v1/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'demo2026' }) });
    if (!r.ok) throw new Error(`login ${username}: ${r.status}`);
    return ((await r.json()) as { token: string }).token;
  };
  const token = await login('admin@demo.fr');
  const { rows: [demo] } = await pool.query<{ company: number; site: number; building: number }>(`
    SELECT c.id AS company, f.id AS site, (SELECT id FROM buildings WHERE factory_id = f.id ORDER BY id LIMIT 1) AS building
    FROM companies c JOIN factories f ON f.company_id = c.id WHERE c.name = 'Démo Industrie'
    ORDER BY (SELECT count(*) FROM elements e WHERE e.factory_id = f.id) DESC LIMIT 1`);
  const load = new Load(base, token, demo.company);

  /** A bulk job over the site's elements (a job past BULK_JOB_THRESHOLD, small batches: it lasts). */
  const buildings = (await pool.query<{ id: number }>('SELECT id FROM buildings WHERE factory_id = $1 ORDER BY id', [demo.site])).rows.map((r) => r.id);
  let flip = 0;
  async function bulkJob(): Promise<string | null> {
    const b = buildings[flip++ % buildings.length] ?? demo.building;
    const r = await load.call('bulk', 'POST', '/api/v1/elements/bulk/', JSON.stringify({ action: 'update', all: true, filter: { factory: String(demo.site) }, data: { building: b } }));
    return r.status === 202 ? (r.json.job.id as string) : null;
  }
  /** An import: the template sent back as is (its analysis job refuses the example rows). */
  async function importJob(): Promise<number | null> {
    const tpl = await fetch(`${base}/api/v1/imports/template/?object_type=elements`, { headers: { authorization: `Token ${token}` } });
    const form = new FormData();
    form.append('object_type', 'elements');
    form.append('action_type', 'create');
    form.append('file', new Blob([await tpl.arrayBuffer()]), 'modele.xlsx');
    const r = await load.call('import', 'POST', '/api/v1/imports/', form, '');
    return r.status === 201 ? (r.json.id as number) : null;
  }

  log(`mixed load for ${SECONDS} s through HAProxy on ${BASE_PORT + 5}`);
  load.start(4, 2, 1);
  const imports: (number | null)[] = [await importJob()];
  const kills: Kill[] = [];
  /** Starts a bulk job, waits until some instance runs it, kills that one (or `fallback`). */
  async function killRunner(avoid: string | null): Promise<Instance> {
    for (let tries = 0; tries < 5; tries++) {
      const job = await bulkJob();
      if (!job) continue;
      for (let i = 0; i < 100; i++) {
        const holder = await holderOf(job);
        const inst = instances.find((x) => x.name === holder && x.child);
        if (inst && inst.name !== avoid) {
          await kill9(inst);
          kills.push({ instance: inst.name, at: Date.now() - load.t0, jobs: [job] });
          return inst;
        }
        if (holder) break;
        await sleep(20);
      }
    }
    const inst = instances.find((x) => x.child && x.name !== avoid)!;
    await kill9(inst);
    kills.push({ instance: inst.name, at: Date.now() - load.t0, jobs: [] });
    return inst;
  }
  await sleep(SECONDS * 150);
  const first = await killRunner(null);
  log(`kill -9 ${first.name} (running bulk job ${kills[0].jobs[0] ?? 'none caught'})`);
  await sleep(SECONDS * 200);
  imports.push(await importJob());
  await startInstance(first, envOf(first));
  log(`${first.name} restarted`);
  kills[0].restartedAt = Date.now() - load.t0;
  await sleep(SECONDS * 200);
  const second = await killRunner(first.name);
  log(`kill -9 ${second.name} (running bulk job ${kills[1].jobs[0] ?? 'none caught'})`);
  await sleep(SECONDS * 450);
  await load.stop();
  log('load stopped; checking');

  const facts: Facts = { seconds: SECONDS, kills, imports: [], jobs: [], rate: { limit: RATE, ok: 0, limited: 0, other: 0 }, scheduled: [], writes: { acked: 0, missing: [], unsure: 0, unsureFound: 0 }, replica: null, ryw: { tries: 0, found: 0 }, scheduledJobs: 0 };
  // Jobs of the dead instances: done (by another instance) within a minute of the kill?
  for (const k of kills) {
    for (const job of k.jobs) {
      let row: { status: string; finished: number | null; attempts: number } | undefined;
      for (let i = 0; i < 120; i++) {
        row = (await pool.query(`SELECT status, attempts, (extract(epoch FROM finished_at) * 1000)::float8 AS finished FROM job_runs WHERE id = $1`, [job])).rows[0];
        if (row?.status === 'done' || row?.status === 'failed') break;
        await sleep(500);
      }
      facts.jobs.push({ job, instance: k.instance, status: row?.status ?? '?', attempts: row?.attempts ?? 0, afterKillMs: row?.finished ? row.finished - (load.t0 + k.at) : null });
    }
  }
  for (const id of imports) {
    if (!id) { facts.imports.push({ id: null, status: 'not created' }); continue; }
    let status = '?';
    for (let i = 0; i < 120; i++) {
      status = (await pool.query<{ status: string }>('SELECT status::text FROM imports WHERE id = $1', [id])).rows[0]?.status ?? '?';
      if (!['being_analysed', 'applying', 'pending'].includes(status)) break;
      await sleep(500);
    }
    facts.imports.push({ id, status });
  }
  // Every acknowledged write is in the database; the unsure ones are either there or not (never half).
  const tags = new Set((await pool.query<{ id: number }>('SELECT id FROM tags')).rows.map((r) => r.id));
  const docs = new Set((await pool.query<{ id: number }>('SELECT id FROM documents')).rows.map((r) => r.id));
  facts.writes.acked = load.acks.length;
  facts.writes.missing = load.acks.filter((a) => !(a.kind === 'tag' ? tags : docs).has(a.id)).map((a) => `${a.kind} ${a.id}`);
  facts.writes.unsure = load.unsure.length;
  const names = new Set((await pool.query<{ name: string }>(`SELECT name FROM tags WHERE name LIKE 'cluster-%' UNION ALL SELECT name FROM documents WHERE name LIKE 'cluster-%'`)).rows.map((r) => r.name));
  facts.writes.unsureFound = load.unsure.filter((u) => names.has(u.name)).length;
  // The every-minute notification job, scheduled by all three instances: pg-boss's cron inserts one
  // 'send-it' job per minute slot (singleton), which then sends the job: one job per slot.
  facts.scheduled = (await pool.query<{ minute: string; n: number }>(`SELECT to_char(singleton_on, 'HH24:MI') AS minute, count(*)::int AS n
    FROM pgboss.job WHERE name = '__pgboss__send-it' AND singleton_key = 'notify-events' GROUP BY 1 ORDER BY 1`)).rows;
  facts.scheduledJobs = (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'notify-events'`)).rows[0].n;
  // Read your writes through the proxy: a tag created, then the tag list searched at once (the
  // GET lands on another instance two times in three: round robin).
  for (let i = 0; i < 30; i++) {
    const name = `ryw-${i}-${Date.now()}`;
    const made = await load.call('ryw', 'POST', '/api/v1/tags/', JSON.stringify({ name, company: demo.company }));
    const found = await load.call('ryw', 'GET', `/api/v1/tags/?search=${name}`);
    if (made.status === 201 && found.json?.results?.some((t: { name: string }) => t.name === name)) facts.ryw.found++;
    facts.ryw.tries++;
  }
  // The token rate limit across the instances (round robin): RATE answered, the rest 429.
  const corpo = await login('admin@corpo.fr');
  const ids = (await pool.query<{ company: number; site: number; reg: number }>(`SELECT c.id AS company, f.id AS site, (SELECT min(id) FROM regulations) AS reg
    FROM companies c JOIN factories f ON f.company_id = c.id WHERE c.tier = 'corpo' ORDER BY f.id LIMIT 1`)).rows[0];
  const made = await fetch(`${base}/api/v1/tokens/`, { method: 'POST', headers: { authorization: `Token ${corpo}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'cluster', company: ids.company, factories: [ids.site], regulations: [ids.reg] }) });
  const key = made.ok ? ((await made.json()) as { key: string }).key : null;
  for (let i = 0; key && i < RATE * 3; i++) {
    const s = (await fetch(`${base}/api/v1/user/me/`, { headers: { authorization: `Token ${key}` } })).status;
    if (s === 200) facts.rate.ok++; else if (s === 429) facts.rate.limited++; else facts.rate.other++;
  }
  if (!key) facts.rate.other = -made.status;
  // The replica: in use (instances' read connections on it) and caught up.
  if (replica) {
    const rp = new pg.Pool({ connectionString: replica.url(), max: 1 });
    const { rows: [r] } = await rp.query<{ recovery: boolean; reads: number; lag: string | null }>(`SELECT pg_is_in_recovery() AS recovery,
      (SELECT count(*)::int FROM pg_stat_activity WHERE application_name LIKE 'i%-read') AS reads,
      (now() - pg_last_xact_replay_timestamp())::text AS lag`);
    const tagsOnReplica = (await rp.query<{ n: number }>(`SELECT count(*)::int AS n FROM tags WHERE name LIKE 'cluster-%'`)).rows[0].n;
    await rp.end();
    facts.replica = { ...r, tagsOnReplica, tagsOnPrimary: (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM tags WHERE name LIKE 'cluster-%'`)).rows[0].n };
  }
  const file = path.join(import.meta.dirname, '..', 'bench', 'results', 'cluster.md');
  fs.writeFileSync(file, report(facts, load));
  log(`report written to ${path.relative(process.cwd(), file)}`);
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
process.exit(process.exitCode ?? 0);
