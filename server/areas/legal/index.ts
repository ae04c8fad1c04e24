// GET /api/v1/legal/ (public): the operator's details for the legal page (/legal), from the
// OPERATOR_* variables (README); empty strings where not configured.
import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC } from '../../http/access';
import type { AppDeps } from '../../http/deps';
import { defineArea } from '../area';
import { openapi } from './openapi';

const legalRoutes: FastifyPluginAsync<AppDeps> = async (app, { config }) => {
  app.get('/legal/', { schema: { tags: ['legal'] }, config: { access: PUBLIC } }, async () => {
    const o = config.operator;
    return {
      operator: { name: o.name, address: o.address, registration: o.registration, director: o.director, email: o.email, dpo_email: o.dpoEmail, host: o.host },
      subprocessors: o.subprocessors,
      session_ttl_hours: config.sessionTtlHours,
    };
  });
};

export const legalArea = defineArea({ openapi, name: 'legal', routes: [legalRoutes] });
