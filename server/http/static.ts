// The built console (DIST_DIR) served by the API process, with the SPA fallback: any GET that
// is neither an API path nor a file answers index.html. Hashed assets are cached for good,
// index.html never (a new deployment must be picked up at once). The build writes brotli and gzip
// copies of the assets (scripts/precompress.ts): sent by Accept-Encoding, with Vary so a shared
// cache keeps one copy per encoding.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DetailError } from './errors';

/** Files the build compresses (scripts/precompress.ts; the server may not import scripts/). */
const COMPRESSIBLE = /\.(js|mjs|css|wasm|svg|json|txt|map)$/;

export type SpaFallback = (req: FastifyRequest, reply: FastifyReply) => unknown;

export async function registerStatic(app: FastifyInstance, distDir: string): Promise<SpaFallback> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`no console build in ${distDir} (run npm run build): only the API is served`);
    return (req, reply) => {
      const err = new DetailError(404, { key: 'api.errors.not_found' });
      return reply.code(404).send(err.body(req.locale));
    };
  }
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false, // ours below: immutable hashed assets, index.html always revalidated
    // One route per file of the build (read at start) instead of a wildcard: an unknown path goes
    // straight to the SPA fallback. Through the wildcard it was first tried as a file, failed,
    // and was sent again from inside that send, stacking listeners on the response (Node's
    // "11 close listeners" MaxListenersExceededWarning).
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      const immutable = file.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      // Whichever copy is sent: the answer depends on Accept-Encoding when copies exist.
      if (immutable && COMPRESSIBLE.test(file.replace(/\.(br|gz)$/, ''))) res.setHeader('vary', 'Accept-Encoding');
    },
  });
  return (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
}
