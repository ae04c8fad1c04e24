// /api/v1/branches/ (tier corpo, right `companybranch`): a company's branch tree. Like a token, a
// branch is seen by the right's holders who see one of its sites, those of the branches below it
// included (so a user of one site sees the path down to it); a branch without any site below it,
// by those holding the whole company.
import { sql, type SQL } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { wholeCompanies } from '../../auth/scope';
import { branchHooks } from './hooks';
import { branchFactories, companyBranches as br } from './table';

/** The branch and every branch below it (ids). */
export const subtreeOf = (id: SQL): SQL => sql`(WITH RECURSIVE d(id) AS (SELECT ${id}
  UNION SELECT b.id FROM company_branches b JOIN d ON b.parent_id = d.id) SELECT id FROM d)`;

export const branches = defineServerResource({
  def: resources.branches,
  table: br,
  alias: 'br',
  joins: sql`JOIN companies c ON c.id = br.company_id LEFT JOIN company_branches bp ON bp.id = br.parent_id`,
  fields: {
    id: br.id, name: br.name, company: br.companyId, parent: br.parentId,
    factories: { m2m: { own: branchFactories.branchId, other: branchFactories.factoryId } },
    created_at: br.createdAt,
  },
  labels: { company: sql`c.name`, parent: sql`bp.name` },
  scope: (ctx, allowed) => sql`br.company_id = ANY(${intArr(allowed.companies)}) AND (
    br.company_id = ANY(${wholeCompanies(ctx, allowed)})
    OR EXISTS (SELECT 1 FROM branch_factories bf WHERE bf.factory_id = ANY(${intArr(allowed.factories)})
      AND bf.branch_id IN ${subtreeOf(sql`br.id`)}))`,
  owner: { company: sql`br.company_id` },
  hooks: branchHooks,
});
