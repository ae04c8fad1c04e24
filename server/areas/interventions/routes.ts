// GET /control-interventions/{id}/controls/: the controls planned in an intervention (its show
// page), with their element; 404 when the intervention is out of the caller's scope.
// GET /control-interventions/plannable-controls/?factory=: the open controls of a site the caller
// sees (the form's picker), the most urgent first. Served here so the pages do not depend on the
// controls list's filters.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { fetchOne } from '../../crud/rows';
import { rows } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError, notFound } from '../../http/errors';
import { idFromText, pathId } from '../../http/ids';
import { visibleControl } from './hooks';
import { controlInterventions } from './resource';
import { openControlSql } from '../controls/open';

import { plannableControlsSchema, plannedControlsSchema, type PlannedControl } from '../../../resources/contract';

const plannableQuery = z.looseObject({ factory: z.string().optional() });

export const interventionRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/control-interventions/plannable-controls/', {
    schema: { querystring: plannableQuery, response: { 200: plannableControlsSchema }, tags: ['control-interventions'] }, config: { access: rights('intervention', 'view') },
  }, async (req) => {
    const ctx = ctxOf(req);
    const factory = idFromText(req.query.factory ?? '');
    if (factory === null) throw fieldError('factory', 'invalid_integer');
    const results = await rows<PlannedControl & { intervention: number | null }>(db, sql`
      SELECT k.id, k.designation, k.element_id AS element, e.designation AS element_name, k.next_date::text AS next_date,
        k.completed_date::text AS completed_date, k.status::text AS status, k.intervention_id AS intervention
      FROM controls k JOIN elements e ON e.id = k.element_id
      WHERE k.factory_id = ${factory} AND ${openControlSql('k.status')} AND ${visibleControl(ctx)}
      ORDER BY k.next_date, k.id LIMIT 500`);
    return { results };
  });

  app.get('/control-interventions/:id/controls/', { schema: { response: { 200: plannedControlsSchema }, tags: ['control-interventions'] }, config: { access: rights('intervention', 'view') } },
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
