// The `branch` filter of every list bound to sites (spec §3 company branches): the rows of the
// sites of the given branches and of all their descendants, at any depth. Applied here once for
// every resource with a `factory` or `factories` field (or the sites themselves), on the same
// expression as the `factory` filter; out-of-scope rows stay out (the scope is ANDed as usual).
import { sql, type SQL } from 'drizzle-orm';
import { branchable } from '../../resources/branches';
import { intArr } from './sql';
import type { ServerResource } from './types';

export const BRANCH_PARAM = 'branch';

export { branchable };

/** The sites of the branches and their descendants (company_branches, branch_factories: the branches area's tables). */
export const branchSites = (branches: number[]): SQL => sql`(SELECT bf.factory_id FROM branch_factories bf WHERE bf.branch_id IN (
  WITH RECURSIVE d(id) AS (SELECT id FROM company_branches WHERE id = ANY(${intArr(branches)})
    UNION SELECT b.id FROM company_branches b JOIN d ON b.parent_id = d.id)
  SELECT id FROM d))`;

/** The condition over the resource's rows. */
export function branchCondition(res: ServerResource, branches: number[]): SQL {
  const sites = branchSites(branches);
  if (res.def.name === 'factories') return sql`${res.columns.id.expr} IN ${sites}`;
  if (res.columns.factory) return sql`${res.columns.factory.expr} IN ${sites}`;
  const link = res.write.factories;
  if (link?.kind !== 'm2m') throw new Error(`${res.def.name}: no site expression for the branch filter`);
  return sql`EXISTS (SELECT 1 FROM ${sql.identifier(link.table)} x_bf WHERE ${sql.identifier('x_bf')}.${sql.identifier(link.ownKey)} = ${res.columns.id.expr}
    AND ${sql.identifier('x_bf')}.${sql.identifier(link.otherKey)} IN ${sites})`;
}
