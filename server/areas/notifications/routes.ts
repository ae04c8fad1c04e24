// The bell (GET /notifications/, mark one or all read), the preview of a kind's e-mail, and the
// signed one-click unsubscribe (RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click`;
// a person following the link gets a page whose button does the same POST).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ctxOf } from '../../auth/guard';
import { rows } from '../../crud/sql';
import { AUTHENTICATED, OWNER, PUBLIC } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { DetailError, notFound } from '../../http/errors';
import { t, type Locale } from '../../http/i18n';
import { pathId } from '../../http/ids';
import { escapeHtml } from '../../mail/layout';
import { recipientOf } from '../../notify/deliver';
import { isNotificationKind, NOTIFICATION_KINDS } from '../../notify/kinds';
import { serverSecret, verify } from '../../notify/unsubscribe';
import { sendPreview } from './preview';

const tags = ['notifications'];
const self = { access: AUTHENTICATED };

const listQuery = z.strictObject({ page_size: z.coerce.number().int().min(1).max(100).optional() });
const unsubscribeQuery = z.strictObject({
  u: z.coerce.number().int().min(1).max(2_147_483_647), k: z.string().max(40), s: z.string().max(100),
});

function page(locale: Locale, title: string, body: string) {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const notificationRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, pool } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's POST carries a form body the answer does not need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  r.get('/notifications/', { schema: { querystring: listQuery, tags }, config: self }, async (req) => {
    const userId = ctxOf(req).user.id;
    const results = await rows(db, sql`
      SELECT id, kind, title, body, link, created_at, read_at IS NOT NULL AS read FROM notifications
      WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC LIMIT ${req.query.page_size ?? 20}`);
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${userId} AND read_at IS NULL`);
    return { next: null, previous: null, unread: n, results };
  });

  r.post('/notifications/:id/read/', { schema: { params: z.object({ id: z.string() }), tags }, config: { access: OWNER } }, async (req) => {
    const [row] = await rows<{ id: number }>(db, sql`UPDATE notifications SET read_at = coalesce(read_at, now())
      WHERE id = ${pathId(req.params.id)} AND user_id = ${ctxOf(req).user.id} RETURNING id`);
    if (!row) throw notFound();
    return { id: row.id, read: true };
  });

  r.post('/notifications/read-all/', { schema: { tags }, config: self }, async (req) => {
    const done = await rows(db, sql`UPDATE notifications SET read_at = now() WHERE user_id = ${ctxOf(req).user.id} AND read_at IS NULL RETURNING id`);
    return { updated: done.length };
  });

  r.post('/user/notifications/preview/', {
    schema: { body: z.strictObject({ kind: z.enum(NOTIFICATION_KINDS) }), tags: ['account'] }, config: self,
  }, async (req) => {
    await sendPreview({ ...deps, pool }, ctxOf(req).user.id, req.body.kind);
    return { sent: true };
  });

  const checked = async (q: z.output<typeof unsubscribeQuery>) => {
    const user = isNotificationKind(q.k) && verify(await serverSecret(db), q.u, q.k, q.s) ? await recipientOf(db, q.u) : null;
    if (!user || !isNotificationKind(q.k)) throw new DetailError(400, { key: 'notify.unsubscribe.invalid' });
    return { user, kind: q.k, label: t(user.locale, `api.account.notifications.${q.k}`) };
  };

  r.get('/notifications/unsubscribe/', { schema: { querystring: unsubscribeQuery, tags }, config: { access: PUBLIC } }, async (req, reply) => {
    const { user, label } = await checked(req.query);
    const tr = (key: string) => t(user.locale, `notify.unsubscribe.${key}`, { kind: label, email: user.email });
    const form = `<p>${escapeHtml(tr('ask'))}</p><form method="post"><button type="submit">${escapeHtml(tr('confirm'))}</button></form>`;
    return reply.type('text/html; charset=utf-8').send(page(user.locale, tr('title'), form));
  });

  r.post('/notifications/unsubscribe/', { schema: { querystring: unsubscribeQuery, tags }, config: { access: PUBLIC } }, async (req, reply) => {
    const { user, kind, label } = await checked(req.query);
    await rows(db, sql`UPDATE users SET notification_settings = notification_settings || jsonb_build_object(${kind}::text, false) WHERE id = ${user.id}`);
    const tr = (key: string) => t(user.locale, `notify.unsubscribe.${key}`, { kind: label, email: user.email });
    return reply.type('text/html; charset=utf-8').send(page(user.locale, tr('title'), `<p>${escapeHtml(tr('done'))}</p>`));
  });
};
