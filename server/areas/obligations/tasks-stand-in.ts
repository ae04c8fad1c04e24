// STAND-IN (dropped at merge: the tasks area serves the real resource). The documents' `tasks`
// field (documents-stand-in.ts) needs a registered target: a plain server resource over the real
// table, scoped like controls; a created task takes its element's company, site, building and
// regulation. seedTasksStandIn: one demo task per site, for the access matrix (rows to reach).
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { buildingScope } from '../../auth/scope';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { tasks as tk } from '../tasks/table';
import type pg from 'pg';
import { rows, type Runner } from '../../crud/sql';

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
  owner: { company: sql`tk.company_id`, factory: sql`tk.factory_id`, building: sql`tk.building_id`, regulation: sql`tk.regulation_id` },
  hooks: { beforeWrite: fromElement },
});

async function fromElement(tx: Runner, _ctx: unknown, body: Record<string, unknown>, row: unknown) {
  if (row) return body;
  const [el] = await rows<Record<string, number>>(tx, sql`SELECT company_id, factory_id, building_id, regulation_id
    FROM elements WHERE id = ${Number(body.element) || 0}`);
  return { ...body, ...el };
}

export async function seedTasksStandIn(client: pg.PoolClient): Promise<void> {
  await client.query(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description)
    SELECT DISTINCT ON (e.factory_id) e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, 'Observation de démonstration'
    FROM elements e WHERE NOT EXISTS (SELECT 1 FROM tasks) ORDER BY e.factory_id, e.id`);
}
