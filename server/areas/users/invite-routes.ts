// POST /users/invite/: several users at once, from scratch, from an existing profile or from a
// rights template. All are created in one transaction (a broken shared field creates nobody);
// an address that is malformed or already a user is answered per address. E-mails go after commit.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Rights } from '../../../resources/types';
import type { RequestContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { users } from './resource';
import { fetchOne } from '../../crud/rows';
import { idSchema, rightsSchema } from '../../crud/schemas';
import { arr, rows, type Runner } from '../../crud/sql';
import { checkReferences, insertRow } from '../../crud/write';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { fieldError } from '../../http/errors';
import { t } from '../../http/i18n';
import { sortEmails } from './emails';
import { usersHooks } from './hooks';
import { sendInvitation } from './invitations';
import { intersectRights } from './rights';
import { TEMPLATE_NAMES, templateRights } from './templates';

export const MAX_EMAILS = 50;
const ids = z.array(idSchema).max(10_000).optional();

const inviteBody = z.strictObject({
  emails: z.array(z.string().max(320)).min(1).superRefine((list, ctx) => {
    if (list.length > MAX_EMAILS) ctx.addIssue({ code: 'custom', params: { key: 'api.users.errors.too_many_emails', params: { max: MAX_EMAILS } } });
  }),
  source: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('scratch') }),
    z.strictObject({ kind: z.literal('profile'), user: idSchema }),
    z.strictObject({ kind: z.literal('template'), template: z.enum(TEMPLATE_NAMES) }),
  ]),
  factories: ids,
  regulations: ids,
  buildings: ids,
  teams: ids,
  rights: rightsSchema.optional(),
  company: idSchema.optional(),
  exclude_from_sso: z.boolean().optional(),
  is_administrator: z.boolean().optional(),
  can_process_express_reports: z.boolean().optional(),
  dashboard_access: z.array(z.enum(['main', 'score'])).max(2).optional(),
});
type InviteBody = z.output<typeof inviteBody>;

interface Copied { factories?: number[]; regulations?: number[]; buildings?: number[]; teams?: number[]; rights?: Rights }

/** What the source brings: a profile's scope and rights (capped to the editor's), a template's rights. */
async function fromSource(tx: Runner, ctx: RequestContext, source: InviteBody['source']): Promise<Copied> {
  if (source.kind === 'template') return { rights: templateRights(source.template) };
  if (source.kind === 'scratch') return {};
  // The row already shows only the sites, regulations and teams the editor sees.
  const row = await fetchOne(tx, users, ctx, source.user);
  if (!row) throw fieldError('source', 'does_not_exist', { id: source.user });
  return {
    factories: row.factories as number[], regulations: row.regulations as number[], teams: row.teams as number[],
    buildings: row.buildings as number[],
    rights: intersectRights(row.rights as Rights, ctx.rights),
  };
}

/** A value given in the body wins; an absent or empty one comes from the source. */
function sharedFields(body: InviteBody, copied: Copied): Record<string, unknown> {
  const pick = (given: number[] | undefined, from: number[] | undefined) => (given?.length ? given : (from ?? []));
  return {
    factories: pick(body.factories, copied.factories),
    regulations: pick(body.regulations, copied.regulations),
    // The profile's buildings only go with the profile's sites.
    buildings: body.factories?.length ? (body.buildings ?? []) : pick(body.buildings, copied.buildings),
    teams: pick(body.teams, copied.teams),
    rights: body.rights && Object.keys(body.rights).length ? body.rights : (copied.rights ?? {}),
    ...(body.company !== undefined && { company: body.company }),
    ...(body.exclude_from_sso !== undefined && { exclude_from_sso: body.exclude_from_sso }),
    ...(body.is_administrator !== undefined && { is_administrator: body.is_administrator }),
    ...(body.can_process_express_reports !== undefined && { can_process_express_reports: body.can_process_express_reports }),
    ...(body.dashboard_access !== undefined && { dashboard_access: body.dashboard_access }),
  };
}

export const inviteRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/users/invite/', {
    schema: { body: inviteBody, tags: ['users'] }, config: { access: rights('user', 'create') },
  }, async (req, reply) => {
    const ctx = ctxOf(req);
    const { valid, invalid } = sortEmails(req.body.emails);
    const errors: Record<string, string[]> = Object.fromEntries(invalid.map((key) => [key, [t(ctx.locale, 'api.validation.invalid_email')]]));
    const created = await deps.db.transaction(async (tx) => {
      const shared = sharedFields(req.body, await fromSource(tx, ctx, req.body.source));
      // The shared fields are checked once, even when no address is left to create.
      await usersHooks.beforeWrite!(tx, ctx, shared, null);
      await checkReferences(tx, users, ctx, shared);
      const taken = new Set((await rows<{ email: string }>(tx, sql`SELECT email FROM users WHERE email = ANY(${arr(valid.map((v) => v.email))}::text[])`))
        .map((u) => u.email));
      const out: Record<string, unknown>[] = [];
      for (const { key, email } of valid) {
        if (taken.has(email)) errors[key] = [t(ctx.locale, 'api.users.errors.email_taken')];
        else out.push(await insertRow(tx, users, ctx, { ...shared, email }));
      }
      return out;
    });
    for (const row of created) await sendInvitation(deps, ctx, { id: row.id as number, email: String(row.email) }, req.log);
    return reply.code(201).send({ created, errors });
  });
};
