// GET/PUT /api/v1/sso/: the current company's SSO settings. Spec §6 has no `sso` rights area: the
// screen is account preferences, so the `company` right governs it, on the corpo plan (spec §1).
// Each change is written to the activity log (settings-log.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RequestContext } from '../../auth/context';
import { allowedScope, ctxOf } from '../../auth/guard';
import { rights } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { forbidden, notFound } from '../../http/errors';
import { readSettings, serializeSettings, settingsBody, settingsOut, settingsQuery } from './settings';
import { writeSettingsLogged } from './settings-log';

const tags = ['sso'];

/** The company asked for (else the selected one, else the first corpo one in scope). */
function targetCompany(ctx: RequestContext, asked: number | undefined): number {
  const corpo = allowedScope(ctx, 'corpo').companies;
  const company = asked ?? ctx.selectedCompany ?? corpo[0];
  if (company === undefined || !ctx.companies.includes(company)) throw notFound();
  if (!corpo.includes(company)) throw forbidden('tier_required', { tier: 'corpo' });
  return company;
}

export const ssoSettingsRoutes: FastifyPluginAsync<AppDeps> = async (app, { pool, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/sso/', { schema: { querystring: settingsQuery, tags, response: { 200: settingsOut } }, config: { access: rights('company', 'view', 'corpo') } }, async (req) => {
    const company = targetCompany(ctxOf(req), req.query.company);
    return serializeSettings(company, await readSettings(pool, company), config.publicUrl);
  });

  r.put('/sso/', {
    schema: { querystring: settingsQuery, body: settingsBody, tags, response: { 200: settingsOut } }, config: { access: rights('company', 'edit', 'corpo') },
  }, async (req) => {
    const ctx = ctxOf(req);
    const company = targetCompany(ctx, req.query.company);
    return serializeSettings(company, await writeSettingsLogged(pool, ctx, company, req.body), config.publicUrl);
  });
};
