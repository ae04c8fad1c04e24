// A group's company follows its site (set on create; the site is create-only).
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../auth/context';
import { rows, type Runner } from '../../crud/sql';

type Body = Record<string, unknown>;

export async function beforeGroupWrite(tx: Runner, _ctx: RequestContext, body: Body, row: { id: number } | null) {
  if (row || body.factory == null) return body;
  const [site] = await rows<{ company_id: number }>(tx, sql`SELECT company_id FROM factories WHERE id = ${body.factory}`);
  return site ? { ...body, company_id: site.company_id } : body;
}
