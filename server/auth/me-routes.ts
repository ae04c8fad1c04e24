// GET /user/me/, GET /company/all, POST /company/change/ (support only, declared below).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, SUPPORT } from '../http/access';
import { fieldError } from '../http/errors';
import { ID_MAX } from '../http/ids';
import type { AppDeps } from '../http/deps';
import { ctxOf } from './guard';
import { listCompanies, serializeMe } from './serialize';
import { selectCompany } from './sessions';

const changeBody = z.strictObject({
  company: z.union([z.literal('all'), z.number().int().positive().max(ID_MAX)]),
});

export const meRoutes: FastifyPluginAsync<AppDeps> = async (app, { pool }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/me/', { schema: { tags: ['auth'] }, config: { access: AUTHENTICATED } }, async (req) => serializeMe(pool, ctxOf(req)));

  r.get('/company/all', { schema: { tags: ['auth'] }, config: { access: AUTHENTICATED } }, async (req) => listCompanies(pool, ctxOf(req)));

  r.post('/company/change/', {
    schema: { body: changeBody, tags: ['auth'] },
    // Role first (before the body is read): a non-support caller gets 403 whatever the body.
    config: { access: SUPPORT },
  }, async (req) => {
    const ctx = ctxOf(req);
    const { company } = req.body;
    if (company === 'all') {
      await selectCompany(pool, ctx.sessionId, null);
      return { id: 'all' };
    }
    const [selected] = await listCompanies(pool, ctx, company);
    if (!selected) throw fieldError('company', 'does_not_exist', { id: company });
    await selectCompany(pool, ctx.sessionId, company);
    return selected;
  });
};
