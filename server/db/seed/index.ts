// Seeds the demo data into an EMPTY database (no company), in one transaction under an
// advisory lock: two instances starting together, or a re-run, never seed twice.
import type pg from 'pg';
import { ACTIONS } from '../../../resources/types';
import { AREAS } from '../../../resources/rights';
import { hashPassword } from '../../auth/passwords';
import { COMPANIES, REGULATIONS, TEAMS, USERS, type Scope } from './data';
import { drizzle } from 'drizzle-orm/node-postgres';
import { areas } from '../../areas';
import { callerTransaction, recomputeCompliance } from '../../areas/compliance/refresh';
import { seedElements } from './elements';

const SEED_LOCK_KEY = 4_242_002;

const pick = (scope: Scope, all: Map<string, number>): number[] =>
  scope === 'all' ? [...all.values()] : scope.map((name) => all.get(name)!).filter((id) => id !== undefined);

/** Returns true when it seeded, false when the database already had data. */
export async function seedDemo(pool: pg.Pool, password: string): Promise<boolean> {
  // One hash per user (each its own salt): a shared hash would tell whoever reads the table that
  // these accounts share a password. Hashed before the transaction, in parallel (a few users).
  const hashes = new Map(await Promise.all(USERS.map(async (u) => [u.email, await hashPassword(password)] as const)));
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows: existing } = await client.query('SELECT 1 FROM companies LIMIT 1');
    if (existing.length) {
      await client.query('ROLLBACK');
      return false;
    }
    const one = async (text: string, values: unknown[]) => (await client.query<{ id: number }>(text, values)).rows[0].id;

    const companies = new Map<string, number>();
    const factoriesByCompany = new Map<number, Map<string, number>>();
    for (const c of COMPANIES) {
      const companyId = await one(
        'INSERT INTO companies (name, is_demo, tier, repere_1, repere_2) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [c.name, c.isDemo, c.tier, c.repere1, c.repere2]);
      companies.set(c.name, companyId);
      const sites = new Map<string, number>();
      for (const [site, buildings] of Object.entries(c.factories)) {
        const factoryId = await one('INSERT INTO factories (name, company_id) VALUES ($1, $2) RETURNING id', [site, companyId]);
        sites.set(site, factoryId);
        // Every site has its ghost building ("the whole site"), plus its real buildings.
        await client.query('INSERT INTO buildings (name, factory_id, is_ghost) VALUES ($1, $2, true)', [site, factoryId]);
        for (const b of buildings) await client.query('INSERT INTO buildings (name, factory_id) VALUES ($1, $2)', [b, factoryId]);
      }
      factoriesByCompany.set(companyId, sites);
    }

    const regulations = new Map<string, number>();
    for (const [name, types] of Object.entries(REGULATIONS)) {
      const regulationId = await one('INSERT INTO regulations (name) VALUES ($1) RETURNING id', [name]);
      regulations.set(name, regulationId);
      for (const [typeName, url] of types) {
        await client.query('INSERT INTO element_types (name, url, regulation_id) VALUES ($1, $2, $3)', [typeName, url, regulationId]);
      }
    }
    // Every site follows every regulation in the demo.
    await client.query('INSERT INTO factory_regulations (factory_id, regulation_id) SELECT f.id, r.id FROM factories f CROSS JOIN regulations r');

    const userIds = new Map<string, number>();
    for (const u of USERS) {
      const rights = Object.fromEntries(AREAS.map((a) => [a, u.rights === 'all' ? [...ACTIONS] : ['view']]));
      const userId = await one(
        `INSERT INTO users (email, first_name, last_name, password_hash, role, is_administrator, rights,
           dashboard_access, can_process_express_reports, profile_details)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [u.email, u.firstName, u.lastName, hashes.get(u.email), u.role, u.isAdministrator, JSON.stringify(rights),
          ['main', 'score'], u.rights === 'all', JSON.stringify({ language: 'fr', preferred_dashboard: 'main' })]);
      userIds.set(u.email, userId);
      const companyIds = pick(u.companies, companies);
      const sites = new Map([...companyIds].flatMap((id) => [...(factoriesByCompany.get(id) ?? new Map<string, number>())]));
      await client.query('INSERT INTO user_companies (user_id, company_id) SELECT $1, unnest($2::int[])', [userId, companyIds]);
      await client.query('INSERT INTO user_factories (user_id, factory_id) SELECT $1, unnest($2::int[])', [userId, pick(u.factories, sites)]);
      await client.query('INSERT INTO user_regulations (user_id, regulation_id) SELECT $1, unnest($2::int[])', [userId, pick(u.regulations, regulations)]);
      await client.query(`INSERT INTO user_buildings (user_id, building_id) SELECT $1, b.id FROM buildings b JOIN user_factories uf
        ON uf.factory_id = b.factory_id AND uf.user_id = $1 WHERE b.name = ANY($2::text[])`, [userId, u.buildings ?? []]);
    }
    for (const team of TEAMS) {
      const companyId = companies.get(team.company)!;
      const teamId = await one('INSERT INTO teams (company_id, name) VALUES ($1, $2) RETURNING id', [companyId, team.name]);
      await client.query('INSERT INTO team_members (team_id, user_id) SELECT $1, unnest($2::int[])', [teamId, team.members.map((e) => userIds.get(e)!)]);
      await client.query('INSERT INTO team_factories (team_id, factory_id) SELECT $1, unnest($2::int[])',
        [teamId, pick(team.factories, factoriesByCompany.get(companyId)!)]);
    }
    await seedElements(client, companies);
    for (const area of areas) await area.demo?.(client);
    // Every area's demo rows are in: the stored conformity from scratch.
    await recomputeCompliance(callerTransaction(drizzle({ client })));
    for (const area of areas) await area.demoLast?.(client);
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
