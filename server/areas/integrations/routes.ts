// The calendar feed's routes: the caller's own feed address and its reset (any signed-in user:
// their own data), and the feed itself, public (a calendar app cannot sign in) behind its
// unguessable token: an unknown, reset or garbage token, or a deactivated user, answers 404.
//   GET  /calendar/feed/         → { url }
//   POST /calendar/feed/reset/   → { url } (a new address; the old one answers 404)
//   GET  /calendar/ics/<token>.ics → text/calendar
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { AUTHENTICATED, PUBLIC } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { buildFeed, feedOwner, feedToken, feedUrl } from './feed';

const tags = ['integrations'];
const feedAnswer = z.object({ url: z.string().describe('The private address of the calendar feed (iCalendar): anyone holding it reads the deadlines') });

export const integrationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, pool, config }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/calendar/feed/', { schema: { tags, response: { 200: feedAnswer } }, config: { access: AUTHENTICATED } }, async (req) =>
    ({ url: feedUrl(config.publicUrl, await feedToken(db, ctxOf(req).user.id)) }));

  r.post('/calendar/feed/reset/', { schema: { tags, response: { 200: feedAnswer } }, config: { access: AUTHENTICATED } }, async (req) =>
    ({ url: feedUrl(config.publicUrl, await feedToken(db, ctxOf(req).user.id, true)) }));

  r.get('/calendar/ics/:token', {
    schema: { tags, params: z.object({ token: z.string().max(200) }), description: 'The feed (text/calendar, RFC 5545): late and next 12 months.' },
    config: { access: PUBLIC },
  }, async (req, reply) => {
    const ctx = await feedOwner(db, pool, req.params.token.replace(/\.ics$/, ''));
    if (!ctx) throw notFound();
    const body = await buildFeed(db, ctx, config.publicUrl);
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="conformite.ics"')
      .header('cache-control', 'private, no-cache')
      .send(body);
  });
};
