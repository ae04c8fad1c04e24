// Custom attributes on elements, beside the engine's /elements/ routes (static paths win over
// /elements/:id/ in Fastify's router):
// - GET /elements/attributes/?element_type=&factory=: the attributes that apply there (the
//   element form's inputs), of the caller's companies on plan pro (none for a start company);
// - POST /elements/bulk_attribute/: one attribute's value on a selection (ids, or all matching a
//   filter) of elements of ONE type, in one UPDATE, logged per element.
// Activity-log rows: building (the bulk custom attribute, on each element; tests/api/access/activity.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { companiesWithTier, ctxOf } from '../../auth/guard';
import { ownerExprs } from '../../crud/activity';
import { selection } from '../../crud/bulk';
import { elements } from './resource';
import { idSchema } from '../../crud/schemas';
import { intArr, rows } from '../../crud/sql';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError, nonFieldError, ValidationError } from '../../http/errors';
import { idFromText } from '../../http/ids';
import { actorOf, recordBulkActivity } from '../../crud/activity-record';
import { lockAmong, lockedError, type JobLock } from '../../jobs/locks';
import { applicableAttributes, checkValue, requireProCompany, type Attribute } from './custom-values';

const AREA = 'baseregulationmodel';
const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const bulkAttributeBody = z.strictObject({
  ids: z.array(idSchema).max(10_000).optional(),
  all: z.boolean().optional(),
  filter: z.record(z.string(), filterValue).optional(),
  attribute: idSchema,
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});
const attributesQuery = z.looseObject({ element_type: z.string().optional(), factory: z.string().optional() });

/** An optional id parameter: undefined when absent, else a positive integer (400 otherwise). */
function idParam(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const id = idFromText(raw);
  if (id === null) throw fieldError(name, 'invalid_integer');
  return id;
}

export const attributeRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['elements'];

  r.get('/elements/attributes/', {
    schema: { querystring: attributesQuery, tags }, config: { access: rights(AREA, 'view') },
  }, async (req) => {
    const ctx = ctxOf(req);
    const elementType = idParam('element_type', req.query.element_type);
    const factory = idParam('factory', req.query.factory);
    // A site out of scope has no attributes (never tells it exists).
    if (factory !== undefined && !ctx.factories.includes(factory)) return [];
    const companies = companiesWithTier(ctx, 'pro').filter((c) => factory === undefined || ctx.factoryCompany.get(factory) === c);
    return applicableAttributes(db, { companies, elementType, factory });
  });

  r.post('/elements/bulk_attribute/', {
    schema: { body: bulkAttributeBody, tags }, config: { access: rights(AREA, 'edit', 'pro') },
  }, async (req) => {
    const ctx = ctxOf(req);
    const body = req.body;
    return db.transaction(async (tx) => {
      const where = await selection(tx, elements, ctx, body);
      const [s] = await rows<{ n: number; locked: number; types: number; type: number; companies: number; company: number }>(tx, sql`
        SELECT count(*)::int AS n, count(*) FILTER (WHERE e.locked)::int AS locked,
          count(DISTINCT e.element_type_id)::int AS types, min(e.element_type_id) AS type,
          count(DISTINCT e.company_id)::int AS companies, min(e.company_id) AS company
        FROM ${elements.from} WHERE ${where}`);
      if (s.n === 0) throw nonFieldError('empty_selection');
      if (s.locked > 0) throw nonFieldError('api.elements.errors.locked');
      // Rows a running job is changing (spec §4): read-only meanwhile.
      const [held] = await rows<{ lock: JobLock | null }>(tx, sql`SELECT ${lockAmong('elements', sql`SELECT e.id FROM ${elements.from} WHERE ${where}`)} AS lock`);
      if (held?.lock) throw lockedError(held.lock);
      if (s.types > 1) throw nonFieldError('api.elements.values.bulk_mixed_types');
      // Spec §5: only categorisable elements (a characteristic of their company applies to their
      // type on their site), or, alone, an element not to be categorised: said as such.
      const [loose] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${elements.from} WHERE ${where}
        AND NOT EXISTS (SELECT 1 FROM custom_attributes a JOIN custom_attribute_element_types x ON x.attribute_id = a.id
          JOIN custom_attribute_factories y ON y.attribute_id = a.id
          WHERE a.company_id = e.company_id AND x.element_type_id = e.element_type_id AND y.factory_id = e.factory_id)`);
      if (loose.n > 0) {
        throw nonFieldError(s.n === 1 ? 'api.elements.values.not_to_categorise' : 'api.elements.values.not_categorisable', { count: loose.n });
      }
      const [attr] = await rows<Attribute & { company: number }>(tx, sql`
        SELECT a.id, a.name, a.type::text AS type, a.choices, a.company_id AS company FROM custom_attributes a
        WHERE a.id = ${body.attribute} AND a.company_id = ANY(${intArr(ctx.companies)})`);
      if (!attr) throw fieldError('attribute', 'does_not_exist', { id: body.attribute });
      requireProCompany(ctx, attr.company);
      // Applies to every selected element: same company, the type listed, every site listed.
      const applicable = (await applicableAttributes(tx, { companies: [attr.company], elementType: s.type })).some((a) => a.id === attr.id);
      const [outside] = await rows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${elements.from} WHERE ${where}
        AND e.factory_id NOT IN (SELECT y.factory_id FROM custom_attribute_factories y WHERE y.attribute_id = ${attr.id})`);
      if (!applicable || s.companies > 1 || s.company !== attr.company || outside.n > 0) {
        throw new ValidationError({ attribute: [{ key: 'api.elements.values.bulk_not_applicable', params: { name: attr.name } }] });
      }
      const checked = checkValue(attr, body.value);
      if ('problem' in checked) throw new ValidationError({ value: [checked.problem] });
      const key = String(attr.id);
      const value = checked.value === null ? null : JSON.stringify(checked.value);
      // The log holds the attribute's name as the changed field, with the old and new values.
      await recordBulkActivity(tx, actorOf(ctx), {
        action: 'bulk_update', objectType: 'elements', from: elements.from, where,
        id: sql`e.id`, label: sql`e.designation`, scope: ownerExprs(elements),
        changes: sql`jsonb_build_object(${attr.name}::text, jsonb_build_array(e.custom_values -> ${key}, ${value}::jsonb))`,
      });
      const set = value === null
        ? sql`custom_values - ${key}::text`
        : sql`custom_values || jsonb_build_object(${key}::text, ${value}::jsonb)`;
      const done = await tx.execute(sql`UPDATE elements SET custom_values = ${set}, updated_at = now()
        WHERE id IN (SELECT e.id FROM ${elements.from} WHERE ${where})`);
      return { count: done.rowCount ?? 0 };
    });
  });
};
