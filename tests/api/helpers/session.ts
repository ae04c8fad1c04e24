// The set-up most API test files share: one app (embedded PostgreSQL, demo data) started before the
// file's tests and closed after them, the demo administrator signed in, and for the element tests
// a fresh pair of sites (elements-fixture.ts). Call it at the top of the file:
//   const { t, admin, w } = elementSession();
// The values exist once the file's first beforeAll has run: each is a stand-in that reads the real
// one then (a test file's body runs before its hooks), so tests and later hooks use them as is.
import { afterAll, beforeAll } from 'vitest';
import { elementWorld, type ElementWorld } from '../elements-fixture';
import { ADMIN, as, login, startApp, type TestApp } from '../helpers';

type Api = ReturnType<typeof as>;

/** A stand-in for an object made in beforeAll: every property read goes to the real one. */
function later<T extends object>(name: string, read: () => T | undefined): T {
  const real = () => {
    const value = read();
    if (!value) throw new Error(`${name} is used before the file's beforeAll has run`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(real(), key),
  });
}

export interface AdminSession {
  t: TestApp;
  /** The administrator's calls (admin@demo.fr). */
  admin: Api;
  /** The administrator's token (for multipart calls made with `call`). */
  token: () => string;
}

/** The app and its administrator; `env`: the app's settings (e.g. a low bulk job threshold). */
export function adminSession(env?: Record<string, string>): AdminSession {
  let t: TestApp | undefined;
  let admin: Api | undefined;
  let token = '';
  beforeAll(async () => {
    t = await startApp(env);
    token = await login(t.app, ADMIN);
    admin = as(t.app, token);
  }, 120_000);
  afterAll(async () => { await t?.close(); });
  return { t: later('t', () => t), admin: later('admin', () => admin), token: () => token };
}

/** adminSession, and a fresh site pair of the demo company for element tests (`w`). */
export function elementSession(env?: Record<string, string>): AdminSession & { w: ElementWorld } {
  const session = adminSession(env);
  let w: ElementWorld | undefined;
  beforeAll(async () => { w = await elementWorld(session.t, session.admin); });
  return { ...session, w: later('w', () => w) };
}
