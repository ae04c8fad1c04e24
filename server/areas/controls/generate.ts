// Controls come from the control types that apply to an element: the regulatory catalogue's
// types of its element type, and its company's voluntary types of its element type on its site
// (a voluntary type without sites applies to every site). Used when elements are created or
// moved, and when a voluntary type is created or its scope changes.
import { sql, type SQL } from 'drizzle-orm';
import { rows, type Runner } from '../../crud/sql';
import { nextDateSql } from './date-rule';
import { openControlSql } from './open';

/** The (element, type) pairs that apply, over elements `e` and types `ct`, as an SQL condition. */
export const appliesSql = sql`EXISTS (SELECT 1 FROM control_type_element_types cte
    WHERE cte.type_id = ct.id AND cte.element_type_id = e.element_type_id)
  AND ct.regulation_id = e.regulation_id
  AND (ct.company_id IS NULL OR (ct.company_id = e.company_id AND (NOT EXISTS (SELECT 1 FROM control_type_factories cf WHERE cf.type_id = ct.id)
    OR EXISTS (SELECT 1 FROM control_type_factories cf WHERE cf.type_id = ct.id AND cf.factory_id = e.factory_id))))`;

/** An element's creation day (Europe/Paris): where its first controls count from by default. */
export const CREATION_DAY = sql`(e.created_at AT TIME ZONE 'Europe/Paris')::date`;

export interface GenerateOptions {
  /** Ids of the elements to consider (an SQL subquery or list); all of them when absent. */
  elements?: SQL;
  /** Ids of the control types to consider; all of them when absent. */
  types?: SQL;
  /**
   * The date the first occurrence counts from, per element (an SQL expression over `e`), e.g.
   * its last control date; default: its creation day. next_date = that date + frequency.
   */
  from?: SQL;
}

/**
 * Inserts the open occurrence of every applicable type an element does not have open yet
 * (to_do or to_do_planned). Returns the ids of the elements that received one; the caller
 * refreshes their conformity (elements/compliance.ts) in the same transaction.
 */
export async function generateControls(tx: Runner, opts: GenerateOptions = {}): Promise<number[]> {
  const from = opts.from ?? CREATION_DAY;
  const made = await rows<{ element_id: number }>(tx, sql`
    INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, type_id, designation,
      frequency_months, next_date, controller_requirement, leads_to_non_compliance)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, ct.id, ct.name,
      ct.frequency_months, ${nextDateSql(from, sql`ct.frequency_months`)}, ct.controller_requirement, ct.leads_to_non_compliance
    FROM elements e JOIN control_types ct ON ${appliesSql}
    WHERE ${opts.elements ? sql`e.id IN (${opts.elements})` : sql`true`}
      AND ${opts.types ? sql`ct.id IN (${opts.types})` : sql`true`}
      AND NOT EXISTS (SELECT 1 FROM controls k WHERE k.element_id = e.id AND k.type_id = ct.id
        AND ${openControlSql('k.status')})
    RETURNING element_id`);
  return [...new Set(made.map((r) => r.element_id))];
}
