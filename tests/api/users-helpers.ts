// Helpers of the users, teams and password tests: demo ids by name, users created through the
// API, and signing in as a new user (its password set directly, as if the invitation was used).
import type pg from 'pg';
import { expect } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { as, DEMO_PASSWORD, login, unique, type TestApp } from './helpers';

export type Api = ReturnType<typeof as>;

export interface DemoIds {
  demo: number;
  corpo: number;
  lyon: number;
  nantes: number;
  rennes: number;
  lille: number;
  /** Regulation ids in seed order. */
  regs: number[];
  user: (email: string) => Promise<number>;
}

export async function demoIds(pool: pg.Pool): Promise<DemoIds> {
  const id = async (query: string, value: string) => (await pool.query<{ id: number }>(query, [value])).rows[0].id;
  const factory = (name: string) => id('SELECT id FROM factories WHERE name = $1', name);
  const company = (name: string) => id('SELECT id FROM companies WHERE name = $1', name);
  const regs = (await pool.query<{ id: number }>('SELECT id FROM regulations ORDER BY id')).rows.map((r) => r.id);
  return {
    demo: await company('Démo Industrie'), corpo: await company('Groupe Corpo'),
    lyon: await factory('Usine de Lyon'), nantes: await factory('Usine de Nantes'), rennes: await factory('Dépôt de Rennes'),
    lille: await factory('Site de Lille'), regs,
    user: (email) => id('SELECT id FROM users WHERE email = $1', email),
  };
}

/** A fresh, unused e-mail address. */
export const freshEmail = (prefix = 'user') => `${unique(prefix).replace(/\s+/g, '-').toLowerCase()}@test.example`;

/** Creates a user through POST /users/ (201 expected) and returns the row. */
export async function createUser(api: Api, body: Record<string, unknown>) {
  const r = await api.post('/api/v1/users/', { email: freshEmail(), ...body });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Creates a user, gives it DEMO_PASSWORD and signs in as it. */
export async function signInAsNew(t: TestApp, admin: Api, body: Record<string, unknown>) {
  const row = await createUser(admin, body);
  await t.pool.query('UPDATE users SET password_hash = $2 WHERE id = $1', [row.id, await hashPassword(DEMO_PASSWORD)]);
  return { row, api: as(t.app, await login(t.app, row.email)) };
}
