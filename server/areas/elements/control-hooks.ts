// Elements and their controls: creating an element creates its controls (the catalogue's and the
// voluntary types that apply), next_date counting from its optional last control date, else from
// its creation day. Moving an element (type, regulation, site, building) keeps its history
// (finished rows untouched) and fixes the open occurrences: they follow the element, those of
// types that no longer apply go, the new ones are generated. Conformity follows in the same transaction.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import type { Runner } from '../../crud/sql';
import { appliesSql, generateControls } from '../controls/generate';
import { fixObligations, generateObligations } from '../obligations/generate';
import { tasksFollowElements } from '../tasks/follow';
import { refreshCompliance } from './compliance';
import { openControlSql } from '../controls/open';

type Body = Record<string, unknown>;
const MOVES = ['factory', 'building', 'regulation', 'element_type'];
/** The moves that change which control and obligation types apply (a voluntary type has sites; none has buildings). */
const RETYPES = ['factory', 'regulation', 'element_type'];
const today = sql`(now() AT TIME ZONE 'Europe/Paris')::date`;

export async function afterElementCreate(tx: Runner, id: number, body: Body) {
  const from = typeof body.last_control_date === 'string' ? sql`${body.last_control_date}::date` : undefined;
  await generateControls(tx, { elements: sql`${id}`, ...(from ? { from } : {}) });
  await generateObligations(tx, sql`${id}`);
  await refreshCompliance(tx, sql`${id}`);
}

/**
 * The open controls of the elements `ids` selects follow them; types that no longer apply go; new
 * ones come. `retyped` false (only the building changed): the same types apply, so neither the
 * check nor the generation runs (at 100k elements moved, they were ~40 % of a bulk update's time).
 */
export async function fixOpenControls(tx: Runner, ids: SQL, retyped = true) {
  await tx.execute(sql`UPDATE controls k SET company_id = e.company_id, factory_id = e.factory_id, building_id = e.building_id,
      regulation_id = e.regulation_id, updated_at = now()
    FROM elements e WHERE e.id = k.element_id AND k.element_id IN (${ids}) AND ${openControlSql('k.status')}
      AND (k.factory_id, k.building_id, k.regulation_id, k.company_id) IS DISTINCT FROM (e.factory_id, e.building_id, e.regulation_id, e.company_id)`);
  // An open occurrence planned in an intervention of the former site leaves it.
  await tx.execute(sql`UPDATE controls k SET intervention_id = NULL, status = 'to_do'
    FROM interventions i WHERE i.id = k.intervention_id AND k.element_id IN (${ids})
      AND k.status = 'to_do_planned' AND i.factory_id <> k.factory_id`);
  if (retyped) {
    await tx.execute(sql`DELETE FROM controls k USING elements e WHERE e.id = k.element_id AND k.element_id IN (${ids})
      AND ${openControlSql('k.status')} AND k.type_id IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM control_types ct WHERE ct.id = k.type_id AND ${appliesSql})`);
    await generateControls(tx, { elements: ids, from: today });
  }
  await fixObligations(tx, ids, retyped);
  await tasksFollowElements(tx, ids);
  await refreshCompliance(tx, ids);
}

export async function afterElementUpdate(tx: Runner, id: number, changes: Body) {
  if (MOVES.some((f) => changes[f] !== undefined)) await fixOpenControls(tx, sql`${id}`, RETYPES.some((f) => changes[f] !== undefined));
  // An expiry date or a verdict changed: the stored conformity of the row, in this transaction.
  else await refreshCompliance(tx, sql`${id}`);
}

export async function afterElementBulkUpdate(tx: Runner, _ctx: RequestContext, ids: SQL, data: Body) {
  if (MOVES.some((f) => data[f] !== undefined)) await fixOpenControls(tx, ids, RETYPES.some((f) => data[f] !== undefined));
}
