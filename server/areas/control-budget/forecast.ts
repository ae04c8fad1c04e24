// The control budget's forecast: the cost per month and per site of the controls due in the
// window [first day of this month (Europe/Paris), + months): every open control whose next_date
// falls in it, and its recurrences within it by THE date rule (a 6-month control due this month
// appears twice in 12 months), priced by the company's prices (a type without a price counts 0
// and is listed in unpriced_types). SQL groups the controls (site, type, date, frequency); the
// recurrences are expanded here with nextDate itself, so the chain is the rule's own. Amounts
// are summed in cents (integers), never in floating euros. Only what the caller sees counts:
// their sites, regulations and, on a site seen through some buildings, those buildings.
import { addMonths, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { buildingScope } from '../../auth/scope';
import { intArr, rows, type Runner } from '../../crud/sql';
import { nextDate } from '../controls/date-rule';
import { openControlSql } from '../controls/open';

import type { Forecast } from '../../../resources/contract';

export type { Forecast };

interface Group { factory: number; factory_name: string; type_id: number; type_name: string; next_date: string; frequency: number; n: number; cents: number | null }

const euros = (cents: number) => cents / 100;

/** `factories`: the sites to count (already checked to be in the caller's scope). */
export async function forecast(db: Runner, ctx: RequestContext, months: number, factories: number[]): Promise<Forecast> {
  const [{ start }] = await rows<{ start: string }>(db, sql`SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Paris')::date::text AS start`);
  const end = format(addMonths(parseISO(start), months), 'yyyy-MM-dd');
  const monthKeys = Array.from({ length: months }, (_, i) => format(addMonths(parseISO(start), i), 'yyyy-MM'));
  // Grouped on controls alone first (names and prices joined to the groups, not to every row).
  const groups = await rows<Group>(db, sql`
    WITH g AS (SELECT k.factory_id, k.company_id, k.type_id, k.next_date, k.frequency_months, count(*)::int AS n
      FROM controls k
      WHERE ${openControlSql('k.status')} AND k.next_date >= ${start}::date AND k.next_date < ${end}::date
        AND k.factory_id = ANY(${intArr(factories)}) AND k.regulation_id = ANY(${intArr(ctx.regulations)}) AND k.type_id IS NOT NULL
        AND ${buildingScope(ctx, sql`k.factory_id`, sql`k.building_id`)}
      GROUP BY k.factory_id, k.company_id, k.type_id, k.next_date, k.frequency_months)
    SELECT g.factory_id AS factory, f.name AS factory_name, g.type_id, ct.name AS type_name, g.next_date::text AS next_date,
      g.frequency_months AS frequency, g.n, round(p.price * 100)::float8 AS cents
    FROM g JOIN factories f ON f.id = g.factory_id JOIN control_types ct ON ct.id = g.type_id
    LEFT JOIN control_prices p ON p.company_id = g.company_id AND p.type_id = g.type_id`);
  const sites = new Map<number, { factory: number; factory_name: string; cents: number[] }>();
  const unpriced = new Map<number, string>();
  for (const g of groups) {
    if (g.cents === null) unpriced.set(g.type_id, g.type_name);
    const site = sites.get(g.factory) ?? { factory: g.factory, factory_name: g.factory_name, cents: monthKeys.map(() => 0) };
    sites.set(g.factory, site);
    const price = Number(g.cents ?? 0);
    for (let d = g.next_date; d < end; d = nextDate(d, g.frequency)) {
      site.cents[monthKeys.indexOf(d.slice(0, 7))] += price * g.n;
    }
  }
  const list = [...sites.values()].sort((a, b) => a.factory_name.localeCompare(b.factory_name, ctx.locale) || a.factory - b.factory)
    .map((s) => ({ factory: s.factory, factory_name: s.factory_name, per_month: s.cents.map(euros), total: euros(s.cents.reduce((x, y) => x + y, 0)) }));
  const totalCents = [...sites.values()].reduce((x, s) => x + s.cents.reduce((a, b) => a + b, 0), 0);
  return {
    months: monthKeys, sites: list, total: euros(totalCents), currency: 'EUR',
    unpriced_types: [...unpriced].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, ctx.locale)),
  };
}
