// Test helpers: a signed-in session and a fetch double answering JSON.
import { vi } from 'vitest';
import { setSession } from '../../../src/providers/session';
import type { CurrentUser } from '../../../src/providers/types';

export const user = (over: Partial<CurrentUser> = {}): CurrentUser =>
  ({
    id: 1,
    email: 'alice@demo.fr',
    first_name: 'Alice',
    last_name: 'Martin',
    role: 'admin',
    rights: { company: ['view', 'create', 'edit', 'delete'], dashboard: ['view'] },
    company: 'all',
    companies: [1],
    ...over,
  }) as CurrentUser;

export const signIn = (over: Partial<CurrentUser> = {}) =>
  setSession({ token: 'tok', expiry: new Date(Date.now() + 3600_000).toISOString(), user: user(over) });

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });

/** Replaces fetch with a queue of answers; returns the mock to inspect the calls. */
export const mockFetch = (...answers: (Response | Error)[]) => {
  const fn = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('unexpected fetch');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fn);
  return fn;
};

/** The URL and init of the nth fetch call. */
export const call = (fn: ReturnType<typeof mockFetch>, n = 0) => {
  const [url, init] = fn.mock.calls[n] as unknown as [string, RequestInit];
  return { url, init, headers: new Headers(init.headers), body: init.body ? JSON.parse(String(init.body)) : undefined };
};
