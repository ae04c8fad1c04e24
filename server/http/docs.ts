// OpenAPI document generated from the zod route schemas, and its interactive page at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Area } from '../areas/area';
import type { Access } from './access';
import { completeAnswers } from './openapi-answers';

/** 'get /api/v1/x/{id}/' for each method of a route, as the document names it. */
const documentKeys = (method: string | string[], url: string) =>
  [method].flat().map((m) => `${m.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`);

export async function registerDocs(app: FastifyInstance, areas: Area[]) {
  // The routes open without a session, read from their own `access` (no list to keep in step).
  const publicRoutes = new Set<string>();
  app.addHook('onRoute', (route) => {
    if ((route.config as { access?: Access } | undefined)?.access?.kind === 'public')
      for (const key of documentKeys(route.method, route.url)) publicRoutes.add(key);
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Conformité API', version: '1.0.0', description: 'API v1 (contract: docs/API.md).' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    // Answers no zod schema declares (files, jobs, confirmations) and the error shapes.
    transformObject: (doc) => completeAnswers(('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject) as never,
      { areas: areas.flatMap((a) => (a.openapi ? [a.openapi] : [])), publicRoutes }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
