// OpenAPI document generated from the zod route schemas, and its interactive page at /api/docs.
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { completeAnswers } from './openapi-answers';

export async function registerDocs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Conformité API', version: '1.0.0', description: 'API v1 (contract: docs/API.md).' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    // Answers no zod schema declares (files, jobs, confirmations) and the error shapes.
    transformObject: (doc) => completeAnswers(('openapiObject' in doc ? doc.openapiObject : doc.swaggerObject) as never),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
