// STAND-IN (dropped at merge: the tasks area serves the real resource). The documents' `tasks`
// field needs a registered target: a plain server resource over the real table, scoped like
// controls by site and regulation.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { buildingScope } from '../../auth/scope';
import { fromElement } from './stand-in-demo';
import { tasks as tk } from '../tasks/table';

const OPEN = sql`tk.status IN ('not_started', 'doing')`;

export const tasksStandIn = defineServerResource({
  def: resources.tasks,
  table: tk,
  alias: 'tk',
  fields: {
    id: tk.id, description: tk.description, element: tk.elementId, factory: tk.factoryId, building: tk.buildingId,
    regulation: tk.regulationId, deadline: tk.deadline, manager: tk.managerId, status: tk.status,
    element_type: { computed: sql`(SELECT x.element_type_id FROM elements x WHERE x.id = tk.element_id)`, cast: 'int8' },
    verified_points: tk.verifiedPoints, origin: tk.origin, control: tk.controlId, intervention: tk.interventionId,
    late: { computed: sql`(tk.deadline < CURRENT_DATE AND ${OPEN})`, cast: 'bool' },
    open: { computed: OPEN, cast: 'bool' },
    deadline_lte: { filter: (v) => sql`tk.deadline <= ${String(v[0])}::date` },
    created_at: tk.createdAt,
  },
  hookColumns: [tk.companyId, tk.factoryId, tk.buildingId, tk.regulationId, tk.expressReportId, tk.updatedAt],
  scope: (ctx, allowed) => sql`(tk.factory_id = ANY(${intArr(allowed.factories)}) AND tk.regulation_id = ANY(${intArr(ctx.regulations)})
    AND ${buildingScope(ctx, sql`tk.factory_id`, sql`tk.building_id`)})`,
  hooks: { beforeWrite: fromElement },
  owner: { company: sql`tk.company_id`, factory: sql`tk.factory_id`, building: sql`tk.building_id`, regulation: sql`tk.regulation_id` },
});
