// The markdown report of the elements bench (tests/bench/elements.ts): settings, list/count cases
// against their raw SQL, per-request overhead, throughput with CPU per request, the bulk update
// job, memory, and the verdict on each target of issue 5.
import os from 'node:os';
import type { BulkRun } from './bulk';
import type { Case, Query } from './measure';

export interface Throughput {
  label: string;
  done: number;
  errors: number;
  rps: number;
  /** CPU per request, ms: the server process (API only), this process (the load generator), PostgreSQL. */
  serverCpu?: number;
  clientCpu: number;
  postgresCpu: number;
}

export interface BenchResult {
  command: string;
  startedAt: Date;
  loadBefore: string;
  pgVersion: string;
  seed: { ms: number; elements: number; sites: number; total: number };
  site: { id: number; n: number; name: string };
  reg: { id: number; n: number; name: string };
  poolSize: number;
  reps: number;
  warmup: number;
  cases: Case[];
  deep: { pages: number; ms: number };
  overhead: { label: string; path: string; p50: number; p95: number }[];
  throughput: { seconds: number; concurrency: number; api: Throughput; sql: Throughput };
  bulk: { run: BulkRun; filter: Record<string, string>; building: { id: number; name: string }; rawMs: number; update: Query; explain?: string };
  memory: { rssAt: [string, number][]; max: number; samples: number; hwm: number; hwmReset: boolean };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const msf = (ms: number) => `${ms.toFixed(1)} ms`;
const met = (ok: boolean) => (ok ? '✅ met' : '❌ not met');
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
const paramText = (p: unknown[]) => p.map((v, i) => `$${i + 1} = ${JSON.stringify(v)}`).join(', ');
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' / ');

export const listMet = (c: Case) => (c.kind === 'list' ? c.api.p95 / c.sql.p95 <= 2 && c.api.p95 < 30 : c.api.p95 / c.sql.p95 <= 1.5);
export const BULK_TARGET_MS = 10_000;

export function memoryFlat(m: BenchResult['memory']) {
  const steady = m.rssAt[1][1]; // after the first case's warm-up
  const end = m.rssAt[m.rssAt.length - 1][1];
  return { steady, end, flat: end <= steady * 1.2 && m.max <= steady * 1.5 };
}

function throughputRow(t: Throughput) {
  const cpu = [t.serverCpu === undefined ? '—' : msf(t.serverCpu), msf(t.clientCpu), msf(t.postgresCpu)];
  return `| ${t.label} | ${t.done} | ${t.errors} | ${t.rps.toFixed(0)}/s | ${cpu.join(' | ')} |`;
}

export function report(r: BenchResult): string {
  const cpus = os.cpus();
  const { run: bulk } = r.bulk;
  const bulkOk = bulk.asJob && bulk.jobStatus === 'done' && bulk.ms < BULK_TARGET_MS;
  const mem = memoryFlat(r.memory);
  const tp = r.throughput;
  return [
    `# Elements bench: API vs raw SQL, ${r.seed.elements.toLocaleString('en')} elements`,
    '',
    `- Date: ${r.startedAt.toISOString()} → ${new Date().toISOString()}`,
    `- Command: \`${r.command}\``,
    `- Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}, PostgreSQL ${r.pgVersion} (embedded, temp folder: server/db/embedded.ts's settings)`,
    `- Load average (1/5/15 min) at start: ${r.loadBefore}, at end: ${load()}. The machine is shared with other agents (their builds and tests run meanwhile); the server, PostgreSQL and this client share the ${cpus.length} CPUs, so absolute times are noisy: compare the ratios, measured in the same rounds.`,
    `- Data: \`tests/bench/seed-elements.ts --elements ${r.seed.elements} --sites ${r.seed.sites} --stop\` in ${sec(r.seed.ms)} (${r.seed.total.toLocaleString('en')} elements in the database); site "${r.site.name}" (id ${r.site.id}, the largest: ${r.site.n.toLocaleString('en')} elements), regulation "${r.reg.name}" (id ${r.reg.id}, ${r.reg.n.toLocaleString('en')} of them)`,
    `- Server: \`node --import tsx server/main.ts\` as a child process, LOG_LEVEL=warn, its own pool (DB_POOL_SIZE=${r.poolSize}), default BULK_JOB_THRESHOLD (5000), BULK_BATCH_SIZE (5000) and BULK_JOB_LANES (2); logged in as bench@bench.fr`,
    `- Raw SQL: the query built by the server's own \`listPage\` / \`countRows\` / \`whereOf\` (a recording runner), run with \`pg\` from this process on one connection. The API time includes HTTP, authentication (the context query), JSON; each API page was checked against the SQL rows.`,
    `- Timing: ${r.warmup} warm-up rounds, then ${r.reps} rounds (fewer when a case passes 45 s) alternating API call and raw SQL; p50/p95 over those rounds. Each round also times /api/v1/health/ (HTTP alone) and the session's context query (prepared, as the server runs it): the floor of a round is those two plus the SQL, the least an authenticated route running that SQL can take here. Targets: a list within 2× its SQL (p95 over p95) and under 30 ms at p95; a count within 1.5× its SQL (p95); a bulk update of ~100k elements under 10 s, as a job with progress; memory flat.`,
    '',
    '| Case | Rounds | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p50 | API/SQL p95 | Floor p50 / p95 | Floor/SQL p50 / p95 | Check | Target |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|',
    ...r.cases.map((c) => `| ${c.label} | ${c.n} | ${msf(c.api.p50)} | ${msf(c.api.p95)} | ${msf(c.sql.p50)} | ${msf(c.sql.p95)} | ${(c.api.p50 / c.sql.p50).toFixed(2)}× | ${(c.api.p95 / c.sql.p95).toFixed(2)}× | ${c.floor ? `${msf(c.floor.p50)} / ${msf(c.floor.p95)}` : '—'} | ${c.floor ? `${(c.floor.p50 / c.sql.p50).toFixed(2)}× / ${(c.floor.p95 / c.sql.p95).toFixed(2)}×` : '—'} | ${c.check} | ${met(listMet(c))} (${c.kind === 'list' ? '≤ 2×, < 30 ms' : '≤ 1.5×'}) |`),
    '',
    `Following \`next\` for the ${r.deep.pages} pages before the deep one: ${sec(r.deep.ms)} (${msf(r.deep.ms / r.deep.pages)} a page).`,
    '',
    '### Per-request overhead (same rounds, alternating)',
    '',
    '| Request | p50 | p95 |',
    '|---|--:|--:|',
    ...r.overhead.map((o) => `| ${o.label} (\`${o.path}\`) | ${msf(o.p50)} | ${msf(o.p95)} |`),
    '',
    '## Throughput (first page of the site, ~' + tp.seconds + ' s each)',
    '',
    `| Client | Requests | Errors | Rate | Server CPU/req | Client CPU/req | PostgreSQL CPU/req |`,
    '|---|--:|--:|--:|--:|--:|--:|',
    throughputRow(tp.api),
    throughputRow(tp.sql),
    `| **API / SQL** | | | **${(tp.api.rps / tp.sql.rps).toFixed(2)}×** | | | |`,
    '',
    `The server's pool has ${r.poolSize} connections, the raw SQL side ${tp.concurrency}; the load generator runs on the same ${cpus.length} CPUs. CPU per request is the CPU time of each process over the run divided by the requests done.`,
    '',
    '## Bulk update',
    '',
    `\`POST /api/v1/elements/bulk/\` \`{ "action": "update", "all": true, "filter": ${JSON.stringify(r.bulk.filter)}, "data": { "building": ${r.bulk.building.id} } }\` (every element of the largest site to its building "${r.bulk.building.name}"): HTTP ${bulk.status} in ${msf(bulk.answerMs)}, ${bulk.asJob ? `a job (${bulk.jobStatus}), progress seen ${bulk.progress.join(' → ')} %` : 'synchronous (not a job)'}; **${sec(bulk.ms)}** from the request to the end for ${bulk.count?.toLocaleString('en') ?? '?'} elements${bulk.locked ? ` (${bulk.locked} locked, skipped)` : ''} — ${met(bulkOk)} (< 10 s). CPU meanwhile: server ${sec(bulk.serverCpuMs)}, PostgreSQL ${sec(bulk.postgresCpuMs)}.`,
    '',
    `The raw SQL of the same change, one UPDATE statement of the whole selection (another building, rolled back): ${sec(r.bulk.rawMs)}; job / statement: ${(bulk.ms / r.bulk.rawMs).toFixed(2)}×.`,
    '',
    '## Server memory',
    '',
    `${r.memory.hwmReset ? 'VmHWM reset after login; ' : ''}VmRSS sampled every 100 ms (${r.memory.samples} samples): max ${mb(r.memory.max)}, VmHWM ${mb(r.memory.hwm)}.`,
    '',
    '| Point | VmRSS |',
    '|---|--:|',
    ...r.memory.rssAt.map(([l, v]) => `| ${l} | ${mb(v)} |`),
    '',
    `Memory flat (end ≤ 1.2× and max ≤ 1.5× the RSS after the first case): ${met(mem.flat)}.`,
    '',
    '## Summary',
    '',
    ...r.cases.map((c) => `- ${c.label}: ${met(listMet(c))} — API p95 ${msf(c.api.p95)}, ${(c.api.p95 / c.sql.p95).toFixed(2)}× its SQL.`),
    `- Bulk update of ${bulk.count?.toLocaleString('en') ?? '?'} elements: ${met(bulkOk)} — ${sec(bulk.ms)}${bulk.asJob ? ' as a job with progress' : ''}.`,
    `- Memory flat: ${met(mem.flat)} — ${mb(mem.steady)} → ${mb(mem.end)}, max ${mb(r.memory.max)}.`,
    `- Throughput API/SQL: ${(tp.api.rps / tp.sql.rps).toFixed(2)}× (no target given).`,
    '',
    '## The SQL timed',
    '',
    ...r.cases.flatMap((c) => [
      `<details><summary>${c.label}: <code>${c.path}</code></summary>`, '', '```sql', oneLine(c.query.sql), '```', '', paramText(c.query.params), '',
      ...(c.explain ? ['EXPLAIN (ANALYZE, BUFFERS):', '', '```', c.explain, '```', ''] : []), '</details>', '']),
    '<details><summary>Bulk update: the UPDATE statement timed alone</summary>', '', '```sql', oneLine(r.bulk.update.sql), '```', '', paramText(r.bulk.update.params), '',
    ...(r.bulk.explain ? ['EXPLAIN (ANALYZE, BUFFERS, WAL):', '', '```', r.bulk.explain, '```', ''] : []), '</details>', '',
  ].join('\n');
}
