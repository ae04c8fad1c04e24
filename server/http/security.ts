// Security headers on every answer, and no caching of API answers (they depend on the token).
// The API token lives in the console's localStorage, so an injected script could read it: the
// console's Content-Security-Policy allows scripts from the app's own origin only (no inline
// script: Vite emits none), plus 'wasm-unsafe-eval' for the scanner's Data Matrix decoder
// (zxing-wasm). MUI/emotion inject <style> tags, hence 'unsafe-inline' for styles only.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const policy = (directives: Record<string, string>) => Object.entries(directives).map(([k, v]) => `${k} ${v}`).join('; ');

const LOCKED = { 'object-src': "'none'", 'base-uri': "'none'", 'form-action': "'self'", 'frame-ancestors': "'none'" };

/** The console (index.html and its assets). */
export const CONSOLE_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self' 'wasm-unsafe-eval'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'media-src': "'self' blob:",
  'worker-src': "'self' blob:",
  ...LOCKED,
});

/** The API's interactive documentation (swagger-ui: its own script files, inline styles). */
export const DOCS_CSP = policy({
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data:",
  'connect-src': "'self'",
  ...LOCKED,
});

/** API answers (JSON, downloads): nothing to run, even if a file is opened in the browser. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

const cspFor = (url: string) => {
  if (url.startsWith('/api/docs')) return DOCS_CSP;
  if (url.startsWith('/api/')) return API_CSP;
  return CONSOLE_CSP;
};

/**
 * Two years, the usual preload value; only on an answer that travels over HTTPS: a TLS socket, or
 * `X-Forwarded-Proto: https` from a proxy the app trusts (TRUST_PROXY; Fastify's req.protocol reads
 * the header only then). Sent over plain HTTP, or on a header anyone could forge, it would pin a
 * host that may not serve HTTPS.
 */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Browser features off but the camera, which the scanner asks for on this origin. */
export const PERMISSIONS_POLICY = [
  'camera=(self)', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'bluetooth=()', 'hid=()',
  'midi=()', 'magnetometer=()', 'gyroscope=()', 'accelerometer=()', 'display-capture=()', 'fullscreen=(self)', 'interest-cohort=()',
].join(', ');

/** The headers of every answer (also called by Fastify's framework-error handler, which no hook sees). */
export function setSecurityHeaders(req: FastifyRequest, reply: FastifyReply) {
  for (const [name, value] of Object.entries(COMMON)) if (!reply.hasHeader(name)) reply.header(name, value);
  if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', cspFor(req.url));
  reply.header('permissions-policy', PERMISSIONS_POLICY);
  if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
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
