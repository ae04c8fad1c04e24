// The error and not-found handlers: every failure becomes JSON in the contract's shapes,
// translated; real bugs are logged with their stack and answered with a bare `{ detail }`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, DetailError, nonFieldError, routeNotFound, serverError } from './errors';

/** Fastify's own request errors (body parsing, content type, size) → 400 non_field_errors. */
function frameworkError(err: FastifyError, req: FastifyRequest): ApiError | null {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return nonFieldError('api.errors.malformed_json');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return nonFieldError('api.errors.unsupported_media_type', { type: String(req.headers['content-type'] ?? '') });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return nonFieldError('api.errors.body_too_large');
    default:
      break;
  }
  // JSON.parse failures reported as SyntaxError with a 400 status.
  if (err instanceof SyntaxError && err.statusCode === 400) return nonFieldError('api.errors.malformed_json');
  if (err.validation) return nonFieldError('invalid');
  // Postgres data errors the validation let through (e.g. an out-of-range value): bad input.
  const pgCode = (err as { code?: string }).code;
  if (typeof pgCode === 'string' && /^(22|23)[0-9A-Z]{3}$/.test(pgCode)) return nonFieldError('invalid');
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    if (err.statusCode === 404) return new DetailError(404, { key: 'api.errors.not_found' });
    return err.statusCode === 413 ? nonFieldError('api.errors.body_too_large') : nonFieldError('invalid');
  }
  return null;
}

function send(reply: FastifyReply, req: FastifyRequest, err: ApiError) {
  for (const [name, value] of Object.entries(err.headers)) reply.header(name, value);
  return reply.code(err.statusCode).type('application/json; charset=utf-8').send(err.body(req.locale ?? 'fr'));
}

export function registerErrorHandlers(app: FastifyInstance, spaFallback: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof ApiError) return send(reply, req, error);
    const known = frameworkError(error, req);
    if (known) {
      // Database refusals are bad input most of the time, but may hide a race or a bug: keep them.
      if (/^(22|23)/.test(String(error.code))) req.log.warn({ err: error }, 'database refused the request');
      else req.log.info({ code: error.code, msg: error.message }, 'bad request');
      return send(reply, req, known);
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, req, serverError());
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return send(reply, req, routeNotFound());
    if (req.method === 'GET' || req.method === 'HEAD') return spaFallback(req, reply);
    return send(reply, req, routeNotFound());
  });
}
