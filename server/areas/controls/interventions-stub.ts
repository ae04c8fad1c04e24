// TEMPORARY, until the interventions area is merged: controls reference 'control-interventions',
// and the engine needs a registered target to check those references. Read-only, a few fields.
// The lead drops this file and its line in server/areas/controls/index.ts at merge.
import { sql } from 'drizzle-orm';
import { controlInterventions } from '../../../resources/interventions';
import { defineResource } from '../../../resources/types';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { interventions as i } from '../interventions/table';

const def = defineResource({
  ...controlInterventions,
  readOnly: true,
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'name', type: 'string', readOnly: true, list: true, sortable: true, search: true },
    { name: 'start', type: 'date', readOnly: true, list: true, sortable: true },
    { name: 'factory', type: 'reference', reference: 'factories', readOnly: true, filter: true, list: true },
    { name: 'status', type: 'choices', choices: ['to_do', 'to_validate', 'done'], readOnly: true, filter: true, list: true },
  ],
  tabs: [], bulkActions: [], detailActions: [],
});

export const controlInterventionsStub = defineServerResource({
  def,
  table: i,
  alias: 'i',
  fields: { id: i.id, name: i.name, start: i.startDate, factory: i.factoryId, status: i.status },
  internal: [i.kind, i.companyId, i.endDate, i.participant, i.supervisorId, i.createdAt, i.updatedAt],
  scope: (_ctx, allowed) => sql`(i.kind = 'control' AND i.factory_id = ANY(${intArr(allowed.factories)}))`,
  owner: { company: sql`i.company_id`, factory: sql`i.factory_id` },
});
