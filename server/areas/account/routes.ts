// The caller's own account (docs/API.md "Account"): profile, picture, notification settings, and
// the download of user pictures. All but /files/{id}/ touch only the caller's own user.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loadUserContext } from '../../auth/context';
import { ctxOf } from '../../auth/guard';
import { serializeMe } from '../../auth/serialize';
import { AUTHENTICATED, OWNER } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { notFound } from '../../http/errors';
import { pathId } from '../../http/ids';
import { sendBlob } from '../../storage/download';
import { notificationsBody, readNotifications, writeNotifications } from './notifications';
import { removePicture, uploadPicture, visiblePicture } from './pictures';
import { profileBody, updateProfile } from './profile';

const tags = ['account'];
const self = { access: AUTHENTICATED };

export const accountRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db, pool, store } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.patch('/user/me/', { schema: { body: profileBody, tags }, config: self }, async (req) => {
    const ctx = ctxOf(req);
    await updateProfile(db, ctx, req.body);
    // The answer shows the user as now stored (names, language, dashboard).
    const fresh = await loadUserContext(pool, ctx.user.id, ctx.selectedCompany, ctx.locale);
    return serializeMe(pool, fresh ?? ctx);
  });

  r.post('/user/me/picture/', {
    schema: { tags, consumes: ['multipart/form-data'], description: 'Multipart, field `file`: png or jpg.' }, config: self,
  }, async (req) => uploadPicture(req, deps, ctxOf(req)));

  r.delete('/user/me/picture/', { schema: { tags }, config: self }, async (req, reply) => {
    await removePicture(db, store, ctxOf(req), req.log);
    return reply.code(204).send();
  });

  r.get('/files/:id/', { schema: { params: z.object({ id: z.string() }), tags }, config: { access: OWNER } }, async (req, reply) => {
    const file = await visiblePicture(db, ctxOf(req), pathId(req.params.id));
    if (!file) throw notFound();
    return sendBlob(reply, store, file.key, { filename: file.name, contentType: file.content_type, disposition: 'inline' });
  });

  r.get('/user/notifications/', { schema: { tags }, config: self }, async (req) => readNotifications(db, ctxOf(req)));

  r.put('/user/notifications/', { schema: { body: notificationsBody, tags }, config: self }, async (req) =>
    writeNotifications(db, ctxOf(req), req.body));
};
