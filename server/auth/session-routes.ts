// The caller's own sessions (issue 28 §5): GET /user/sessions/, DELETE /user/sessions/{id}/ and
// POST /user/sessions/logout-others/ ("log out everywhere else"). A revoked session is refused on
// its very next request (context.ts reads revoked_at each time). Sessions only: a private-application
// token is no session and may not sign its creator out.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTHENTICATED, OWNER } from '../http/access';
import type { AppDeps } from '../http/deps';
import { forbidden, notFound } from '../http/errors';
import { t } from '../http/i18n';
import { pathId } from '../http/ids';
import type { RequestContext } from './context';
import { ctxOf } from './guard';

const tags = ['auth'];

export const sessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string().describe('ISO 8601'),
  last_used_at: z.string().describe('ISO 8601, to the minute'),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean().describe('the session of this request'),
});
const listSchema = z.object({ next: z.null(), previous: z.null(), results: z.array(sessionSchema) });
const loggedOutSchema = z.object({ count: z.number().int(), detail: z.string() });
/** These routes take no body: one sent must be empty (unknown fields refused, like the engine). */
const noBody = z.strictObject({}).optional().nullable();
const revoked = z.null().describe('No content: the session is revoked.');

const sessionOf = (req: Parameters<typeof ctxOf>[0]): RequestContext => {
  const ctx = ctxOf(req);
  if (!ctx.sessionId) throw forbidden('session_only');
  return ctx;
};

export const sessionRoutes: FastifyPluginAsync<AppDeps> = async (app, { pool }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/sessions/', { schema: { response: { 200: listSchema }, tags }, config: { access: AUTHENTICATED } }, async (req) => {
    const ctx = sessionOf(req);
    const { rows } = await pool.query<z.infer<typeof sessionSchema>>(`
      SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
        to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_used_at, user_agent, ip, id = $2 AS current
      FROM api_sessions WHERE user_id = $1 AND revoked_at IS NULL AND expiry > now()
      ORDER BY id = $2 DESC, last_used_at DESC, id DESC LIMIT 200`, [ctx.user.id, ctx.sessionId]);
    return { next: null, previous: null, results: rows };
  });

  // Another user's session, or a gone one, is a 404 (no telling which ids exist).
  r.delete('/user/sessions/:id/', { schema: { body: noBody, response: { 204: revoked }, tags }, config: { access: OWNER } }, async (req, reply) => {
    const ctx = sessionOf(req);
    const { rowCount } = await pool.query(`UPDATE api_sessions SET revoked_at = now()
      WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expiry > now()`, [pathId((req.params as { id: string }).id), ctx.user.id]);
    if (!rowCount) throw notFound();
    return reply.code(204).send(null);
  });

  r.post('/user/sessions/logout-others/', { schema: { body: noBody, response: { 200: loggedOutSchema }, tags }, config: { access: AUTHENTICATED } }, async (req) => {
    const ctx = sessionOf(req);
    const { rowCount } = await pool.query(`UPDATE api_sessions SET revoked_at = now()
      WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL AND expiry > now()`, [ctx.user.id, ctx.sessionId]);
    const count = rowCount ?? 0;
    return { count, detail: t(ctx.locale, 'api.sessions.logged_out_others', { count }) };
  });
};
