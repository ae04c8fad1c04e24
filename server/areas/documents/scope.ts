// Who sees a document. A document is filed on sites (and buildings) and linked to objects
// (elements, controls, obligations, tasks; interventions, on a site) that each sit on a site and a building. A caller sees it
// when one of its sites, or the site (and building, for a site seen through some buildings only)
// of one of its linked objects, is in their scope. A document with neither says nothing of where
// it belongs: only callers holding every site of its company (none narrowed) see it.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import type { Allowed } from '../../auth/guard';
import { buildingScope, wholeCompanies } from '../../auth/scope';
import { intArr, type Runner } from '../../crud/sql';

/**
 * Link tables from a document to an object that has a factory_id and a building_id; an
 * intervention is on a site as a whole (no building): seen as the intervention is, by whoever
 * sees its site, a caller narrowed to some buildings there included.
 */
const LINKS = [
  { link: 'document_elements', key: 'element_id', table: 'elements', building: true },
  { link: 'document_controls', key: 'control_id', table: 'controls', building: true },
  { link: 'obligation_documents', key: 'obligation_id', table: 'obligations', building: true },
  { link: 'document_tasks', key: 'task_id', table: 'tasks', building: true },
  { link: 'document_interventions', key: 'intervention_id', table: 'interventions', building: false },
] as const;

/** The document `d` is visible (over the alias `d`). */
export function documentScope(ctx: RequestContext, allowed: Allowed): SQL {
  const sites = intArr(allowed.factories);
  const narrowed = ctx.buildingSites?.length ? intArr(ctx.buildingSites) : null;
  // A filed site counts whole unless narrowed; then the document must be on one of the caller's
  // buildings there, or on no building of that site (it is about the site itself). The inner test
  // reads s.document_id, not d.id: the EXISTS then refers to d once only, so the planner may run it
  // hashed (the filed ids in scope read once by factory) instead of once per document, as it does
  // for the links: a technician's first page walked 100k documents with one probe each (~0.4 s).
  const filed = narrowed
    ? sql`EXISTS (SELECT 1 FROM document_factories s WHERE s.document_id = d.id AND s.factory_id = ANY(${sites})
        AND (s.factory_id <> ALL(${narrowed})
          OR NOT EXISTS (SELECT 1 FROM document_buildings db JOIN buildings b ON b.id = db.building_id
            WHERE db.document_id = s.document_id AND b.factory_id = s.factory_id AND b.id <> ALL(${intArr(ctx.buildings)}))))`
    : sql`EXISTS (SELECT 1 FROM document_factories s WHERE s.document_id = d.id AND s.factory_id = ANY(${sites}))`;
  const linked = LINKS.map(({ link, key, table, building }) => sql`EXISTS (SELECT 1 FROM ${sql.identifier(link)} l
    JOIN ${sql.identifier(table)} o ON o.id = l.${sql.identifier(key)}
    WHERE l.document_id = d.id AND o.factory_id = ANY(${sites}) AND ${building ? buildingScope(ctx, sql`o.factory_id`, sql`o.building_id`) : sql`TRUE`})`);
  return sql`(d.company_id = ANY(${intArr(allowed.companies)}) AND (d.company_id = ANY(${wholeCompanies(ctx, allowed)})
    OR ${filed} OR ${sql.join(linked, sql` OR `)}))`;
}

/**
 * A created document is filed on the sites (and buildings) of the objects it is linked to (an
 * upload from an element's page is filed on its site). Still filed nowhere and linked to nothing,
 * a document of a caller who does not hold every site is filed on the caller's sites of its
 * company: else its own author could not see it.
 */
export async function inheritSites(tx: Runner, id: number, ctx: RequestContext): Promise<void> {
  for (const { link, key, table, building } of LINKS) {
    const objects = sql`SELECT o.factory_id${building ? sql`, o.building_id` : sql``} FROM ${sql.identifier(link)} l
      JOIN ${sql.identifier(table)} o ON o.id = l.${sql.identifier(key)} WHERE l.document_id = ${id}`;
    await tx.execute(sql`INSERT INTO document_factories (document_id, factory_id) SELECT DISTINCT ${id}::int, x.factory_id FROM (${objects}) x ON CONFLICT DO NOTHING`);
    if (building) await tx.execute(sql`INSERT INTO document_buildings (document_id, building_id) SELECT DISTINCT ${id}::int, x.building_id FROM (${objects}) x ON CONFLICT DO NOTHING`);
  }
  const allowed = { companies: ctx.companies, factories: ctx.factories };
  await tx.execute(sql`INSERT INTO document_factories (document_id, factory_id)
    SELECT d.id, f.id FROM documents d JOIN factories f ON f.company_id = d.company_id
    WHERE d.id = ${id} AND f.id = ANY(${intArr(ctx.factories)}) AND d.company_id <> ALL(${wholeCompanies(ctx, allowed)})
      AND NOT EXISTS (SELECT 1 FROM document_factories s WHERE s.document_id = d.id)
    ON CONFLICT DO NOTHING`);
}
