// The access matrix's world: the seeded companies (one per plan), their sites, and test users
// made by SQL with chosen rights, scopes and companies (sessions opened directly: no argon2).
import type pg from 'pg';
import { ACTIONS, TIERS, type Action, type Area, type Rights, type Tier } from '../../../resources/types';
import { AREAS } from '../../../resources/rights';
import { createSession } from '../../../server/auth/sessions';
import { COMPANIES } from '../../../server/db/seed/data';

export interface Company { id: number; tier: Tier; sites: number[] }
export interface UserSpec {
  companies: number[];
  /** Default: every site of the companies. */
  factories?: number[];
  /** Default: every regulation. */
  regulations?: number[];
  /** Default: none (every building of the sites). */
  buildings?: number[];
  rights: Rights;
  role?: 'admin' | 'support' | null;
}
export interface TestUser extends Required<UserSpec> { id: number; token: string }

export const ALL: Rights = Object.fromEntries(AREAS.map((a) => [a, [...ACTIONS]]));
export const only = (area: Area, actions: Action[]): Rights => ({ [area]: actions });
export const allBut = (area: Area, action: Action): Rights => ({ ...ALL, [area]: ACTIONS.filter((a) => a !== action) });

let serial = 0;

export async function loadWorld(pool: pg.Pool) {
  const byTier = new Map<Tier, Company>();
  for (const c of COMPANIES) {
    const { rows } = await pool.query<{ id: number; tier: Tier; sites: number[] }>(
      `SELECT c.id, c.tier, array(SELECT f.id FROM factories f WHERE f.company_id = c.id ORDER BY f.id) AS sites
       FROM companies c WHERE c.name = $1`, [c.name]);
    byTier.set(rows[0].tier, rows[0]);
  }
  const regulations = (await pool.query<{ id: number }>('SELECT id FROM regulations ORDER BY id')).rows.map((r) => r.id);
  const cache = new Map<string, TestUser>();

  /** A new user and session (never shared: for calls that change the user, e.g. logout). */
  async function fresh(spec: UserSpec): Promise<TestUser> {
    // Every site of the companies as they are now (the matrix creates sites).
    const { rows: sites } = await pool.query<{ id: number }>('SELECT id FROM factories WHERE company_id = ANY($1) ORDER BY id', [spec.companies]);
    const full: Required<UserSpec> = { role: null, regulations, factories: sites.map((f) => f.id), buildings: [], ...spec };
    serial += 1;
    const email = `matrice-${serial}-${Date.now().toString(36)}@test.fr`;
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO users (email, first_name, last_name, role, rights, dashboard_access)
       VALUES ($1, 'Matrice', $2, $3, $4, '{main,score}') RETURNING id`, [email, String(serial), full.role, JSON.stringify(full.rights)]);
    const id = rows[0].id;
    await pool.query('INSERT INTO user_companies SELECT $1, unnest($2::int[])', [id, full.companies]);
    await pool.query('INSERT INTO user_factories SELECT $1, unnest($2::int[])', [id, full.factories]);
    await pool.query('INSERT INTO user_regulations SELECT $1, unnest($2::int[])', [id, full.regulations]);
    await pool.query('INSERT INTO user_buildings SELECT $1, unnest($2::int[])', [id, full.buildings]);
    const { token } = await createSession(pool, id, 1);
    return { ...full, id, token };
  }

  /** The same user for the same spec (calls that change nothing of the user). */
  async function user(spec: UserSpec): Promise<TestUser> {
    const key = JSON.stringify(spec);
    if (!cache.has(key)) cache.set(key, await fresh(spec));
    return cache.get(key)!;
  }

  const company = (tier: Tier) => byTier.get(tier)!;
  /** Where a resource of plan `tier` is tested: the pro company, or corpo when pro is not enough. */
  const home = (tier?: Tier) => (!tier || TIERS.indexOf(tier) <= TIERS.indexOf('pro') ? company('pro') : company('corpo'));
  const other = (tier?: Tier) => (home(tier) === company('pro') ? company('corpo') : company('pro'));
  return { company, home, other, regulations, user, fresh };
}
export type World = Awaited<ReturnType<typeof loadWorld>>;

/**
 * Removes what the matrix and the account tests made (users, clones, their rows), so the other
 * test files of the run, which share the database, find the seeded data as they expect.
 */
export async function removeTestRows(pool: pg.Pool): Promise<void> {
  const users = `SELECT id FROM users WHERE email LIKE 'matrice-%@test.fr' OR email LIKE 'clone-%@test.fr'`;
  await pool.query(`DELETE FROM stored_files WHERE uploaded_by IN (${users})`);
  await pool.query(`DELETE FROM users WHERE id IN (${users})`);
  await pool.query(`DELETE FROM teams WHERE name LIKE 'Clone matrice %' OR name = 'Équipe matrice'`);
  await pool.query(`DELETE FROM factories WHERE name LIKE 'Clone matrice %'`);
  await pool.query(`DELETE FROM buildings WHERE name LIKE 'Clone matrice %'`);
  await pool.query(`DELETE FROM activity_log WHERE user_id IS NULL AND object_label LIKE 'Matrice %'`);
  await pool.query(`DELETE FROM companies WHERE name = 'Matrice Corpo bis'`);
}
