// The rights grid and its helpers: GET /users/areas/ (the 23 areas with their labels),
// GET /users/rights_templates/, POST /users/bulk_rights/ (set, add or remove rights of a
// selection of users, within the editor's own rights).
// Activity-log rows: company (bulk rights of users; tests/api/access/activity.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Rights } from '../../../resources/types';
import { ctxOf } from '../../auth/guard';
import { selection } from '../../crud/bulk';
import { users } from './resource';
import { idSchema, rightsSchema } from '../../crud/schemas';
import { rows } from '../../crud/sql';
import { actorOf, companyScope, recordActivity } from '../../crud/activity-record';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { nonFieldError, ValidationError } from '../../http/errors';
import { t } from '../../http/i18n';
import { applyBulkRights, BULK_MODES, bulkBeyondEditor, normalizeRights } from './rights';
import { RIGHTS_GRID, TEMPLATE_NAMES, templateRights } from './templates';

const filterValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]);
const bulkRightsBody = z.strictObject({
  ids: z.array(idSchema).max(10_000).optional(),
  all: z.boolean().optional(),
  filter: z.record(z.string(), filterValue).optional(),
  rights: rightsSchema,
  mode: z.enum(BULK_MODES),
});

export const rightsRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  r.get('/users/areas/', { schema: { tags }, config: { access: rights('user', 'view') } }, async (req) =>
    RIGHTS_GRID.map(({ area, actions }) => ({ area, label: t(req.locale, `api.users.areas.${area}`), actions })));

  r.get('/users/rights_templates/', { schema: { tags }, config: { access: rights('user', 'view') } }, async (req) =>
    TEMPLATE_NAMES.map((name) => ({ name, label: t(req.locale, `api.users.templates.${name}`), rights: templateRights(name) })));

  r.post('/users/bulk_rights/', {
    schema: { body: bulkRightsBody, tags }, config: { access: rights('user', 'edit') },
  }, async (req) => {
    const ctx = ctxOf(req);
    const given = normalizeRights(req.body.rights);
    const count = await db.transaction(async (tx) => {
      const where = await selection(tx, users, ctx, req.body);
      const found = await rows<{ id: number; email: string; rights: unknown; company: number | null }>(tx, sql`
        SELECT u.id, u.email, u.rights, ${users.owner!.company} AS company FROM users u WHERE ${where} ORDER BY u.id FOR UPDATE OF u`);
      if (!found.length) throw nonFieldError('empty_selection');
      const changes = found.map((u) => {
        const before: Rights = normalizeRights(u.rights);
        return { ...u, before, after: applyBulkRights(req.body.mode, before, given) };
      });
      const beyond = bulkBeyondEditor(ctx.rights, changes);
      if (beyond.length) {
        throw new ValidationError({ rights: [{ key: 'api.users.errors.rights_beyond_editor', params: { rights: beyond.join(', ') } }] });
      }
      for (const c of changes) {
        if (JSON.stringify(c.before) === JSON.stringify(c.after)) continue;
        await tx.execute(sql`UPDATE users SET rights = ${JSON.stringify(c.after)}::jsonb WHERE id = ${c.id}`);
        await recordActivity(tx, actorOf(ctx), {
          action: 'bulk_update', objectType: 'users', objectId: c.id, objectLabel: c.email, scope: companyScope(c.company),
          changes: { rights: [c.before, c.after] },
        });
      }
      return found.length;
    });
    return { count };
  });
};
