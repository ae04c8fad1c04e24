// The markdown report of tests/bench/controls.ts: each case as API against its raw SQL (ratio of
// p95s, and the target ratio of issue 11), the indexes its plan uses, and the midnight job.
import type { Query } from './measure';

export interface Measured {
  label: string;
  path: string;
  kind: 'list' | 'count';
  api: { p50: number; p95: number };
  sql: { p50: number; p95: number };
  n: number;
  query: Query;
  /** API p95 / SQL p95 wanted at most. */
  target: number;
  /** The engine's own SQL (false: the hand-written equivalent, the resource not in this build). */
  engineSql: boolean;
  /** The API route is not served by this build (only the SQL side is measured). */
  missing?: boolean;
  explain: string;
}

export interface ControlsBench {
  command: string;
  startedAt: Date;
  pgVersion: string;
  seedMs: number;
  elements: number;
  controls: number;
  site: { id: number; n: number; name: string };
  cases: Measured[];
  check: { stored: number; wrong: number };
  job: { label: string; ms: number; day: string; examined: number; changed: number; batches: number; plan: string }[];
  load: string;
  cpus: number;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const indexesOf = (plan: string) => [...new Set([...plan.matchAll(/(?:using|Bitmap Index Scan on) (\w+)/gi)].map((m) => m[1]))].join(', ') || 'none (seq scan)';

/** The cases as a markdown table (API against its raw SQL, target, plan's indexes). */
export function casesTable(cases: Measured[]): string[] {
  const rows = cases.map((c) => {
    const ratio = c.missing ? '–' : `${(c.api.p95 / c.sql.p95).toFixed(2)}×`;
    const verdict = c.missing ? 'API not in this build' : c.api.p95 / c.sql.p95 <= c.target ? 'met' : 'MISSED';
    return `| ${c.label} | ${c.missing ? '–' : `${ms(c.api.p50)} / ${ms(c.api.p95)}`} | ${ms(c.sql.p50)} / ${ms(c.sql.p95)} | ${ratio} | ≤ ${c.target}× | ${verdict} | ${indexesOf(c.explain)}${c.engineSql ? '' : ' (hand-written SQL)'} |`;
  });
  return [
    '| Case | API p50 / p95 | SQL p50 / p95 | Ratio (p95) | Target | Verdict | Indexes in the plan |',
    '|---|--:|--:|--:|--:|---|---|',
    ...rows,
  ];
}

/** Each case's SQL and its EXPLAIN (ANALYZE, BUFFERS). */
export const plansOf = (cases: Measured[]) => cases.flatMap((c) => [`### Plan: ${c.label}`, '', '```', c.query.sql, '', c.explain, '```', '']);

export function report(b: ControlsBench): string {
  return [
    `# Controls and conformity bench: ${b.elements.toLocaleString('en')} elements, ${b.controls.toLocaleString('en')} controls`,
    '',
    `- Date: ${b.startedAt.toISOString()}`,
    `- Command: \`${b.command}\``,
    `- Machine: ${b.cpus} CPUs, load average at the end ${b.load} (other engineers share it); PostgreSQL ${b.pgVersion}${b.seedMs ? `; seed ${(b.seedMs / 1000).toFixed(0)} s` : ''}`,
    `- Site measured: ${b.site.name} (${b.site.n.toLocaleString('en')} controls). Ratios, never timed assertions: API p95 / raw SQL p95 of the same query.`,
    `- Stored conformity after the seed: ${b.check.stored.toLocaleString('en')} non-compliant, ${b.check.wrong} rows differing from the rule recomputed from scratch.`,
    '',
    ...casesTable(b.cases),
    '',
    '## The midnight job (refreshPassedDates, batches of 5,000 in their own transactions)',
    '',
    '| Run | Day | Duration | Candidates | Changed | Batches |',
    '|---|---|--:|--:|--:|--:|',
    ...b.job.map((j) => `| ${j.label} | ${j.day} | ${ms(j.ms)} | ${j.examined.toLocaleString('en')} | ${j.changed.toLocaleString('en')} | ${j.batches} |`),
    '',
    `Candidate query plan (a week ahead): indexes ${indexesOf(b.job[2]?.plan ?? '')}.`,
    '',
    ...plansOf(b.cases),
    '### Plan: midnight candidates, a week ahead', '', '```', b.job[2]?.plan ?? '', '```', '',
  ].join('\n');
}
