// Enforces the access declarations (access.ts) of every route: one onRoute hook refuses, at start,
// a route under /api/v1 without a valid declaration and collects them (app.accessRoutes); one
// onRequest hook authenticates and authorises before the body is read; one preValidation hook
// finishes the bulk routes, whose needed right depends on the body.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { authenticateRequest, type AuthOptions } from '../auth/guard';
import { passwordChangeRefusal } from '../auth/forced-password';
import { declarationProblem, refusalOf, subjectOf } from '../auth/access-rules';
import type { DeclaredRoute } from './access';
import './types';

export const API_PREFIX = '/api/v1';

const isApiUrl = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/** The declaration of the matched route (undefined: no route matched, e.g. the 404 handler). */
const accessOf = (req: FastifyRequest) => req.routeOptions.config?.access;

/** Registers the hooks on the root instance, before any route. */
export function registerAccess(app: FastifyInstance, pool: pg.Pool, auth: AuthOptions = {}): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('accessRoutes', routes);

  app.addHook('onRoute', (opts) => {
    if (!isApiUrl(opts.url)) return;
    const methods = [opts.method].flat().map(String);
    const problem = declarationProblem(opts.config?.access);
    if (problem) throw new Error(`${methods.join(',')} ${opts.url}: ${problem}`);
    for (const method of methods) routes.push({ method, url: opts.url, access: opts.config!.access! });
  });

  app.addHook('onRequest', async (req) => {
    const access = accessOf(req);
    if (!access || access.kind === 'public') return;
    const ctx = req.ctx ?? (await authenticateRequest(pool, req, auth));
    const refused = passwordChangeRefusal(ctx, req.method, req.routeOptions.url ?? '') ?? refusalOf(access, subjectOf(ctx));
    if (refused) throw refused;
  });

  app.addHook('preValidation', async (req) => {
    const access = accessOf(req);
    if (access?.kind !== 'rights' || access.action !== 'bulk' || !req.ctx) return;
    const refused = refusalOf(access, subjectOf(req.ctx), req.body);
    if (refused) throw refused;
  });
}
