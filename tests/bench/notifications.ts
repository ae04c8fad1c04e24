// Notifications at scale (issue 30, item 6): the daily deadline reminders and the weekly digest
// for N users (10,000) of 'Bench Industrie' (1,000,000 elements: seeded-bench.ts), run as the
// server runs them: the real server as a child process, the jobs put on its queue (pg-boss) and
// taken by its workers, the mails sent over SMTP to a real peer (smtp-server, notify-setup.ts).
// Measured: wall time (job created → finished, database clock), the server's peak RSS and CPU,
// mails per second, mails received against the users whose switch is on, duplicates; then a
// sample of mails' numbers against GET /controls/count/ as that user (correctness at scale), and
// a rerun of each job (the sent-log: nothing sent twice).
// Run: node --import tsx tests/bench/notifications.ts [--users 10000] [--elements 1000000]
//   [--only reminders|digest] [--smtp-rate N: the server's SMTP_MAX_PER_SECOND]
//   [--peer-delay-ms N: the peer's answer time] [--database-url URL] [--out FILE] [--timeout-min 90]
// With --database-url (a database seeded once by `npm run seed:bench`, reused by several runs),
// the sent-log rows of today's reminders and this week's digest are deleted first, so each run
// starts from the same state; BENCH_SERVER_NODE_ARGS passes flags to the server (proc.ts).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { parisDay } from '../../server/areas/elements/conformity';
import { isoWeek } from '../../server/areas/notifications/digest';
import { DIGEST_JOB, LONG_RUN_SECONDS, REMINDERS_JOB } from '../../server/areas/notifications/jobs';
import { createSession } from '../../server/auth/sessions';
import { t } from '../../server/http/i18n';
import { createJobs } from '../../server/jobs/create-jobs';
import { createLogger } from '../../server/log';
import { PROFILES, createUsers, startPeer, type BenchUser } from './notify-setup';
import { cpuOf, memoryOf, resetPeak, sampleRss } from './proc';
import { arg, intArg, seededBench } from './seeded-bench';

const USERS = intArg('--users', 10_000);
const ELEMENTS = intArg('--elements', 1_000_000);
const RATE = Number(arg('--smtp-rate') ?? 0);
const PEER_DELAY = Number(arg('--peer-delay-ms') ?? 0);
const TIMEOUT_MS = intArg('--timeout-min', 90) * 60_000;
const ONLY = arg('--only');
if (ONLY && ONLY !== 'reminders' && ONLY !== 'digest') throw new Error('--only: reminders or digest');
const OUT = arg('--out') ?? path.join(import.meta.dirname, 'results', 'notifications.md');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const loadStart = load();
const bench = await seededBench('notify-bench-', { elements: ELEMENTS, sites: 50, url: arg('--database-url') });
// A reused database: this period's sent-log of both jobs out (the bench users' own go with them below).
await bench.pool.query(`DELETE FROM notifications WHERE (kind = 'deadline_reminder' AND period = $1) OR (kind = 'weekly_digest' AND period = $2)`,
  [parisDay(), isoWeek()]);
const started = performance.now();
const users = await createUsers(bench.pool, bench.company, USERS);
const usersMs = performance.now() - started;
// The sample: two users of each profile with both switches on, one per language when there is.
const sample: BenchUser[] = [];
for (const p of new Set(PROFILES)) {
  const of = users.filter((u) => u.profile === p && u.reminder && u.digest);
  sample.push(...[of.find((u) => u.language === 'fr'), of.find((u) => u.language === 'en')].filter((u): u is BenchUser => !!u));
}
const sampled = new Set(sample.map((u) => u.email));
const peer = await startPeer((to) => sampled.has(to), PEER_DELAY);
const server = await bench.serve({
  SMTP_HOST: '127.0.0.1', SMTP_PORT: String(peer.port), MAIL_FROM: 'Conformité <no-reply@bench.example>',
  NOTIFY_SCHEDULES: '0', PUBLIC_URL: 'https://conformite.bench.example', ...(RATE > 0 ? { SMTP_MAX_PER_SECOND: String(RATE) } : {}),
});
const jobs = await createJobs({ pool: bench.pool, log: createLogger('warn'), concurrency: 1 });

interface Run {
  label: string; kind: string; expected: number; mails: number; duplicates: number; ms: number; attempts: number;
  status: string; mailsPerSecond: number; rssBefore: number; peak: number; cpuMs: number; result: unknown; load: [string, string];
}

/** Puts `job` on the queue, waits for its run to end, and measures it. */
async function run(label: string, job: string, kind: string, expected: number): Promise<Run> {
  const from = peer.received.length;
  const loadBefore = os.loadavg()[0].toFixed(1);
  const rssBefore = (await memoryOf(server.pid)).rss;
  const hwmReset = await resetPeak(server.pid);
  const rss = sampleRss(server.pid, 200);
  const cpu0 = await cpuOf(server.pid);
  const id = await jobs.enqueue(job, {}, {}, { expireInSeconds: LONG_RUN_SECONDS });
  const t0 = performance.now();
  let r: { status: string; attempts: number; result: unknown; ms: number | null };
  for (let tick = 0; ; tick++) {
    const { rows: [row] } = await bench.pool.query(`SELECT status, attempts, result,
      extract(epoch FROM finished_at - created_at) * 1000 AS ms FROM job_runs WHERE id = $1`, [id]);
    r = { status: row.status, attempts: row.attempts, result: row.result, ms: row.ms === null ? null : Number(row.ms) };
    if (r.status === 'done' || r.status === 'failed') break;
    if (performance.now() - t0 > TIMEOUT_MS) { r.status = `timeout (${r.status})`; break; }
    if (tick % 20 === 0) console.log(`${label}: ${r.status}, ${peer.received.length - from} mails after ${sec(performance.now() - t0)}`);
    await sleep(500);
  }
  const { max } = await rss.stop();
  const peak = hwmReset ? Math.max((await memoryOf(server.pid)).hwm, max) : max;
  const cpuMs = (await cpuOf(server.pid)) - cpu0;
  const got = peer.received.slice(from).filter((m) => m.kind === kind);
  const seen = new Set<string>();
  let duplicates = 0;
  for (const m of got) { if (seen.has(m.to)) duplicates++; seen.add(m.to); }
  const span = got.length > 1 ? got[got.length - 1].at - got[0].at : 0;
  return {
    label, kind, expected, mails: got.length, duplicates, ms: r.ms ?? performance.now() - t0, attempts: r.attempts, status: r.status,
    mailsPerSecond: span ? ((got.length - 1) * 1000) / span : 0, rssBefore, peak, cpuMs, result: r.result,
    load: [loadBefore, os.loadavg()[0].toFixed(1)],
  };
}

/** The numbers of each sampled user's mail against the API's count of the list it links to. */
async function check(kind: 'deadline_reminder' | 'weekly_digest') {
  const out: string[] = [];
  for (const u of sample) {
    const { token } = await createSession(bench.pool, u.id, 24);
    const count = async (q: string) => {
      const res = await fetch(`${server.base}/api/v1/controls/count/?${q}`, { headers: { authorization: `Token ${token}` } });
      return ((await res.json()) as { count: number }).count;
    };
    const raws = peer.kept.get(u.email) ?? [];
    const mails = await Promise.all(raws.map((raw) => simpleParser(raw)));
    const mail = mails.find((m) => m.headers.get('x-notification-kind') === kind);
    if (kind === 'deadline_reminder') {
      const limit = plusDays(parisDay(), u.horizon);
      const api = await count(`open=true&next_date_lte=${limit}`);
      const [late, due] = (mail?.subject?.match(/\d+/g) ?? []).map(Number);
      const ok = mail ? late + due === api : api === 0;
      out.push(`| ${u.email} | ${u.profile} | ${u.language} | ${u.horizon} d | ${mail ? `${late} + ${due} = ${late + due}` : 'no mail'} | ${api} | ${ok ? 'yes' : '**NO**'} |`);
    } else {
      const line = (key: string) => {
        const label = t(u.language, `app.dashboard.items.${key}`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const m = new RegExp(`^- ${label}\\s?: (\\d+)$`, 'm').exec(mail?.text ?? '');
        return m ? Number(m[1]) : 0;
      };
      const pairs = [[line('controls_late'), await count('late=true')], [line('controls_next_30_days'), await count('due_within_days=30')]];
      const ok = !!mail && pairs.every(([a, b]) => a === b);
      out.push(`| ${u.email} | ${u.profile} | ${u.language} | ${pairs.map(([a]) => a).join(' / ')} | ${pairs.map(([, b]) => b).join(' / ')} | ${ok ? 'yes' : '**NO**'} |`);
    }
  }
  return out;
}

const scopes = new Set(users.map((u) => u.scopeKey)).size;
const byProfile = [...new Set(PROFILES)].map((p) => `${p} ${users.filter((u) => u.profile === p).length}`).join(', ');
const report = () => `# Notifications bench: ${USERS.toLocaleString('en')} users, ${bench.info.elements.toLocaleString('en')} elements

- Date: ${new Date().toISOString()}
- Command: \`node --import tsx tests/bench/notifications.ts ${process.argv.slice(2).join(' ')}\`
- Machine: ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, PostgreSQL ${bench.info.version} (embedded, temp folder)
- Load average (1/5/15 min) at start ${loadStart}, at end ${load()} (the machine is shared with other engineers' builds and tests: times are inflated by that load)
- Data: Bench Industrie, ${bench.info.elements.toLocaleString('en')} elements, ${bench.info.controls.toLocaleString('en')} controls${bench.seedMs ? ` (seeded in ${sec(bench.seedMs)})` : ''}; ${USERS.toLocaleString('en')} users created in ${sec(usersMs)}: ${byProfile}; ${users.filter((u) => u.language === 'en').length} in English; horizons 7/15/30/60/90 days; ${scopes} distinct scopes (sites, buildings, regulations, horizon)
- Server: \`server/main.ts\` as a child process, JOB_CONCURRENCY 2, SMTP to a local smtp-server${RATE > 0 ? `, SMTP_MAX_PER_SECOND=${RATE}` : ', no SMTP rate limit'}${PEER_DELAY ? `, the peer answering each message after ${PEER_DELAY} ms` : ''}; the jobs enqueued on its queue from this script (pg-boss), taken by its workers
- Time: job created → finished (database clock); mails/s: between the first and the last mail received; peak RSS: VmHWM of the server process (reset before each run) and VmRSS sampled every 200 ms; CPU: the server process's user + system time (PostgreSQL's is not included)

| Run | Mails expected | Mails received | Duplicates | Time | Mails/s | Server RSS before | Peak RSS | Server CPU | Load (1 min) start → end | Attempts | Status |
|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|
${runs.map((r) => `| ${r.label} | ${r.expected.toLocaleString('en')} | ${r.mails.toLocaleString('en')} | ${r.duplicates} | ${sec(r.ms)} | ${r.mailsPerSecond.toFixed(1)} | ${mb(r.rssBefore)} | ${mb(r.peak)} | ${sec(r.cpuMs)} | ${r.load[0]} → ${r.load[1]} | ${r.attempts} | ${r.status} |`).join('\n')}

Job results: ${runs.map((r) => `${r.label}: \`${JSON.stringify(r.result)}\``).join('; ')}

## Correctness: the sample's mails against the API, as that user

Deadline reminder: the subject's late + due against \`GET /controls/count/?open=true&next_date_lte=<today + horizon>\`.

| User | Scope | Language | Horizon | Mail (late + due) | API count | Equal |
|---|---|---|--:|--:|--:|---|
${reminderCheck.join('\n')}

Weekly digest: the lines "late controls" and "controls due within 30 days" against \`GET /controls/count/?late=true\` and \`?due_within_days=30\`.

| User | Scope | Language | Mail | API counts | Equal |
|---|---|---|--:|--:|---|
${digestCheck.join('\n')}
`;
const runs: Run[] = [];
let reminderCheck: string[] = [];
let digestCheck: string[] = [];
/** The report so far, rewritten after each step (a long run cut short keeps what it measured). */
const write = () => fs.writeFile(OUT, report());
try {
  if (ONLY !== 'digest') {
    runs.push(await run('Daily reminders', REMINDERS_JOB, 'deadline_reminder', users.filter((u) => u.reminder).length));
    await write();
    reminderCheck = await check('deadline_reminder');
    await write();
    runs.push(await run('Daily reminders again (all already sent)', REMINDERS_JOB, 'deadline_reminder', 0));
    await write();
  }
  if (ONLY !== 'reminders') {
    runs.push(await run('Weekly digest', DIGEST_JOB, 'weekly_digest', users.filter((u) => u.digest).length));
    await write();
    digestCheck = await check('weekly_digest');
    await write();
    runs.push(await run('Weekly digest again (all already sent)', DIGEST_JOB, 'weekly_digest', 0));
    await write();
  }
} finally {
  await jobs.stop();
  await peer.close();
  await bench.stop();
}
console.log(report());
process.exit(0);
