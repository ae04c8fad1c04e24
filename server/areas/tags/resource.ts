// Folders of a company (company-wide like teams: its sites do not narrow who sees the folder).
// Sites shown and written are those the caller sees; links to hidden sites stay.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr, type Runner } from '../../crud/sql';
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

export const tags = defineServerResource({
  def: resources.tags,
  table: tg,
  alias: 'tg',
  joins: sql`JOIN companies c ON c.id = tg.company_id`,
  fields: {
    id: tg.id, name: tg.name, company: tg.companyId,
    factories: { m2m: { own: tagFactories.tagId, other: tagFactories.factoryId } },
    created_at: tg.createdAt,
  },
  labels: { company: sql`c.name` },
  scope: (_ctx, allowed) => sql`tg.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`tg.company_id` },
  hooks: { beforeWrite: beforeTagWrite },
});
