// Rules of branch writes the metadata cannot say: the company (omitted: the caller's current one)
// is on the corpo plan; the parent is a branch of the same company and not the branch itself nor
// one below it (no cycle, at any depth); the sites are the company's, and a site given to this
// branch leaves the branch that held it (a site is in at most one branch). A deleted branch's
// sub-branches and sites move up one level (to its parent, else to the top / out of any branch),
// said with their counts in the delete's confirmation.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { allowedScope } from '../../auth/guard';
import { idsOf, intArr, rows, type Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { fieldError } from '../../http/errors';
import { siteOutsideCompany } from '../sites/company-sites';

type Body = Record<string, unknown>;

/** The caller's current company: the selected one (support, a token), else their first on the corpo plan. */
const defaultCompany = (ctx: RequestContext): number | undefined => ctx.selectedCompany ?? allowedScope(ctx, 'corpo').companies[0];

/** Refuses a parent making a cycle or in another company (a parent the caller cannot see: the engine's does_not_exist). */
async function checkParent(tx: Runner, ctx: RequestContext, company: number, parent: number, self: number | null) {
  if (parent === self) throw fieldError('parent', 'api.branches.errors.parent_is_self');
  const [p] = await rows<{ company_id: number }>(tx, sql`
    SELECT company_id FROM company_branches WHERE id = ${parent} AND company_id = ANY(${intArr(ctx.companies)})`);
  if (!p) return;
  if (p.company_id !== company) throw fieldError('parent', 'api.branches.errors.parent_other_company', { id: parent });
  if (self === null) return;
  // The parent's ancestors, up to the root: this branch among them is a cycle.
  const [cycle] = await rows<{ found: boolean }>(tx, sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT id, parent_id FROM company_branches WHERE id = ${parent}
      UNION SELECT b.id, b.parent_id FROM company_branches b JOIN up ON b.id = up.parent_id)
    SELECT EXISTS (SELECT 1 FROM up WHERE id = ${self}) AS found`);
  if (cycle?.found) throw fieldError('parent', 'api.branches.errors.parent_cycle', { id: parent });
}

async function beforeWrite(tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null): Promise<Body> {
  const company = (row ? row.before.company : (body.company ?? defaultCompany(ctx))) as number | undefined;
  if (!row && (company === undefined || !allowedScope(ctx, 'corpo').companies.includes(company))) {
    throw company !== undefined && !ctx.companies.includes(company)
      ? fieldError('company', 'does_not_exist', { id: company })
      : fieldError('company', 'api.branches.errors.company_not_corpo');
  }
  // One writer of a company's tree at a time: two moves at once cannot close a cycle together.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(29001, ${company!})`);
  if (typeof body.parent === 'number') await checkParent(tx, ctx, company!, body.parent, row?.id ?? null);
  const site = await siteOutsideCompany(tx, ctx, body.factories, company!);
  if (site) throw fieldError('factories', 'api.branches.errors.site_outside_company', { id: site });
  const sites = idsOf(body.factories).filter((f) => ctx.factories.includes(f));
  if (sites.length) {
    await tx.execute(sql`DELETE FROM branch_factories WHERE factory_id = ANY(${intArr(sites)})
      AND branch_id IS DISTINCT FROM ${row?.id ?? null}::int`);
  }
  return row ? body : { ...body, company };
}

/** The selected branches (`where` over the resource's `from`, alias br). */
const selected = (where: SQL): SQL => sql`SELECT br.id FROM company_branches br JOIN companies c ON c.id = br.company_id
  LEFT JOIN company_branches bp ON bp.id = br.parent_id WHERE ${where}`;

/** The confirmation: how many branches go, and how many sites and sub-branches move up a level. */
async function deleteConfirmation(tx: Runner, where: SQL, count: number) {
  const [found] = await rows<{ sites: number; children: number }>(tx, sql`WITH gone AS (${selected(where)}) SELECT
    (SELECT count(*)::int FROM branch_factories bf WHERE bf.branch_id IN (SELECT id FROM gone)) AS sites,
    (SELECT count(*)::int FROM company_branches b WHERE b.parent_id IN (SELECT id FROM gone) AND b.id NOT IN (SELECT id FROM gone)) AS children`);
  return { key: 'api.branches.confirm_delete', params: { count, sites: found?.sites ?? 0, children: found?.children ?? 0 } };
}

/**
 * Before the rows go: each surviving child and each site of a deleted branch moves to the nearest
 * ancestor that stays (none: a top branch, a site in no branch). Several levels deleted at once
 * (a bulk delete) skip to the first ancestor kept.
 */
async function onDelete(tx: Runner, _ctx: RequestContext, where: SQL) {
  const target = sql`WITH RECURSIVE gone AS (${selected(where)}),
    up(id, anc) AS (SELECT b.id, b.parent_id FROM company_branches b WHERE b.id IN (SELECT id FROM gone)
      UNION ALL SELECT up.id, b.parent_id FROM up JOIN company_branches b ON b.id = up.anc WHERE up.anc IN (SELECT id FROM gone)),
    target AS (SELECT id, anc FROM up WHERE anc IS NULL OR anc NOT IN (SELECT id FROM gone))`;
  await tx.execute(sql`${target} UPDATE company_branches c SET parent_id = t.anc FROM target t
    WHERE c.parent_id = t.id AND c.id NOT IN (SELECT id FROM gone)`);
  await tx.execute(sql`${target} UPDATE branch_factories bf SET branch_id = t.anc FROM target t
    WHERE bf.branch_id = t.id AND t.anc IS NOT NULL`);
}

export const branchHooks: Hooks = { beforeWrite, deleteConfirmation, onDelete };
