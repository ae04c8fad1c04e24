// The error and not-found handlers: every failure becomes JSON in the contract's shapes,
// translated; real bugs are logged with their stack and answered with a bare `{ detail }`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseAcceptLanguage } from './i18n';
import { setSecurityHeaders } from './security';
import { ApiError, DetailError, fieldError, nonFieldError, routeNotFound, serverError } from './errors';

/** A failed query's error without its parameters: the SQL and the cause's message and stack. */
function loggable(err: Error): unknown {
  const { query, cause } = err as { query?: unknown; cause?: unknown };
  if (typeof query !== 'string' || !(cause instanceof Error)) return err;
  return { type: err.name, query, message: cause.message, code: pgErrorOf(cause)?.code, stack: cause.stack };
}

/**
 * A Postgres error's fields, on the error itself (pg) or on its cause (Drizzle wraps every
 * failed query in a DrizzleQueryError whose message carries the SQL and its parameters).
 */
export function pgErrorOf(err: unknown): { code: string; column?: string; constraint?: string; table?: string } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, column, constraint, table } = e as Record<string, unknown>;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, column: column as string | undefined, constraint: constraint as string | undefined, table: table as string | undefined };
    }
  }
  return null;
}

/** Postgres data (22xxx) and integrity (23xxx) errors: input the validation let through. */
function databaseRefusal(err: unknown, body: unknown): ApiError | null {
  const pg = pgErrorOf(err);
  if (!pg || !/^(22|23)/.test(pg.code)) return null;
  // NOT NULL on a column named like a field of the body (the engine's tables): that field.
  const sent = !!body && typeof body === 'object' && !!pg.column && Object.hasOwn(body, pg.column);
  if (pg.code === '23502' && sent) return fieldError(pg.column!, 'null');
  return nonFieldError('invalid');
}

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

/**
 * Fastify's answers given before any route or hook (FST_ERR_BAD_URL for `GET /%`, a path
 * parameter too long): the app's JSON shapes, language and security headers, not Fastify's.
 */
export const frameworkErrors = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  req.locale = parseAcceptLanguage(req.headers['accept-language']);
  setSecurityHeaders(req, reply);
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    req.log.info({ code: err.code }, 'bad request');
    return send(reply, req, nonFieldError('api.errors.bad_url'));
  }
  req.log.error({ err }, 'unhandled framework error');
  return send(reply, req, serverError());
};

/**
 * A refused request whose body is still arriving (an upload over the limit): the parser stopped
 * reading it, so the connection can serve nothing else. Left open, the client's rest of the body
 * sat in the socket buffers and the connection lingered until a timeout (seen: ~72 s without an
 * answer for a 60 MB file). Answer with `Connection: close`, read and discard what still comes,
 * and close the socket once the answer is out (at the latest 5 s later).
 */
function closeUnread(req: FastifyRequest, reply: FastifyReply) {
  const raw = req.raw;
  if (raw.complete || raw.destroyed || !req.isMultipart?.()) return;
  const socket = raw.socket as { end?: () => void; destroy?: () => void } | undefined;
  reply.header('connection', 'close');
  raw.unpipe();
  raw.on('data', () => {}).resume();
  reply.raw.once('finish', () => {
    const timer = setTimeout(() => socket?.destroy?.(), 5000);
    timer.unref();
    raw.once('end', () => { clearTimeout(timer); socket?.end?.(); });
  });
}

export function registerErrorHandlers(app: FastifyInstance, spaFallback: (req: FastifyRequest, reply: FastifyReply) => unknown) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    closeUnread(req, reply);
    if (error instanceof ApiError) return send(reply, req, error);
    const refused = databaseRefusal(error, req.body);
    if (refused) {
      // Bad input most of the time, but may hide a race or a bug: kept at warn, WITHOUT the
      // SQL's parameters (the request's values: names, e-mails…) that the wrapper's message holds.
      req.log.warn({ pg: pgErrorOf(error), url: req.routeOptions.url }, 'database refused the request');
      return send(reply, req, refused);
    }
    const known = frameworkError(error, req);
    if (known) {
      req.log.info({ code: error.code, msg: error.message }, 'bad request');
      return send(reply, req, known);
    }
    req.log.error({ err: loggable(error) }, 'unhandled error');
    return send(reply, req, serverError());
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0];
    if (path === '/api' || path.startsWith('/api/')) return send(reply, req, routeNotFound());
    if (req.method === 'GET' || req.method === 'HEAD') return spaFallback(req, reply);
    return send(reply, req, routeNotFound());
  });
}
