// Runs the generated requests and reports every answer that breaks the contract: a 5xx, or an
// error answer under /api that is not JSON (Fastify's own pages, a crash mid-stream).
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Operation } from './openapi';
import { requestsOf, type FuzzRequest } from './requests';
import type { IdPool } from './values';

export interface Failure {
  method: string;
  url: string;
  part: string;
  status: number;
  body: string;
  /** The request's payload (truncated), to replay it. */
  payload?: string;
}

export interface FuzzOptions {
  seed: number;
  runs: number;
  pool: IdPool;
  /** Own ids per resource path segment (`factories` → [1, 2]): path ids that exist. */
  ownIds: Record<string, number[]>;
  /** A valid token at the start. */
  token: string;
  /** A new token when an answer says ours is no longer valid (after /logout/); may fail (throttled). */
  login: () => Promise<string>;
  /** Puts the fuzzing user's rights and scope back after each route. */
  restore?: () => Promise<void>;
}

/** The detector: what the suite fails on. Pure, so its own test can feed it a 500. */
export function isFailure(url: string, status: number, contentType: string): boolean {
  if (status >= 500) return true;
  return status >= 400 && url.startsWith('/api/') && !contentType.includes('application/json');
}

/** A stable seed per operation: adding a route does not change the others' requests. */
function seedOf(seed: number, op: Operation): number {
  let h = seed;
  for (const c of `${op.method} ${op.path}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

export async function fuzzOperations(app: FastifyInstance, ops: Operation[], opts: FuzzOptions) {
  const failures: Failure[] = [];
  const statuses: Record<number, number> = {};
  /** Per route, answers refusing the token: a route that ends our session shows up here. */
  const refused: Record<string, number> = {};
  let token = opts.token;
  for (const op of ops) {
    const segment = /^\/api\/v1\/([^/{}]+)\//.exec(op.path)?.[1] ?? '';
    const arb = requestsOf(op, opts.pool, opts.ownIds[segment] ?? []);
    const requests: FuzzRequest[] = fc.sample(arb, { seed: seedOf(opts.seed, op), numRuns: opts.runs });
    for (const r of requests) {
      const headers: Record<string, string> = {};
      const authorization = r.authorization === undefined ? `Token ${token}` : r.authorization;
      if (authorization !== null) headers.authorization = authorization;
      const req: InjectOptions = { method: r.method, url: r.url, headers };
      if (r.body) {
        headers['content-type'] = 'application/json';
        req.payload = 'raw' in r.body ? r.body.raw : JSON.stringify(r.body.json);
      }
      const res = await app.inject(req);
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode === 401 && r.authorization === undefined) refused[`${op.method} ${op.path}`] = (refused[`${op.method} ${op.path}`] ?? 0) + 1;
      if (isFailure(r.url, res.statusCode, String(res.headers['content-type'] ?? ''))) {
        const payload = typeof req.payload === 'string' ? req.payload.slice(0, 300) : undefined;
        failures.push({ method: r.method, url: r.url.slice(0, 300), part: r.part, status: res.statusCode, body: res.body.slice(0, 200), payload });
      }
      // Our own token was refused: a route ended the session (logout, password change).
      if (res.statusCode === 401 && r.authorization === undefined) token = await opts.login().catch(() => token);
    }
    await opts.restore?.();
  }
  return { failures, statuses, refused };
}

/** One line per failure, grouped by route, for the assertion message. */
export function report(failures: Failure[]): string {
  return failures.slice(0, 40).map((f) => `${f.status} ${f.method} ${f.url} [${f.part}] ${f.payload ?? ''} → ${f.body}`).join('\n');
}
