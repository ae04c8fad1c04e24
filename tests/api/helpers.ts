// Test helpers: the app built on the run's database, demo logins, request shortcuts.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { loadConfig } from '../../server/config';
import { createDb, createPool } from '../../server/db/pool';
import { buildApp } from '../../server/http/app';
import type { Jobs } from '../../server/jobs/types';
import { createLogger } from '../../server/log';
import { createPlatform, type Platform } from '../../server/platform';
import { DEMO_PASSWORD } from './constants';

export { DEMO_PASSWORD };
export const ADMIN = 'admin@demo.fr';
export const LECTEUR = 'lecteur@demo.fr';
export const SUPPORT = 'support@demo.fr';
export const CORPO = 'admin@corpo.fr';

export interface TestApp {
  app: FastifyInstance;
  pool: ReturnType<typeof createPool>;
  jobs: Jobs;
  platform: Platform;
  close: () => Promise<void>;
}

/** The app on the test database (no console build: DIST_DIR points nowhere unless given). */
export async function startApp(
  env: Record<string, string> = {}, beforeReady?: (app: FastifyInstance) => void, url = inject('databaseUrl'),
): Promise<TestApp> {
  // Files and the mail outbox of the test app live in the run's folder (wiped at each run).
  const dataDir = `${process.env.TEST_DB_DIR ?? 'data/test-api'}/app`;
  const config = loadConfig({ LOG_LEVEL: 'silent', DIST_DIR: 'data/no-dist', DATA_DIR: dataDir, NOTIFY_SCHEDULES: '0', ...env });
  const pool = createPool(url);
  const platform = await createPlatform(config, pool, createLogger(config.logLevel));
  const app = await buildApp({ config, pool, db: createDb(pool), ...platform });
  beforeReady?.(app);
  await app.ready();
  const { jobs } = platform;
  return { app, pool: heardPool(pool, app), jobs, platform, close: async () => { await app.close(); await platform.stop(); await pool.end(); } };
}

/**
 * The test's own queries (often writes made straight in the database) resolve once the app's
 * session cache has heard their notifications, as a real client's next request, a network trip
 * later, would find it. The app keeps the plain pool.
 */
function heardPool(pool: TestApp['pool'], app: FastifyInstance): TestApp['pool'] {
  return new Proxy(pool, {
    get(target, prop) {
      if (prop !== 'query') {
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return async (...args: unknown[]) => {
        const result = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        await app.contextCache?.sync(target);
        return result;
      };
    },
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Call {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  res: LightMyRequestResponse;
}

/** A JSON call; `lang` sets Accept-Language; `token` the Authorization header. */
export async function call(
  app: FastifyInstance, method: Method, url: string,
  opts: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {},
): Promise<Call> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.authorization = `Token ${opts.token}`;
  if (opts.lang) headers['accept-language'] = opts.lang;
  const req: InjectOptions = { method, url, headers };
  if (opts.body !== undefined) req.payload = opts.body as InjectOptions['payload'];
  const res = await app.inject(req);
  let body: unknown = res.body;
  if ((res.headers['content-type'] ?? '').toString().includes('json') && res.body) body = JSON.parse(res.body);
  return { status: res.statusCode, body, res };
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const r = await call(app, 'POST', '/api/v1/login/', { body: { username: email, password } });
  if (r.status !== 200) throw new Error(`login ${email}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

/** Calls bound to one user's token. */
export function as(app: FastifyInstance, token: string) {
  return {
    get: (url: string, lang?: string) => call(app, 'GET', url, { token, lang }),
    post: (url: string, body?: unknown, lang?: string) => call(app, 'POST', url, { token, body, lang }),
    put: (url: string, body?: unknown) => call(app, 'PUT', url, { token, body }),
    patch: (url: string, body?: unknown, lang?: string) => call(app, 'PATCH', url, { token, body, lang }),
    // body: a delete's confirmation replay (`{ confirm: true }`).
    del: (url: string, body?: unknown) => call(app, 'DELETE', url, { token, body }),
  };
}

/** A name no other test (or earlier run) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/**
 * An identification number a report's analysis reads as one ("XR-27041123-4821"): digits between
 * separators, whatever the date. unique()'s base-36 stamp is letters on some days ("mwzauy5m"), and
 * such a tag was not read as an identifier: the express tests failed on the day's stamp.
 */
export const uniqueId = (prefix: string) => `${prefix}-${String(Date.now() % 1e8).padStart(8, '0')}-${Math.floor(Math.random() * 1e4)}`;

/** An export job's file once the job has written it (polls its download route, ~15 s at most). */
export async function downloadWhenReady(client: ReturnType<typeof as>, jobId: string): Promise<Call> {
  let dl = await client.get(`/api/v1/exports/${jobId}/download/`);
  for (let i = 0; i < 150 && dl.status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    dl = await client.get(`/api/v1/exports/${jobId}/download/`);
  }
  return dl;
}

/** Polls `what` every 200 ms until it gives a truthy value (returned), or fails after `seconds`. */
export async function until<T>(what: () => Promise<T | undefined | false> | T | undefined | false, seconds = 40): Promise<T> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    const v = await what();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}
