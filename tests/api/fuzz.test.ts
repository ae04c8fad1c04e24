// The fuzz suite (issue 10): every route of the OpenAPI document, every parameter and body
// field, given hostile values; any 5xx (or a non-JSON error under /api) fails. Fixed seed and
// bounded runs (FUZZ_RUNS, FUZZ_SEED to explore further). Runs on a database of its own.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import { PUBLIC } from '../../server/http/access';
import { fuzzDatabase } from './fuzz/database';
import { keepUser } from './fuzz/keeper';
import { operationsOf, runOrder, type Operation } from './fuzz/openapi';
import { fuzzOperations, isFailure, report, type FuzzOptions } from './fuzz/run';
import { ADMIN, CORPO, as, login, startApp, type TestApp } from './helpers';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 32);
const SELFTEST = '/api/v1/fuzz-selftest/';

/** Test-only routes with the bugs the suite exists to find: a 500 on unusual query or body text. */
function selfTestRoutes(app: FastifyInstance) {
  const plain = (v: unknown) => typeof v !== 'string' || /^[\w ]*$/.test(v);
  app.get(SELFTEST, { schema: { querystring: z.looseObject({ q: z.string().optional() }) }, config: { access: PUBLIC } }, async (req) => {
    if (!plain((req.query as { q?: string }).q)) throw new Error('unguarded query value');
    return { ok: true };
  });
  app.post(SELFTEST, { schema: { body: z.object({ name: z.string() }) }, config: { access: PUBLIC } }, async (req) => {
    if (!plain((req.body as { name: string }).name)) throw new Error('unguarded body value');
    return { ok: true };
  });
}

let t: TestApp;
let drop: () => Promise<void>;
let ops: Operation[];
let options: FuzzOptions;

/** Ids of every list route's rows as one user sees them, per resource path segment. */
async function idsSeen(api: ReturnType<typeof as>, lists: Operation[]): Promise<Record<string, number[]>> {
  const out: Record<string, number[]> = {};
  for (const op of lists) {
    const r = await api.get(`${op.path}?page_size=100`);
    if (r.status === 200) out[op.path.split('/')[3]] = r.body.results.map((row: { id: number }) => row.id);
  }
  return out;
}

beforeAll(async () => {
  const db = await fuzzDatabase(inject('databaseUrl'));
  drop = db.drop;
  t = await startApp({ DATA_DIR: `${process.env.TEST_DB_DIR ?? 'data/test-api'}/fuzz-app` }, selfTestRoutes, db.url);
  ops = operationsOf(t.app.swagger() as Parameters<typeof operationsOf>[0]);
  const lists = ops.filter((o) => o.method === 'GET' && o.resource && o.queryParams.includes('cursor') && o.path.endsWith(`/${o.resource.name}/`));
  const token = await login(t.app, ADMIN);
  const own = await idsSeen(as(t.app, token), lists);
  const theirs = await idsSeen(as(t.app, await login(t.app, CORPO)), lists);
  const ownAll = [...new Set(Object.values(own).flat())];
  const others = [...new Set(Object.entries(theirs).flatMap(([name, ids]) => ids.filter((id) => !own[name]?.includes(id))))];
  options = { seed: SEED, runs: RUNS, pool: { own: ownAll, others }, ownIds: own, token, login: () => login(t.app, ADMIN),
    restore: await keepUser(t.pool, ADMIN) };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await drop?.();
});

describe('fuzz: the detector', () => {
  it('flags a 5xx and a non-JSON error, not a JSON 4xx', () => {
    expect(isFailure('/api/v1/x/', 500, 'application/json')).toBe(true);
    expect(isFailure('/api/v1/x/', 502, 'text/html')).toBe(true);
    expect(isFailure('/api/v1/x/', 400, 'text/plain')).toBe(true);
    expect(isFailure('/api/v1/x/', 400, 'application/json; charset=utf-8')).toBe(false);
    expect(isFailure('/api/v1/x/', 204, '')).toBe(false);
  });

  it('finds the 500s of routes that let hostile text through (so it cannot silently pass)', async () => {
    const selftest = ops.filter((o) => o.path.startsWith(SELFTEST));
    expect(selftest.map((o) => o.method).sort()).toEqual(['GET', 'POST']);
    const { failures } = await fuzzOperations(t.app, selftest, { ...options, runs: 60 });
    expect(failures.some((f) => f.method === 'GET' && f.status === 500)).toBe(true);
    expect(failures.some((f) => f.method === 'POST' && f.status === 500)).toBe(true);
  });
});

describe('fuzz: hostile input on every route', () => {
  it('reads every route of the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(100);
    expect(ops.some((o) => o.path === '/api/v1/factories/{id}/' && o.method === 'PATCH' && o.body)).toBe(true);
    expect(ops.find((o) => o.path === '/api/v1/activity-log/' && o.method === 'GET')?.queryParams).toContain('created_after');
  });

  it('answers no 5xx and no non-JSON error, whatever the input', async () => {
    const targets = ops.filter((o) => !o.path.startsWith(SELFTEST));
    // Deletions and bulk actions after the rest, routes that end the session (logout, password change) last.
    targets.sort((a, b) => runOrder(a) - runOrder(b));
    const { failures, statuses, refused } = await fuzzOperations(t.app, targets, options);
    if (process.env.FUZZ_VERBOSE) console.log(`fuzz: ${targets.length} routes × ${RUNS} requests, answers by status`, statuses, refused);
    expect(failures, report(failures)).toEqual([]);
    // The suite reached the handlers: most answers are not refusals of the token.
    const total = Object.values(statuses).reduce((a, b) => a + b, 0);
    expect(total).toBe(targets.length * RUNS);
    expect((statuses[200] ?? 0) + (statuses[201] ?? 0)).toBeGreaterThan(total / 10);
  }, 300_000);
});
