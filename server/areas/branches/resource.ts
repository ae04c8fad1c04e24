// /api/v1/branches/ (tier corpo, right `companybranch`): a company's branch tree. A branch is
// company-wide like a team: seen by the right's holders in its company, with the sites they see.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { branchHooks } from './hooks';
import { branchFactories, companyBranches as br } from './table';

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
  scope: (_ctx, allowed) => sql`br.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`br.company_id` },
  hooks: branchHooks,
});
