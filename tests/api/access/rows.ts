// Who owns each row of each engine resource, read by SQL independently of the engine's own scope
// code: the matrix computes from it which rows a user must (and must never) see. A new engine
// resource needs its entry here: the matrix fails until it has one.
import type pg from 'pg';
import type { ResourceDef, Tier } from '../../../resources/types';
import { tierIncludes } from '../../../server/auth/rights';
import type { TestUser } from './world';

/** Per row: its companies (null: a shared catalogue), site, regulation, and whether only support sees it. */
export const OWNERSHIP_SQL: Record<string, string> = {
  factories: 'SELECT id, ARRAY[company_id] AS companies, id AS factory, NULL::int AS regulation, false AS support_only FROM factories',
  buildings: `SELECT b.id, ARRAY[f.company_id] AS companies, b.factory_id AS factory, NULL::int AS regulation, false AS support_only,
    b.id AS building FROM buildings b JOIN factories f ON f.id = b.factory_id`,
  regulations: 'SELECT id, NULL::int[] AS companies, NULL::int AS factory, id AS regulation, false AS support_only FROM regulations',
  'element-types': 'SELECT id, NULL::int[] AS companies, NULL::int AS factory, regulation_id AS regulation, false AS support_only FROM element_types',
  // A deleted site's history stays with its company (docs/API.md, Activity log). The building of
  // a row of an element or a building is read from the object itself, not only from what its
  // writer stored: a writer that forgot it shows here.
  'activity-log': `SELECT a.id, array_remove(ARRAY[a.company_id], NULL) AS companies,
    (SELECT f.id FROM factories f WHERE f.id = a.factory_id) AS factory, NULL::int AS regulation, false AS support_only,
    coalesce(a.building_id, CASE a.object_type WHEN 'elements' THEN (SELECT e.building_id FROM elements e WHERE e.id = a.object_id)
      WHEN 'buildings' THEN a.object_id END) AS building FROM activity_log a`,
  users: `SELECT u.id, array(SELECT uc.company_id FROM user_companies uc WHERE uc.user_id = u.id) AS companies,
    NULL::int AS factory, NULL::int AS regulation, u.role = 'support' AS support_only FROM users u`,
  teams: 'SELECT id, ARRAY[company_id] AS companies, NULL::int AS factory, NULL::int AS regulation, false AS support_only FROM teams',
  elements: `SELECT id, ARRAY[company_id] AS companies, factory_id AS factory, regulation_id AS regulation, false AS support_only,
    building_id AS building FROM elements`,
  groups: `SELECT id, ARRAY[company_id] AS companies, factory_id AS factory, regulation_id AS regulation, false AS support_only
    FROM element_groups`,
  'custom-attributes': `SELECT id, ARRAY[company_id] AS companies, NULL::int AS factory, NULL::int AS regulation, false AS support_only
    FROM custom_attributes`,
};

/** `building`: set for rows that a building-level scope narrows (absent: the site decides). */
export interface Owned {
  id: number; companies: number[] | null; factory: number | null; regulation: number | null; support_only: boolean; building?: number | null;
}
export type Verdict = 'visible' | 'other-site' | 'other-company';

export async function ownership(pool: pg.Pool, def: ResourceDef): Promise<Owned[]> {
  const query = OWNERSHIP_SQL[def.name];
  if (!query) throw new Error(`access matrix: add the ownership of ${def.name} to tests/api/access/rows.ts`);
  return (await pool.query<Owned>(`${query} ORDER BY 1`)).rows;
}

/**
 * The companies and sites a user reaches for a resource of plan `tier` (as auth/guard allowedScope
 * says), and the buildings of the sites they see through some buildings only.
 */
export function reach(
  user: TestUser, tiers: Map<number, Tier>, siteCompany: Map<number, number>, tier?: Tier,
  buildings: { id: number; factory_id: number }[] = [],
) {
  const companies = new Set(user.companies.filter((c) => tierIncludes(tiers.get(c) ?? 'start', tier)));
  const sites = new Set(user.factories.filter((f) => companies.has(siteCompany.get(f) ?? -1)));
  const narrowed = new Set(buildings.filter((b) => sites.has(b.factory_id)).map((b) => b.factory_id));
  return {
    companies, sites, regulations: new Set(user.regulations), support: user.role === 'support',
    narrowed, buildings: new Set(buildings.map((b) => b.id)),
  };
}

export function verdict(row: Owned, r: ReturnType<typeof reach>): Verdict {
  if (row.companies && !row.companies.some((c) => r.companies.has(c))) return 'other-company';
  if (row.support_only && !r.support) return 'other-company';
  if (row.factory !== null && !r.sites.has(row.factory)) return 'other-site';
  if (row.regulation !== null && !r.regulations.has(row.regulation)) return 'other-site';
  if (row.building != null && r.narrowed.has(row.factory ?? -1) && !r.buildings.has(row.building)) return 'other-site';
  return 'visible';
}

/** Ids by verdict for one user. */
export function classify(rows: Owned[], r: ReturnType<typeof reach>): Record<Verdict, number[]> {
  const out: Record<Verdict, number[]> = { visible: [], 'other-site': [], 'other-company': [] };
  for (const row of rows) out[verdict(row, r)].push(row.id);
  return out;
}
