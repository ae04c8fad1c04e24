// Rules of obligation writes the metadata cannot say: a created obligation takes its company,
// site, building and regulation from its element; the attached documents belong to the
// obligation's company (a caller of two companies cannot file one company's document under the
// other's obligation). Validating does not require a document: the console shows the missing one.
import { sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { idsOf, intArr, rows, type Runner } from '../../crud/sql';
import { ValidationError } from '../../http/errors';

type Body = Record<string, unknown>;

export async function beforeObligationWrite(tx: Runner, _ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) {
  const out: Body = { ...body, updated_at: new Date().toISOString() };
  let company = row?.before.company as number | undefined;
  if (!row) {
    // An element the caller cannot see is left to the engine's reference check (does_not_exist).
    const [el] = await rows<{ company_id: number; factory_id: number; building_id: number; regulation_id: number }>(tx,
      sql`SELECT company_id, factory_id, building_id, regulation_id FROM elements WHERE id = ${Number(body.element) || 0}`);
    if (el) Object.assign(out, { company_id: el.company_id, factory_id: el.factory_id, building_id: el.building_id, regulation_id: el.regulation_id });
    company = el?.company_id;
  }
  const docs = idsOf(body.documents);
  if (company !== undefined && docs.length) {
    const [other] = await rows<{ id: number }>(tx, sql`SELECT id FROM documents
      WHERE id = ANY(${intArr(docs)}) AND company_id <> ${company} ORDER BY id LIMIT 1`);
    if (other) throw new ValidationError({ documents: [{ key: 'api.obligations.errors.document_other_company', params: { id: other.id } }] });
  }
  return out;
}

/** A bulk status change touches the rows' updated_at too. */
export async function afterObligationBulkUpdate(tx: Runner, _ctx: RequestContext, ids: SQL) {
  await tx.execute(sql`UPDATE obligations SET updated_at = now() WHERE id IN (${ids})`);
}
