// buildApp: the whole HTTP application on given dependencies (tests drive it with app.inject).
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { loginRoutes } from '../auth/login-routes';
import { meRoutes } from '../auth/me-routes';
import { registerBulkJob } from '../crud/bulk-job';
import { crudRoutes } from '../crud/routes';
import { registerExportCleanup } from '../domain/exports/cleanup';
import { registerExportJob } from '../domain/exports/job';
import { accountRoutes } from '../domain/account/routes';
import { exportRoutes } from '../domain/exports/routes';
import { registerLabelsJob } from '../domain/labels/job';
import { labelRoutes } from '../domain/labels/routes';
import { attributeRoutes } from '../domain/elements/attribute-routes';
import { linkRoutes } from '../domain/elements/link-routes';
import { usersRoutes } from '../domain/users/routes';
import { jobRoutes } from '../jobs/routes';
import { registerMultipart } from '../storage/multipart';
import { registerJsonParser } from './content';
import { PUBLIC } from './access';
import { registerAccess } from './access-hook';
import type { AppDeps } from './deps';
import { registerDocs } from './docs';
import { frameworkErrors, registerErrorHandlers } from './handlers';
import { parseAcceptLanguage } from './i18n';
import { registerSecurityHeaders } from './security';
import { registerStatic } from './static';
import { registerTextGuard } from './text-guard';
import './types';
import { zodValidatorCompiler } from './validation';

export type { AppDeps };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('locale', 'fr');
  app.decorateRequest('ctx', null);
  app.addHook('onRequest', async (req) => {
    req.locale = parseAcceptLanguage(req.headers['accept-language']);
  });
  // Before every route: each route under /api/v1 must declare its access (access.ts).
  registerAccess(app, deps.pool);
  registerJsonParser(app);
  registerTextGuard(app);
  await registerMultipart(app, config);
  registerSecurityHeaders(app);
  const spaFallback = await registerStatic(app, config.distDir);
  registerErrorHandlers(app, spaFallback);
  await registerDocs(app);

  await app.register(async (api) => {
    api.get('/health/', { schema: { tags: ['health'], security: [] }, config: { access: PUBLIC } }, async () => ({ status: 'ok' }));
    await api.register(loginRoutes, deps);
    await api.register(meRoutes, deps);
    await api.register(crudRoutes, deps);
    await api.register(jobRoutes, deps);
    await api.register(exportRoutes, deps);
    await api.register(labelRoutes, deps);
    await api.register(accountRoutes, deps);
    await api.register(usersRoutes, deps);
    await api.register(attributeRoutes, deps);
    await api.register(linkRoutes, deps);
  }, { prefix: '/api/v1' });
  // Workers of the jobs the routes above enqueue.
  await registerExportJob(deps);
  await registerBulkJob(deps);
  await registerLabelsJob(deps);
  await registerExportCleanup(deps.jobs, deps.pool, deps.store);
  return app;
}
