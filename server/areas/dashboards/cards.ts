// GET /dashboard/conformity/{sites,buildings,regulations,controls,obligations,tasks}/: one card
// each, read from score_counters (findings.ts): the first three are the mean element score per
// site, building or regulation; the last three are ratios per site (open controls not late,
// obligations with their document, open tasks not late) over the elements in the caller's scope.
// Rows are the 100 worst.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CONFORMITY_CARDS, conformityCardSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import { refreshScore, scopeOn } from './findings';
import { ratioScore, round1 } from './formula';

type CardName = (typeof CONFORMITY_CARDS)[number];
export type Card = z.infer<typeof conformityCardSchema>;
type Row = { id: number; label: string; score: number | null; total: number; failing: number };
const ROWS = 100;

const GROUPS: Record<'sites' | 'buildings' | 'regulations', { col: SQL; join: SQL }> = {
  sites: { col: sql`s.factory_id`, join: sql`JOIN factories g ON g.id = s.factory_id` },
  buildings: { col: sql`s.building_id`, join: sql`JOIN buildings g ON g.id = s.building_id` },
  regulations: { col: sql`s.regulation_id`, join: sql`JOIN regulations g ON g.id = s.regulation_id` },
};

/** A ratio card's `total` and `failing` columns of score_counters. */
const RATIOS: Record<'controls' | 'obligations' | 'tasks', { total: SQL; failing: SQL }> = {
  controls: { total: sql`s.open_controls`, failing: sql`s.late_controls` },
  obligations: { total: sql`s.obligations`, failing: sql`s.missing_documents` },
  tasks: { total: sql`s.open_tasks`, failing: sql`s.late_tasks` },
};

/** The element scores' columns (the first three cards) beside the ratio cards' (RATIOS). */
const PARTS = { elements: { total: sql`s.elements`, failing: sql`s.failing` }, ...RATIOS };

const worstFirst = (a: Row, b: Row, locale: string) =>
  (a.score ?? 101) - (b.score ?? 101) || a.label.localeCompare(b.label, locale) || a.id - b.id;

export async function card(db: Runner, ctx: RequestContext, name: CardName): Promise<Card> {
  await refreshScore(db);
  const score = name === 'sites' || name === 'buildings' || name === 'regulations';
  const g = score ? GROUPS[name] : GROUPS.sites;
  const r = score ? PARTS.elements : RATIOS[name];
  const found = await rows<Row & { sum: number }>(db, sql`SELECT ${g.col} AS id, g.name AS label,
      sum(s.score_sum)::float8 AS sum, sum(${r.total})::int AS total, sum(${r.failing})::int AS failing
    FROM score_counters s ${g.join} WHERE ${scopeOn(ctx, 's')} GROUP BY ${g.col}, g.name HAVING sum(${r.total}) > 0`);
  const total = found.reduce((a, x) => a + x.total, 0);
  const sum = found.reduce((a, x) => a + x.sum, 0);
  const failing = found.reduce((a, x) => a + x.failing, 0);
  const list = found.map(({ sum: s, ...x }) => ({ ...x, score: score ? round1(s / x.total) : ratioScore(x.total, x.failing) }));
  return {
    name,
    score: score ? (total ? round1(sum / total) : null) : ratioScore(total, failing),
    rows: list.sort((a, b) => worstFirst(a, b, ctx.locale)).slice(0, ROWS),
  };
}

type Part = { score: number | null; total: number; failing: number };

/** GET /dashboard/score/: the whole scope in one row of sums (the cards' own numbers, without their rows). */
export async function summary(db: Runner, ctx: RequestContext): Promise<{ name: 'score' } & Record<keyof typeof PARTS, Part>> {
  await refreshScore(db);
  const names = Object.keys(PARTS) as (keyof typeof PARTS)[];
  const [s] = await rows<Record<string, number>>(db, sql`SELECT coalesce(sum(s.score_sum), 0)::float8 AS score_sum,
      ${sql.join(names.map((n) => sql`coalesce(sum(${PARTS[n].total}), 0)::int AS ${sql.identifier(`${n}_total`)},
        coalesce(sum(${PARTS[n].failing}), 0)::int AS ${sql.identifier(`${n}_failing`)}`), sql`, `)}
    FROM score_counters s WHERE ${scopeOn(ctx, 's')}`);
  const part = (n: keyof typeof PARTS): Part => {
    const total = s[`${n}_total`];
    const failing = s[`${n}_failing`];
    return { score: n === 'elements' ? (total ? round1(s.score_sum / total) : null) : ratioScore(total, failing), total, failing };
  };
  return { name: 'score', elements: part('elements'), controls: part('controls'), obligations: part('obligations'), tasks: part('tasks') };
}
