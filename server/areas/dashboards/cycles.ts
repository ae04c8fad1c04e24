// The main dashboard's seven cycles (GET /dashboard/main/control_cycle_<cycle>/): each number is
// a list's count. An item names the resource and its list filter; its count is the engine's own
// count of that list for the caller (crud/rows.ts countRows: the same scope, filters and SQL as
// GET /<resource>/count/?<filter>), so the number and the list it opens cannot differ. An item
// whose list the caller may not open (no view right, no company on its plan) is left out.
// The controls' and elements' items read stored counters (counters.ts), equal to those counts.
// Express reports: their resource is another area's; their table is counted here with the
// same filter on status (the resource's scope: companies on the pro plan, the caller's sites).
// Over company branches (`branch`, issue 29) each count is the list's with the same `branch`
// filter, which the number's link carries: rows of no site (a company document) are in no branch.
import { sql } from 'drizzle-orm';
import { getResource } from '../../../resources';
import { DASHBOARD_SECTIONS, type DashboardCycle } from '../../../resources/dashboards';
import type { RequestContext } from '../../auth/context';
import { companiesWithTier } from '../../auth/guard';
import { can } from '../../auth/rights';
import { branchSites } from '../../crud/branch-filter';
import { countRows } from '../../crud/rows';
import { parseListQuery } from '../../crud/query';
import { resourceOf } from '../../crud/registry';
import { arr, intArr, rows, type Runner } from '../../crud/sql';
import { STORED_KEYS, storedCount } from './counters';

type Section = (typeof DASHBOARD_SECTIONS)[number];
interface ItemDef { key: string; section: Section; resource: string; filter: Record<string, string> }
export interface Item { key: string; count: number; resource: string; filter: Record<string, string> }

const item = (section: Section, key: string, resource: string, filter: Record<string, string>): ItemDef => ({ key, section, resource, filter });

export const CYCLES: Record<DashboardCycle, ItemDef[]> = {
  elements: [
    item('warning', 'elements_non_compliant', 'elements', { conformity: 'non_compliant' }),
    item('warning', 'elements_to_discard', 'elements', { to_discard: 'true' }),
  ],
  control: [
    item('to_prepare', 'controls_next_30_days', 'controls', { due_within_days: '30' }),
    item('to_wait', 'controls_planned', 'controls', { status: 'to_do_planned' }),
    item('warning', 'controls_late', 'controls', { late: 'true' }),
    item('warning', 'controls_late_blocking', 'controls', { late: 'true', leads_to_non_compliance: 'true' }),
  ],
  control_intervention: [
    item('to_prepare', 'control_interventions_to_do', 'control-interventions', { status: 'to_do' }),
    item('to_validate', 'control_interventions_to_validate', 'control-interventions', { status: 'to_validate' }),
    item('warning', 'control_interventions_late', 'control-interventions', { late: 'true' }),
  ],
  document: [
    item('to_validate', 'obligations_not_validated', 'obligations', { status: 'not_validated' }),
    item('to_wait', 'documents_awaiting_reception', 'documents', { status: 'awaiting_reception' }),
    item('warning', 'obligations_missing', 'obligations', { linked: 'false' }),
  ],
  express_repport: [
    item('to_validate', 'express_reports_to_check', 'express-reports', { status: 'to_check' }),
    item('to_validate', 'express_reports_to_validate', 'express-reports', { status: 'to_validate' }),
    item('to_wait', 'express_reports_being_analysed', 'express-reports', { status: 'being_analysed,being_analysed_by_ai' }),
  ],
  task: [
    item('to_prepare', 'tasks_open', 'tasks', { open: 'true' }),
    item('warning', 'tasks_late', 'tasks', { late: 'true' }),
  ],
  task_intervention: [
    item('to_prepare', 'maintenance_interventions_to_do', 'maintenance-interventions', { status: 'to_do' }),
    item('to_validate', 'maintenance_interventions_to_validate', 'maintenance-interventions', { status: 'to_validate' }),
    item('warning', 'maintenance_interventions_late', 'maintenance-interventions', { late: 'true' }),
  ],
};

const EXPRESS = { area: 'expressreport', tier: 'pro' } as const;

/** null: the caller may not open that list. `branches`: the list's `branch` filter (null: none). */
async function countOf(db: Runner, ctx: RequestContext, d: ItemDef, branches: number[] | null): Promise<number | null> {
  if (d.resource === 'express-reports') {
    if (!can(ctx.rights, EXPRESS.area, 'view')) return null;
    const companies = companiesWithTier(ctx, EXPRESS.tier);
    if (!companies.length) return null;
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM express_reports x
      WHERE x.company_id = ANY(${intArr(companies)}) AND (x.factory_id IS NULL OR x.factory_id = ANY(${intArr(ctx.factories)}))
        AND x.status::text = ANY(${arr(d.filter.status.split(','))}) ${branches ? sql`AND x.factory_id IN ${branchSites(branches)}` : sql``}`);
    return n;
  }
  const def = getResource(d.resource);
  const res = resourceOf(d.resource);
  if (!def || !res || !can(ctx.rights, def.area, 'view')) return null;
  if (def.tier && companiesWithTier(ctx, def.tier).length === 0) return null;
  // Controls' and elements' numbers from the stored counters (counters.ts) when they are of today.
  const stored = STORED_KEYS.has(d.key) && !branches ? await storedCount(db, ctx, res, d.key) : null;
  const filter = branches ? { ...d.filter, branch: branches.join(',') } : d.filter;
  return stored ?? countRows(db, res, ctx, parseListQuery(def, filter, false));
}

export async function cycle(db: Runner, ctx: RequestContext, name: DashboardCycle, branches: number[] | null = null) {
  const defs = CYCLES[name];
  const counts = await Promise.all(defs.map((d) => countOf(db, ctx, d, branches)));
  const sections = Object.fromEntries(DASHBOARD_SECTIONS.map((s) => [s, [] as Item[]])) as Record<Section, Item[]>;
  defs.forEach((d, i) => {
    const count = counts[i];
    if (count !== null) sections[d.section].push({ key: d.key, count, resource: d.resource, filter: d.filter });
  });
  return { cycle: name, sections };
}
