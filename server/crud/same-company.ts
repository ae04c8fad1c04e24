// A row and the rows it points to belong to one company. The reference check (references.ts)
// only asks whether the caller may see a target; a user of several companies sees both, and
// could link a document of company A to an intervention of company B, making it visible there.
import { sql, type SQL } from 'drizzle-orm';
import { ValidationError, type FieldErrors } from '../http/errors';
import { resourceOf } from './registry';
import { idsOf, intArr, rows, type Runner } from './sql';
import type { ServerResource } from './types';

type Body = Record<string, unknown>;

/** The ids among `ids` of `target` owned by another company than `company` (an SQL value). */
function foreignIds(target: string, ids: number[], company: SQL): SQL | null {
  // A user belongs to several companies: the link holds when the user is a member of the row's.
  if (target === 'users') {
    return sql`SELECT u AS id FROM unnest(${intArr(ids)}) AS u
      WHERE NOT EXISTS (SELECT 1 FROM user_companies uc WHERE uc.user_id = u AND uc.company_id = ${company})`;
  }
  const t = resourceOf(target);
  if (!t?.owner?.company) return null; // a shared catalogue (regulations, element types)
  return sql`SELECT ${t.columns.id.expr} AS id FROM ${t.from} WHERE ${t.columns.id.expr} = ANY(${intArr(ids)})
    AND ${t.owner.company} IS NOT NULL AND ${t.owner.company} IS DISTINCT FROM ${company}`;
}

/**
 * 400 `other_company` on each reference field of `values` pointing to another company's row.
 * Run after the write (inside its transaction) so that the row's company is the new one.
 */
export async function checkSameCompany(tx: Runner, res: ServerResource, id: number, values: Body): Promise<void> {
  if (!res.owner?.company) return;
  const company = sql`(SELECT ${res.owner.company} FROM ${res.from} WHERE ${res.columns.id.expr} = ${id})`;
  const [{ c }] = await rows<{ c: number | null }>(tx, sql`SELECT ${company} AS c`);
  if (c == null) return;
  const errors: FieldErrors = {};
  for (const f of res.def.fields) {
    if ((f.type !== 'reference' && f.type !== 'references') || !f.reference || f.reference === 'companies') continue;
    const ids = idsOf(values[f.name]);
    const query = ids.length ? foreignIds(f.reference, ids, sql`${c}::int`) : null;
    if (!query) continue;
    const [foreign] = await rows<{ id: number }>(tx, sql`${query} LIMIT 1`);
    if (foreign) errors[f.name] = [{ key: 'api.validation.other_company', params: { id: foreign.id } }];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

/** The same rule for a bulk update of the selection `where`: 400 when a selected row's company differs. */
export async function checkBulkSameCompany(tx: Runner, res: ServerResource, where: SQL, data: Body): Promise<void> {
  if (!res.owner?.company) return;
  const errors: FieldErrors = {};
  for (const f of res.def.fields) {
    if ((f.type !== 'reference' && f.type !== 'references') || !f.reference || f.reference === 'companies') continue;
    const ids = idsOf(data[f.name]);
    // `own_row.c`: a name no resource uses as an alias, so a self-reference cannot shadow it.
    const query = ids.length ? foreignIds(f.reference, ids, sql`own_row.c`) : null;
    if (!query) continue;
    const [foreign] = await rows<{ id: number }>(tx, sql`SELECT x.id FROM ${res.from}
      CROSS JOIN LATERAL (SELECT ${res.owner.company} AS c) own_row
      CROSS JOIN LATERAL (${query}) x WHERE ${where} AND own_row.c IS NOT NULL LIMIT 1`);
    if (foreign) errors[f.name] = [{ key: 'api.validation.other_company', params: { id: foreign.id } }];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}
