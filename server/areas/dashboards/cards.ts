// GET /dashboard/conformity/{sites,buildings,regulations,controls,obligations,tasks}/: one card
// each. The first three group the element scores (findings.ts) by site, building or regulation;
// the last three are ratios per site (open controls not late, obligations with their document,
// open tasks not late). Only the caller's scope counts; rows are the 100 worst.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CONFORMITY_CARDS, conformityCardSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';
import { findingsCte, elementScope, LATE_CONTROL, LATE_TASK, MISSING_OBLIGATION, OPEN_CONTROL, OPEN_TASK, SCORE, scopeOn } from './findings';
import { ratioScore, round1 } from './formula';

type CardName = (typeof CONFORMITY_CARDS)[number];
export type Card = z.infer<typeof conformityCardSchema>;
type Row = { id: number; label: string; score: number | null; total: number; failing: number; sum?: number };
const ROWS = 100;

const GROUPS: Record<'sites' | 'buildings' | 'regulations', { col: SQL; join: SQL }> = {
  sites: { col: sql`p.factory_id`, join: sql`JOIN factories g ON g.id = p.factory_id` },
  buildings: { col: sql`p.building_id`, join: sql`JOIN buildings g ON g.id = p.building_id` },
  regulations: { col: sql`p.regulation_id`, join: sql`JOIN regulations g ON g.id = p.regulation_id` },
};

/** A ratio card's rows per site: `total` rows of `from`, `failing` of them. */
const RATIOS: Record<'controls' | 'obligations' | 'tasks', (ctx: RequestContext) => SQL> = {
  controls: (ctx) => sql`SELECT k.factory_id AS id, count(*)::int AS total, count(*) FILTER (WHERE ${LATE_CONTROL})::int AS failing
    FROM controls k WHERE ${OPEN_CONTROL} AND ${scopeOn(ctx, 'k')} GROUP BY k.factory_id`,
  obligations: (ctx) => sql`SELECT o.factory_id AS id, count(*)::int AS total, count(*) FILTER (WHERE ${MISSING_OBLIGATION})::int AS failing
    FROM obligations o WHERE o.status <> 'no_followup' AND ${scopeOn(ctx, 'o')} GROUP BY o.factory_id`,
  tasks: (ctx) => sql`SELECT t.factory_id AS id, count(*)::int AS total, count(*) FILTER (WHERE ${LATE_TASK})::int AS failing
    FROM tasks t WHERE ${OPEN_TASK} AND ${scopeOn(ctx, 't')} GROUP BY t.factory_id`,
};

const worstFirst = (a: Row, b: Row, locale: string) =>
  (a.score ?? 101) - (b.score ?? 101) || a.label.localeCompare(b.label, locale) || a.id - b.id;

export async function card(db: Runner, ctx: RequestContext, name: CardName): Promise<Card> {
  if (name === 'sites' || name === 'buildings' || name === 'regulations') {
    const g = GROUPS[name];
    const found = await rows<Row & { sum: number }>(db, sql`WITH ${findingsCte(elementScope(ctx))}
      SELECT ${g.col} AS id, g.name AS label, sum(${SCORE})::int AS sum, count(*)::int AS total,
        count(*) FILTER (WHERE p.penalty > 0)::int AS failing
      FROM p ${g.join} GROUP BY ${g.col}, g.name`);
    const total = found.reduce((a, r) => a + r.total, 0);
    const sum = found.reduce((a, r) => a + r.sum, 0);
    const list = found.map(({ sum: s, ...r }) => ({ ...r, score: r.total ? round1(s / r.total) : null }));
    return { name, score: total ? round1(sum / total) : null, rows: list.sort((a, b) => worstFirst(a, b, ctx.locale)).slice(0, ROWS) };
  }
  const found = await rows<Row>(db, sql`SELECT x.id, f.name AS label, x.total, x.failing
    FROM (${RATIOS[name](ctx)}) x JOIN factories f ON f.id = x.id`);
  const total = found.reduce((a, r) => a + r.total, 0);
  const failing = found.reduce((a, r) => a + r.failing, 0);
  const list = found.map((r) => ({ ...r, score: ratioScore(r.total, r.failing) }));
  return { name, score: ratioScore(total, failing), rows: list.sort((a, b) => worstFirst(a, b, ctx.locale)).slice(0, ROWS) };
}
