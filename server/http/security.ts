// Security headers on every answer, and no caching of API answers (they depend on the token).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The headers of every answer (also called by Fastify's framework-error handler, which no hook sees). */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(COMMON)) if (!reply.hasHeader(name)) reply.header(name, value);
  if (req.url.startsWith('/api/')) {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    reply.header('content-language', req.locale);
    reply.header('vary', 'Accept-Language, Authorization');
  }
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    setSecurityHeaders(req, reply);
    return payload;
  });
}
