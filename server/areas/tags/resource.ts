// Folders of a company (company-wide like teams: its sites do not narrow who sees the folder).
// Sites shown and written are those the caller sees; links to hidden sites stay.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { countOf, intArr, type Runner } from '../../crud/sql';
import { siteOutsideCompany } from '../sites/company-sites';
import { ValidationError } from '../../http/errors';
import type { RequestContext } from '../../auth/context';
import { tagFactories, tags as tg } from './table';

/** A folder's sites belong to the folder's company. */
async function beforeTagWrite(tx: Runner, ctx: RequestContext, body: Record<string, unknown>, row: { before: Record<string, unknown> } | null) {
  const company = (row ? row.before.company : body.company) as number;
  if (!ctx.companies.includes(company)) return;
  const site = await siteOutsideCompany(tx, ctx, body.factories, company);
  if (site) throw new ValidationError({ factories: [{ key: 'resources.tags.errors.site_outside_company', params: { id: site } }] });
}

/** Documents of the folder; `ctx` null: all of them (the unscoped expression the engine also needs). */
function documentCount(ctx: RequestContext | null) {
  const seen = ctx ? sql` AND (NOT EXISTS (SELECT 1 FROM document_factories s WHERE s.document_id = dt.document_id)
    OR EXISTS (SELECT 1 FROM document_factories s WHERE s.document_id = dt.document_id AND s.factory_id = ANY(${intArr(ctx.factories)})))` : sql``;
  return sql`(SELECT count(*) FROM document_tags dt WHERE dt.tag_id = tg.id${seen})::int`;
}

export const tags = defineServerResource({
  def: resources.tags,
  table: tg,
  alias: 'tg',
  joins: sql`JOIN companies c ON c.id = tg.company_id`,
  fields: {
    id: tg.id, name: tg.name, company: tg.companyId,
    factories: { m2m: { own: tagFactories.tagId, other: tagFactories.factoryId } },
    // The folder's documents the caller sees (the documents' own scope: company, and no site or one of theirs).
    document_count: { computed: documentCount(null), scoped: documentCount, cast: 'int8' },
    created_at: tg.createdAt,
  },
  labels: { company: sql`c.name` },
  scope: (_ctx, allowed) => sql`tg.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`tg.company_id` },
  hooks: {
    beforeWrite: beforeTagWrite,
    // Its documents stay, out of the folder.
    deleteDependents: async (tx, ids) => ({ filed_documents: await countOf(tx, sql`SELECT count(*)::int AS n FROM document_tags WHERE tag_id IN (${ids})`) }),
  },
});
