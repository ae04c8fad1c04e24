// Request bodies: JSON only for now (files will come as multipart). Fastify's own parser is
// kept (prototype-poisoning protection) but an empty JSON body on DELETE is accepted: some
// HTTP clients send `Content-Type: application/json` with every call.
import type { FastifyInstance } from 'fastify';

export function registerJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  // JSON only: Fastify would otherwise hand text/plain bodies to the schemas as strings.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '' && (req.method === 'DELETE' || req.method === 'GET')) return done(null, undefined);
    return parse(req, body as string, done);
  });
}
