// GET /control-interventions/{id}/controls/: the controls planned in an intervention (its show
// page), with their element; 404 when the intervention is out of the caller's scope. Served
// here so the page does not depend on the controls list's filters.
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { ctxOf } from '../../auth/guard';
import { fetchOne } from '../../crud/rows';
import { rows } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/ids';
import { controlInterventions } from './resource';

export interface PlannedControl {
  id: number;
  designation: string;
  element: number;
  element_name: string;
  next_date: string;
  completed_date: string | null;
  status: string;
}

export const interventionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get('/control-interventions/:id/controls/', { schema: { tags: ['control-interventions'] }, config: { access: rights('intervention', 'view') } },
    async (req) => {
      const id = pathId((req.params as { id: string }).id);
      if (!(await fetchOne(db, controlInterventions, ctxOf(req), id))) throw notFound();
      const results = await rows<PlannedControl>(db, sql`
        SELECT k.id, k.designation, k.element_id AS element, e.designation AS element_name, k.next_date::text AS next_date,
          k.completed_date::text AS completed_date, k.status::text AS status
        FROM controls k JOIN elements e ON e.id = k.element_id
        WHERE k.intervention_id = ${id} ORDER BY k.next_date, k.id LIMIT 5000`);
      return { results };
    });
};
