// Consumption per month, site (with its branch: the entity), element type and regulation: active elements (the stored monthly
// snapshots, and the current month from the live counts kept by the database: table.ts) and express-report pages
// analysed (page_consumption, written by the express reports' analysis job; read only here).
// Page rows have no element type (a page is not one element's): element_type null, and they are
// left out when the list is filtered by element type.
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { consumptionSchema } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';
import { parisDay } from '../elements/conformity';

export type Consumption = z.infer<typeof consumptionSchema>;
export interface ConsumptionFilter {
  /** YYYY-MM, inclusive both. */
  from: string;
  to: string;
  factories: number[] | null;
  regulations: number[] | null;
  elementTypes: number[] | null;
}

/** This month in Paris, YYYY-MM. */
export const currentMonth = (today = parisDay()) => today.slice(0, 7);

export function consumptionSql(ctx: RequestContext, q: ConsumptionFilter, current = currentMonth()): SQL {
  const start = `${q.from}-01`;
  const end = `${q.to}-01`;
  const now = `${current}-01`;
  const inScope = (alias: string) => sql.raw(alias);
  const where = (a: string, withType: boolean) => sql`${inScope(a)}.company_id = ANY(${intArr(ctx.companies)})
    AND ${inScope(a)}.factory_id = ANY(${intArr(q.factories ?? ctx.factories)})
    AND ${inScope(a)}.regulation_id = ANY(${intArr(q.regulations ?? ctx.regulations)})
    ${withType && q.elementTypes ? sql`AND ${inScope(a)}.element_type_id = ANY(${intArr(q.elementTypes)})` : sql``}`;
  // Pages without site or regulation stay visible to whoever sees the company, unfiltered.
  const pageWhere = sql`pc.company_id = ANY(${intArr(ctx.companies)})
    AND (pc.factory_id = ANY(${intArr(q.factories ?? ctx.factories)}) OR (pc.factory_id IS NULL AND ${q.factories === null}))
    AND (pc.regulation_id = ANY(${intArr(q.regulations ?? ctx.regulations)}) OR (pc.regulation_id IS NULL AND ${q.regulations === null}))`;
  return sql`
    WITH u AS (
      SELECT ec.month, ec.factory_id, ec.element_type_id, ec.regulation_id, ec.active_elements, 0 AS pages
        FROM element_consumption ec
       WHERE ec.month >= ${start}::date AND ec.month <= ${end}::date AND ec.month < ${now}::date AND ${where('ec', true)}
      UNION ALL
      SELECT ${now}::date, c.factory_id, c.element_type_id, c.regulation_id, c.n, 0
        FROM element_counts c
       WHERE ${now}::date BETWEEN ${start}::date AND ${end}::date AND c.n <> 0 AND ${where('c', true)}
      UNION ALL
      SELECT pc.month, pc.factory_id, NULL::int, pc.regulation_id, 0, pc.pages
        FROM page_consumption pc
       WHERE ${q.elementTypes === null} AND pc.month >= ${start}::date AND pc.month <= ${end}::date AND ${pageWhere}
    )
    SELECT to_char(u.month, 'YYYY-MM') AS month, u.factory_id AS factory, f.name AS factory_name,
           cb.id AS entity, cb.name AS entity_name,
           u.element_type_id AS element_type, et.name AS element_type_name, u.regulation_id AS regulation, r.name AS regulation_name,
           sum(u.active_elements)::int AS active_elements, sum(u.pages)::int AS pages
      FROM u LEFT JOIN factories f ON f.id = u.factory_id LEFT JOIN element_types et ON et.id = u.element_type_id
      LEFT JOIN branch_factories bf ON bf.factory_id = u.factory_id LEFT JOIN company_branches cb ON cb.id = bf.branch_id
      LEFT JOIN regulations r ON r.id = u.regulation_id
     GROUP BY u.month, u.factory_id, f.name, cb.id, cb.name, u.element_type_id, et.name, u.regulation_id, r.name
     ORDER BY u.month, f.name NULLS LAST, r.name NULLS LAST, et.name NULLS LAST`;
}

export async function consumption(db: Runner, ctx: RequestContext, q: ConsumptionFilter): Promise<Consumption> {
  return { rows: await rows<Consumption['rows'][number]>(db, consumptionSql(ctx, q)) };
}
