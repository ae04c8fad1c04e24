// The cluster run's report (tests/bench/results/cluster.md): facts gathered by run.ts, judged
// against issue 32 §1.
import os from 'node:os';
import type { Load } from './load';

export interface Kill { instance: string; at: number; restartedAt?: number; jobs: string[] }
export interface Facts {
  seconds: number;
  kills: Kill[];
  imports: { id: number | null; status: string }[];
  jobs: { job: string; instance: string; status: string; attempts: number; afterKillMs: number | null }[];
  rate: { limit: number; ok: number; limited: number; other: number };
  scheduled: { minute: string; n: number }[];
  scheduledJobs: number;
  writes: { acked: number; missing: string[]; unsure: number; unsureFound: number };
  ryw: { tries: number; found: number };
  replica: { recovery: boolean; reads: number; lag: string | null; tagsOnReplica: number; tagsOnPrimary: number } | null;
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function report(f: Facts, load: Load): string {
  const failed = load.outcomes.filter((o) => o.status === 0 || o.status >= 500);
  // In flight at a kill: started before it and answered (or not) after it.
  const inFlight = (o: { at: number; ms: number }) => f.kills.some((k) => o.at <= k.at && o.at + o.ms >= k.at - 50);
  const byKind = new Map<string, { n: number; failed: number }>();
  for (const o of load.outcomes) {
    const e = byKind.get(`${o.method} ${o.kind}`) ?? { n: 0, failed: 0 };
    e.n++;
    if (o.status === 0 || o.status >= 500) e.failed++;
    byKind.set(`${o.method} ${o.kind}`, e);
  }
  const other = load.outcomes.filter((o) => o.status >= 400 && o.status < 500);
  const jobsOk = f.jobs.every((j) => j.status === 'done' && j.afterKillMs !== null && j.afterKillMs < 60_000);
  const schedOk = f.scheduled.every((m) => m.n === 1) && f.scheduledJobs === f.scheduled.length;
  const rateOk = f.rate.ok === f.rate.limit && f.rate.limited === f.rate.limit * 2;
  return [
    '# Cluster run: three instances behind HAProxy, two kill -9', '',
    `- Date: ${new Date().toISOString()}; command \`npm run test:cluster -- --seconds ${f.seconds}\` (tests/cluster/run.ts)`,
    `- Machine: ${os.cpus().length} CPUs shared with other engineers' work (load average at the end ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}); Debian's PostgreSQL 15 (initdb in a temporary folder) and a streaming replica made by pg_basebackup; HAProxy 2.6 (health checks every 500 ms, \`retries 3\`, \`option redispatch\`, \`retry-on conn-failure empty-response response-timeout 502 503 504\`); three \`server/main.ts\` on one file folder (as S3 would be shared), DATABASE_READ_URL on the replica.`,
    `- Load for ${f.seconds} s: 4 readers (element and control lists, counts, tag list), 2 writers (POST /tags/), 1 uploader (POST /documents/, a PDF), a bulk job before each kill (update of every element of the demo's largest site: a job of 25-row batches), two imports (the template sent back: an analysis job).`,
    `- Timeline: ${f.kills.map((k) => `kill -9 ${k.instance} at ${s(k.at)}${k.jobs.length ? ' (it held bulk job ' + k.jobs[0].slice(0, 8) + '…)' : ''}${k.restartedAt ? `, restarted at ${s(k.restartedAt)}` : ''}`).join('; ')}.`, '',
    '## Verdicts', '',
    `| Check | Result | |`, '|---|---|---|',
    `| Requests failed | ${failed.length} of ${load.outcomes.length}; in flight at a kill: ${failed.filter(inFlight).length}; GETs failed: ${failed.filter((o) => o.method === 'GET').length} | ${failed.every(inFlight) && failed.every((o) => o.method !== 'GET') ? 'met' : 'NOT met'} |`,
    `| Writes lost | ${f.writes.missing.length} of ${f.writes.acked} acknowledged (tags and documents, each looked up by id)${f.writes.missing.length ? ': ' + f.writes.missing.join(', ') : ''}; unanswered writes: ${f.writes.unsure}, of which ${f.writes.unsureFound} committed | ${f.writes.missing.length === 0 ? 'met' : 'NOT met'} |`,
    `| Jobs of a dead instance taken over | ${f.jobs.map((j) => `${j.job.slice(0, 8)}… (on ${j.instance}): ${j.status} after ${j.attempts} attempt(s), ${j.afterKillMs === null ? '—' : s(j.afterKillMs)} after the kill`).join('; ') || 'no job caught on a killed instance'} | ${f.jobs.length && jobsOk ? 'met' : 'NOT met'} |`,
    `| Imports | ${f.imports.map((i) => `${i.id ?? '—'}: ${i.status}`).join('; ')} | ${f.imports.every((i) => i.status === 'analysed' || i.status === 'analysed_with_errors' || i.status === 'failed_analysis' || i.status.startsWith('analys')) ? 'met' : 'see status'} |`,
    `| Scheduled job (notify-events, every minute, scheduled by each instance) run once per minute | minute slots sent: ${f.scheduled.map((m) => `${m.minute} ×${m.n}`).join(', ')}; notify-events jobs: ${f.scheduledJobs} for ${f.scheduled.length} slots | ${f.scheduled.length && schedOk ? 'met' : 'NOT met'} |`,
    `| Token rate limit shared (${f.rate.limit}/min, ${f.rate.limit * 3} calls round-robin over the instances) | ${f.rate.ok} answered, ${f.rate.limited} refused (429), ${f.rate.other} other | ${rateOk ? 'met' : 'NOT met'} |`,
    ...(f.replica ? [`| Replica (pg_basebackup, streaming) | in recovery: ${f.replica.recovery}; instances' read connections on it: ${f.replica.reads}; replay lag at the end ${f.replica.lag}; cluster tags on the replica ${f.replica.tagsOnReplica} / primary ${f.replica.tagsOnPrimary} | ${f.replica.recovery && f.replica.reads > 0 ? 'met' : 'NOT met'} |`] : []),
    `| Read your writes through the proxy (a tag created, then the tag list searched at once, often on another instance) | found ${f.ryw.found} of ${f.ryw.tries} | ${f.ryw.found === f.ryw.tries ? 'met' : 'NOT met'} |`,
    '', '## Requests by kind', '', '| Request | Sent | Failed (5xx or no answer) |', '|---|--:|--:|',
    ...[...byKind].map(([k, v]) => `| ${k} | ${v.n} | ${v.failed} |`),
    '', `4xx answers (not failures of the cluster): ${other.length}${other.length ? ' — ' + [...new Set(other.map((o) => `${o.method} ${o.kind} ${o.status}`))].join(', ') : ''}.`,
    '', '## Failed requests', '',
    ...(failed.length ? ['| At | Request | Took | Status | In flight at a kill |', '|--:|---|--:|---|---|',
      ...failed.map((o) => `| ${s(o.at)} | ${o.method} ${o.kind} | ${o.ms} ms | ${o.status || o.error} | ${inFlight(o) ? 'yes' : 'no'} |`)] : ['None.']),
    '',
  ].join('\n');
}
