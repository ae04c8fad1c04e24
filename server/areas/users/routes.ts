// The custom routes of users and rights beside the engine's /users/ and /teams/ (docs/API.md
// "Users and teams", "Password flows"). Static paths such as /users/areas/ win over the engine's
// /users/:id/ in Fastify's router.
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { inviteRoutes } from './invite-routes';
import { passwordRoutes } from './password-routes';
import { rightsRoutes } from './rights-routes';

export const usersRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  await app.register(inviteRoutes, deps);
  await app.register(rightsRoutes, deps);
  await app.register(passwordRoutes, deps);
};
