// Running the matrix's cases: one call, one expectation; mismatches are collected (so one run
// lists them all) and every case is counted per route (so a route without cases shows).
import type { FastifyInstance } from 'fastify';
import { call, type Call } from '../helpers';
import { label, type MatrixRoute, type Method } from './routes';
import type { TestUser } from './world';

export type Who = TestUser | 'none' | 'bad-token';
export interface Want { text: string; ok: (r: Call) => boolean }

/** Passed the gate: not refused (401/403), no crash. */
export const passes: Want = { text: 'neither 401/403 nor 5xx', ok: (r) => r.status !== 401 && r.status !== 403 && r.status < 500 };
export const status = (code: number, detail?: string): Want => ({
  text: detail ? `${code} ${JSON.stringify(detail)}` : String(code),
  ok: (r) => r.status === code && (detail === undefined || r.body?.detail === detail),
});
export const oneOf = (...codes: number[]): Want => ({ text: codes.join(' or '), ok: (r) => codes.includes(r.status) });

export function matrix(app: FastifyInstance) {
  const failures: string[] = [];
  const perRoute = new Map<string, number>();
  let total = 0;

  async function run(route: MatrixRoute, name: string, who: Who, want: Want, opts: { url?: string; body?: unknown; lang?: string } = {}) {
    const token = who === 'none' ? undefined : who === 'bad-token' ? 'not-a-real-token' : who.token;
    const r = await call(app, route.method as Method, opts.url ?? route.url, { token, body: opts.body, lang: opts.lang });
    total += 1;
    perRoute.set(label(route), (perRoute.get(label(route)) ?? 0) + 1);
    if (!want.ok(r)) {
      const body = typeof r.body === 'string' ? r.body.slice(0, 120) : JSON.stringify(r.body)?.slice(0, 200);
      failures.push(`${label(route)} [${name}] ${opts.url ?? ''}: expected ${want.text}, got ${r.status} ${body}`);
    }
    return r;
  }

  /** A check that is not one call's status (e.g. the rows of a list), counted as a case of `route`. */
  function check(route: MatrixRoute, name: string, ok: boolean, detail: string) {
    total += 1;
    perRoute.set(label(route), (perRoute.get(label(route)) ?? 0) + 1);
    if (!ok) failures.push(`${label(route)} [${name}]: ${detail}`);
  }

  /** The failures since the last call (each test asserts its own are none). */
  const drain = () => failures.splice(0);
  return { run, check, drain, perRoute, total: () => total };
}
export type Matrix = ReturnType<typeof matrix>;
