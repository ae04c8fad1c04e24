// Reading and assigning element codes. A code is unique across all companies: a code already
// carried by another element is refused with the same 'assignment failed' message whoever owns
// it, and a lookup answers null for an unknown code and for a code out of the caller's scope
// alike, so codes of other companies cannot be probed.
// Activity-log rows: building (a QR code given to an element; tests/api/access/activity.ts).
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { elements } from '../elements/resource';
import { isProtected, scopeOf } from '../../crud/rows';
import { and, rows } from '../../crud/sql';
import type { Db } from '../../db/pool';
import { fieldError, nonFieldError, notFound } from '../../http/errors';
import { actorOf, recordActivity } from '../../crud/activity-record';
import { isUniqueViolation, normalizeCode } from './codes';

const res = elements;
const assignmentFailed = () => fieldError('code', 'api.labels.errors.assignment_failed');

/** The element carrying `code` if the caller may see it, else null. */
export async function findByCode(db: Db, ctx: RequestContext, raw: string): Promise<Record<string, unknown> | null> {
  const code = normalizeCode(raw);
  if (!code) return null;
  const [row] = await rows(db, sql`
    SELECT ${res.select(ctx)} FROM ${res.from} WHERE ${and([scopeOf(res, ctx), sql`e.qr_code = ${code}`])}`);
  return row ? res.serialize(row) : null;
}

/**
 * Gives `raw` to element `id` (in the caller's scope: 404 otherwise; locked: refused). The
 * element's previous code, if any, is freed. Logged as an update of the element.
 */
export async function assignCode(db: Db, ctx: RequestContext, id: number, raw: string): Promise<Record<string, unknown>> {
  const code = normalizeCode(raw);
  if (!code) throw fieldError('code', 'api.labels.errors.invalid_code');
  try {
    return await db.transaction(async (tx) => {
      const [row] = await rows<{ qr_code: string | null; designation: string; company: number; factory: number; building: number }>(tx, sql`
        SELECT e.qr_code, e.designation, e.company_id AS company, e.factory_id AS factory, e.building_id AS building FROM ${res.from}
        WHERE ${and([scopeOf(res, ctx), sql`e.id = ${id}`])} FOR UPDATE OF e`);
      if (!row) throw notFound();
      if (await isProtected(tx, res, id)) throw nonFieldError(res.protectedRows!.message);
      if (row.qr_code !== code) {
        const [taken] = await rows(tx, sql`SELECT 1 FROM elements WHERE qr_code = ${code} AND id <> ${id}`);
        if (taken) throw assignmentFailed();
        await tx.execute(sql`UPDATE elements SET qr_code = ${code}, updated_at = now() WHERE id = ${id}`);
        await recordActivity(tx, actorOf(ctx), {
          action: 'update', objectType: res.def.name, objectId: id, objectLabel: row.designation,
          scope: { company: row.company, factory: row.factory, building: row.building }, changes: { qr_code: [row.qr_code, code] },
        });
      }
      const [after] = await rows(tx, sql`SELECT ${res.select(ctx)} FROM ${res.from} WHERE e.id = ${id}`);
      return res.serialize(after);
    });
  } catch (err) {
    // Two users giving the same code at once: the unique index decides, same answer.
    if (isUniqueViolation(err)) throw assignmentFailed();
    throw err;
  }
}
