// buildApp: the whole HTTP application on given dependencies (tests drive it with app.inject).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type HookHandlerDoneFunction } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ContextCache } from '../auth/context-cache';
import { replicaReads } from '../db/reads';
import { loginRoutes } from '../auth/login-routes';
import { meRoutes } from '../auth/me-routes';
import { sessionRoutes } from '../auth/session-routes';
import { areas } from '../areas';
import type { Area } from '../areas/area';
import { openScope, runInScope, type AppScope } from '../crud/app-scope';
import { registerBulkJob } from '../crud/bulk-job';
import { registerOrphanJob } from '../storage/orphans';
import { registerExportJob } from '../crud/export-job';
import { Registry } from '../crud/registry';
import { crudRoutes } from '../crud/routes';
import { jobRoutes } from '../jobs/routes';
import { trustProxyOption } from '../config';
import { registerMultipart } from '../storage/multipart';
import { registerJsonParser } from './content';
import { PUBLIC } from './access';
import { registerAccess } from './access-hook';
import type { AppDeps } from './deps';
import type { Jobs, RunningJob } from '../jobs/types';
import { registerDocs } from './docs';
import { frameworkErrors, registerErrorHandlers } from './handlers';
import { parseAcceptLanguage } from './i18n';
import { registerSecurityHeaders } from './security';
import { registerStatic } from './static';
import { registerTextGuard } from './text-guard';
import './types';
import { zodValidatorCompiler } from './validation';

export type { AppDeps };

/** The replica's reads when DATABASE_READ_URL is set (server/db/reads.ts), closed with the app. */
function withReads(app: FastifyInstance, deps: AppDeps): AppDeps {
  const url = deps.config.databaseReadUrl;
  if (!url || deps.reads) return deps;
  const reads = replicaReads(app, deps, url, { afterWriteMs: deps.config.readAfterWriteMs, poolSize: deps.config.dbPoolSize });
  app.addHook('onClose', async () => { await reads.close(); });
  return { ...deps, reads };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cache and its LISTEN connection (a separate client: a pooled one would be recycled). */
async function startContextCache(app: FastifyInstance, deps: AppDeps): Promise<ContextCache | null> {
  const cache = deps.config.sessionCache
    ? new ContextCache(deps.pool.options, { onError: (err, what) => app.log.warn({ err }, what) })
    : null;
  app.decorate('contextCache', cache);
  if (cache) {
    await cache.start();
    app.addHook('onClose', async () => { await cache.stop(); });
    // A write answered only once this instance has heard its notifications: the same client's next
    // request here sees it (other instances hear it within the notification's delivery time).
    app.addHook('onSend', async (req, reply) => {
      if (!READS.has(req.method) && reply.statusCode < 400) await cache.sync(deps.pool);
    });
  }
  return cache;
}

/** The job service as the app's own code sees it: each handler runs in the app's scope. */
const scopedJobs = (jobs: Jobs, scope: AppScope): Jobs => ({
  enqueue: (kind, data, owner, options) => jobs.enqueue(kind, data, owner, options),
  work<T extends object>(kind: string, handler: (job: RunningJob<T>) => Promise<Record<string, unknown> | void>) {
    return jobs.work<T>(kind, (job) => runInScope(scope, () => handler(job)));
  },
  schedule: (kind, cron, data, options) => jobs.schedule(kind, cron, data, options),
  stop: () => jobs.stop(),
});

/**
 * The app on its dependencies, serving `served` (every area found, unless a test says otherwise).
 * What belongs to this instance (registry, job queue, configuration) is in its scope
 * (crud/app-scope.ts), entered for its start, each of its requests and each of its jobs.
 */
export async function buildApp(given: AppDeps, served: Area[] = areas): Promise<FastifyInstance> {
  const { config } = given;
  // The engine serves the areas' resources (and checks them against their metadata: a gap stops the start).
  const registry = new Registry(served.flatMap((a) => a.resources ?? []));
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('registry', registry);
  app.decorateRequest('locale', 'fr');
  app.decorateRequest('ctx', null);
  const scope: AppScope = { registry, deps: given };
  // Entered again after the body is read: a stream's events lose the request's async context.
  const enter = (_req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => runInScope(scope, done);
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
  app.addHook('preHandler', enter);
  app.addHook('onRequest', async (req) => {
    req.locale = parseAcceptLanguage(req.headers['accept-language']);
  });
  const read = withReads(app, given);
  const deps: AppDeps = { ...read, jobs: scopedJobs(read.jobs, scope) };
  scope.deps = deps;
  const close = openScope(scope);
  app.addHook('onClose', async () => close());
  try {
    return await runInScope(scope, () => startApp(app, deps, served));
  } catch (err) {
    close();
    throw err;
  }
}

async function startApp(app: FastifyInstance, deps: AppDeps, served: Area[]): Promise<FastifyInstance> {
  const { config } = deps;
  const cache = await startContextCache(app, deps);
  // Before every route: each route under /api/v1 must declare its access (access.ts).
  registerAccess(app, deps.pool, { tokenRateLimit: config.tokenRateLimit, cache: cache ?? undefined });
  registerJsonParser(app);
  registerTextGuard(app);
  await registerMultipart(app, config);
  registerSecurityHeaders(app);
  const spaFallback = await registerStatic(app, config.distDir);
  registerErrorHandlers(app, spaFallback);
  await registerDocs(app, served);

  await app.register(async (api) => {
    api.get('/health/', { schema: { tags: ['health'], security: [] }, config: { access: PUBLIC } }, async () => ({ status: 'ok' }));
    await api.register(loginRoutes, deps);
    await api.register(meRoutes, deps);
    await api.register(sessionRoutes, deps);
    await api.register(crudRoutes, deps);
    await api.register(jobRoutes, deps);
    for (const area of served) for (const routes of area.routes ?? []) await api.register(routes, deps);
  }, { prefix: '/api/v1' });
  // Workers of the jobs the routes above enqueue: the engine's, then the areas'.
  await registerExportJob(deps);
  await registerBulkJob(deps);
  await registerOrphanJob(deps);
  for (const area of served) for (const register of area.jobs ?? []) await register(deps);
  return app;
}
