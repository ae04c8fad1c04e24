// Who owns each row of each engine resource: derived from the resources' `owner` declarations
// (company, site, building, regulation over the resource's FROM), never from their scope code, so
// the matrix checks the scopes against an independent statement of ownership. The few resources
// an `owner` cannot describe (several companies, support-only rows, a deleted site's history) are
// written below. A resource with neither fails the matrix.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { ResourceDef, Tier } from '../../../resources/types';
import { areaResources } from '../../../server/areas';
import { tierIncludes } from '../../../server/auth/rights';
import type { TestUser } from './world';

/** Per row: its companies (null: a shared catalogue), site, regulation, and whether only support sees it. */
export const OWNERSHIP_SQL: Record<string, string> = {
  // A deleted site's history stays with those of its company who held every site (places empty:
  // docs/API.md, Activity log). The building of
  // a row of an element or a building is read from the object itself, not only from what its
  // writer stored: a writer that forgot it shows here.
  'activity-log': `SELECT a.id, array_remove(ARRAY[a.company_id], NULL) AS companies,
    (SELECT f.id FROM factories f WHERE f.id = a.factory_id) AS factory, NULL::int AS regulation, false AS support_only,
    coalesce(a.building_id, CASE a.object_type WHEN 'elements' THEN (SELECT e.building_id FROM elements e WHERE e.id = a.object_id)
      WHEN 'buildings' THEN a.object_id END) AS building,
    CASE WHEN a.factory_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM factories f WHERE f.id = a.factory_id) THEN '{}'::text[] END AS places
    FROM activity_log a`,
  // A document sits wherever its sites and its linked objects do (several places); filed nowhere
  // and linked to nothing, it belongs to the whole company (places empty).
  documents: `SELECT d.id, ARRAY[d.company_id] AS companies, NULL::int AS factory, NULL::int AS regulation, false AS support_only,
    array(SELECT json_build_array(p.f, p.b)::text FROM (
      SELECT s.factory_id AS f, b.id AS b FROM document_factories s
        LEFT JOIN (document_buildings db JOIN buildings b ON b.id = db.building_id) ON db.document_id = s.document_id AND b.factory_id = s.factory_id
        WHERE s.document_id = d.id
      UNION ALL SELECT o.factory_id, o.building_id FROM document_elements l JOIN elements o ON o.id = l.element_id WHERE l.document_id = d.id
      UNION ALL SELECT o.factory_id, o.building_id FROM document_controls l JOIN controls o ON o.id = l.control_id WHERE l.document_id = d.id
      UNION ALL SELECT o.factory_id, o.building_id FROM obligation_documents l JOIN obligations o ON o.id = l.obligation_id WHERE l.document_id = d.id
      UNION ALL SELECT o.factory_id, o.building_id FROM document_tasks l JOIN tasks o ON o.id = l.task_id WHERE l.document_id = d.id) p) AS places
    FROM documents d`,
  // A token sits on each of its sites (no site left: the whole company's).
  tokens: `SELECT tk.id, ARRAY[tk.company_id] AS companies, NULL::int AS factory, NULL::int AS regulation, false AS support_only,
    array(SELECT json_build_array(ts.factory_id, NULL)::text FROM token_factories ts WHERE ts.token_id = tk.id) AS places
    FROM api_tokens tk`,
  // A branch sits on the sites of its subtree (none: the whole company's), like a token.
  branches: `SELECT br.id, ARRAY[br.company_id] AS companies, NULL::int AS factory, NULL::int AS regulation, false AS support_only,
    array(SELECT json_build_array(bf.factory_id, NULL)::text FROM branch_factories bf WHERE bf.branch_id IN (
      WITH RECURSIVE d(id) AS (SELECT br.id UNION SELECT b.id FROM company_branches b JOIN d ON b.parent_id = d.id) SELECT id FROM d)) AS places
    FROM company_branches br`,
  // An intervention of one kind, seen through any of the regulations it names (its controls'
  // among them); naming none, by every user of its site.
  ...Object.fromEntries((['control', 'maintenance'] as const).map((kind) => [`${kind}-interventions`,
    `SELECT iv.id, ARRAY[iv.company_id] AS companies, iv.factory_id AS factory, NULL::int AS regulation, false AS support_only,
      array(SELECT ir.regulation_id FROM intervention_regulations ir WHERE ir.intervention_id = iv.id) AS regulations
      FROM interventions iv WHERE iv.kind = '${kind}'`])),
  users: `SELECT u.id, array(SELECT uc.company_id FROM user_companies uc WHERE uc.user_id = u.id) AS companies,
    NULL::int AS factory, NULL::int AS regulation, u.role = 'support' AS support_only FROM users u`,
};

const NULL_INT = sql`NULL::int`;

/** The ownership query of a resource from its `owner` declaration (null: it declares none). */
export function declaredOwnership(name: string): { sql: string; params: unknown[] } | null {
  const res = areaResources().find((r) => r.def.name === name);
  if (!res?.owner) return null;
  const o = res.owner;
  const query: SQL = sql`SELECT ${res.columns.id.expr} AS id, ${o.company ? sql`(CASE WHEN ${o.company} IS NULL THEN NULL ELSE ARRAY[${o.company}] END)` : sql`NULL::int[]`} AS companies,
    ${o.factory ?? NULL_INT} AS factory, ${o.regulation ?? NULL_INT} AS regulation, false AS support_only,
    ${o.building ?? NULL_INT} AS building FROM ${res.from}`;
  return new PgDialect().sqlToQuery(query);
}

/** `building`: set for rows that a building-level scope narrows (absent: the site decides). */
export interface Owned {
  id: number; companies: number[] | null; factory: number | null; regulation: number | null; support_only: boolean; building?: number | null;
  /** Rows in several places (documents): `[site, building|null]` as JSON text; empty: the whole company. */
  places?: string[];
  /** Rows seen through any of several regulations (interventions); empty: through none needed. */
  regulations?: number[];
}
export type Verdict = 'visible' | 'other-site' | 'other-company';

export async function ownership(pool: pg.Pool, def: ResourceDef): Promise<Owned[]> {
  const written = OWNERSHIP_SQL[def.name];
  const query = written ? { sql: written, params: [] } : declaredOwnership(def.name);
  if (!query) throw new Error(`access matrix: declare the \`owner\` of ${def.name} (server resource) or add its ownership to tests/api/access/rows.ts`);
  return (await pool.query<Owned>(`${query.sql} ORDER BY 1`, query.params)).rows;
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
  // Companies whose every site the user holds whole (none narrowed).
  const whole = new Set([...companies].filter((c) => [...siteCompany].every(([f, fc]) => fc !== c || (sites.has(f) && !narrowed.has(f)))));
  return {
    companies, sites, regulations: new Set(user.regulations), support: user.role === 'support',
    narrowed, buildings: new Set(buildings.map((b) => b.id)), whole,
  };
}

export function verdict(row: Owned, r: ReturnType<typeof reach>): Verdict {
  if (row.companies && !row.companies.some((c) => r.companies.has(c))) return 'other-company';
  if (row.support_only && !r.support) return 'other-company';
  if (row.places) {
    if (!row.places.length) return row.companies!.some((c) => r.whole.has(c)) ? 'visible' : 'other-site';
    const seen = row.places.map((p) => JSON.parse(p) as [number, number | null])
      .some(([f, b]) => r.sites.has(f) && (!r.narrowed.has(f) || b === null || r.buildings.has(b)));
    return seen ? 'visible' : 'other-site';
  }
  if (row.factory !== null && !r.sites.has(row.factory)) return 'other-site';
  if (row.regulation !== null && !r.regulations.has(row.regulation)) return 'other-site';
  if (row.regulations?.length && !row.regulations.some((x) => r.regulations.has(x))) return 'other-site';
  if (row.building != null && r.narrowed.has(row.factory ?? -1) && !r.buildings.has(row.building)) return 'other-site';
  return 'visible';
}

/** Ids by verdict for one user. */
export function classify(rows: Owned[], r: ReturnType<typeof reach>): Record<Verdict, number[]> {
  const out: Record<Verdict, number[]> = { visible: [], 'other-site': [], 'other-company': [] };
  for (const row of rows) out[verdict(row, r)].push(row.id);
  return out;
}
