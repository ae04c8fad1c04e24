// Linked objects of an element (element_links; other elements for now). A link reads both ways:
// the list is GET /elements/?linked_to={id}. POST /elements/{id}/links/ {linked} adds one,
// DELETE /elements/{id}/links/{linked}/ removes it (either direction). Both elements must be in
// the caller's scope (404 / does_not_exist otherwise) and unlocked; each end's history says so.
// Activity-log rows: building (links between elements; tests/api/access/activity.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { elements } from './resource';
import { fetchOne } from '../../crud/rows';
import { idSchema } from '../../crud/schemas';
import type { Runner } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError, nonFieldError, notFound } from '../../http/errors';
import { pathId } from '../../http/ids';
import { actorOf, recordActivity } from '../../crud/activity-record';

type Row = Record<string, unknown>;
const linkBody = z.strictObject({ linked: idSchema });

/** Both ends of a link change: each element's history records the other one. */
async function logLink(tx: Runner, ctx: RequestContext, a: Row, b: Row, added: boolean) {
  for (const [self, other] of [[a, b], [b, a]]) {
    const label = String(other.designation);
    await recordActivity(tx, actorOf(ctx), {
      action: 'update', objectType: 'elements', objectId: self.id as number, objectLabel: String(self.designation),
      scope: { company: self.company as number, factory: self.factory as number, building: self.building as number },
      changes: { linked: added ? [null, label] : [label, null] },
    });
  }
}

export const linkRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['elements'];
  const access = { access: rights('baseregulationmodel', 'edit') };

  /** The element of the path (404 out of scope; 400 when locked). */
  const elementOf = async (tx: Runner, req: FastifyRequest) => {
    const row = await fetchOne(tx, elements, ctxOf(req), pathId((req.params as { id: string }).id));
    if (!row) throw notFound();
    if (row.locked) throw nonFieldError('api.elements.errors.locked');
    return row;
  };

  r.post('/elements/:id/links/', { schema: { body: linkBody, tags }, config: access }, async (req, reply) => {
    const ctx = ctxOf(req);
    await db.transaction(async (tx) => {
      const element = await elementOf(tx, req);
      const other = await fetchOne(tx, elements, ctx, req.body.linked);
      if (!other) throw fieldError('linked', 'does_not_exist', { id: req.body.linked });
      if (other.id === element.id) throw fieldError('linked', 'api.elements.errors.link_self');
      if (other.locked) throw nonFieldError('api.elements.errors.locked');
      const done = await tx.execute(sql`INSERT INTO element_links (element_id, linked_id)
        SELECT ${element.id}, ${other.id} WHERE NOT EXISTS (SELECT 1 FROM element_links
          WHERE element_id = ${other.id} AND linked_id = ${element.id}) ON CONFLICT DO NOTHING`);
      if (done.rowCount) await logLink(tx, ctx, element, other, true);
    });
    return reply.code(201).send({ linked: req.body.linked });
  });

  r.delete('/elements/:id/links/:linked/', { schema: { tags }, config: access }, async (req, reply) => {
    const ctx = ctxOf(req);
    await db.transaction(async (tx) => {
      const element = await elementOf(tx, req);
      const other = await fetchOne(tx, elements, ctx, pathId((req.params as { linked: string }).linked));
      if (!other) throw notFound();
      if (other.locked) throw nonFieldError('api.elements.errors.locked');
      const done = await tx.execute(sql`DELETE FROM element_links WHERE (element_id = ${element.id} AND linked_id = ${other.id})
        OR (element_id = ${other.id} AND linked_id = ${element.id})`);
      if (!done.rowCount) throw notFound();
      await logLink(tx, ctx, element, other, false);
    });
    return reply.code(204).send();
  });
};
