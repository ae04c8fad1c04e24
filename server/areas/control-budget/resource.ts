// The control budget: a company's price of one control of a type (catalogue or its own
// voluntary type), unique per (company, type), euros with 2 decimals.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr, rows, type Runner } from '../../crud/sql';
import { fieldError } from '../../http/errors';
import type { RequestContext } from '../../auth/context';
import { controlPrices as cp } from '../controls/table';

type Body = Record<string, unknown>;
const MSG = 'api.controlBudget';
/** numeric(12, 2): at most 10 digits before the point. */
const MAX_PRICE = 9_999_999_999.99;

export const isPrice = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= MAX_PRICE
  && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

async function beforeWrite(tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) {
  if (body.price !== undefined && body.price !== null && !isPrice(body.price)) throw fieldError('price', `${MSG}.invalid_price`);
  const company = (row ? row.before.company : body.company) as number;
  const type = (body.type ?? row?.before.type) as number;
  if (typeof company !== 'number' || typeof type !== 'number' || !ctx.companies.includes(company)) return;
  // Writes of one company's prices take turns: the duplicate check below cannot race.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('control_prices'), ${company})`);
  const [owner] = await rows<{ company_id: number | null }>(tx, sql`SELECT company_id FROM control_types WHERE id = ${type}`);
  // Another company's voluntary type is no type of this company.
  if (owner && owner.company_id !== null && owner.company_id !== company) throw fieldError('type', 'does_not_exist', { id: type });
  const [dup] = await rows(tx, sql`SELECT 1 FROM control_prices WHERE company_id = ${company} AND type_id = ${type}
    AND id <> ${row?.id ?? 0}`);
  if (dup) throw fieldError('type', `${MSG}.duplicate`);
}

export const controlPrices = defineServerResource({
  def: resources['control-prices'],
  table: cp,
  alias: 'cp',
  joins: sql`JOIN control_types ct ON ct.id = cp.type_id JOIN companies c ON c.id = cp.company_id`,
  fields: {
    id: cp.id,
    type: { column: cp.typeId, sortBy: { expr: sql`ct.name`, cast: 'text' } },
    price: cp.price, company: cp.companyId, created_at: cp.createdAt,
  },
  labels: { type: sql`ct.name`, company: sql`c.name` },
  scope: (_ctx, allowed) => sql`cp.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`cp.company_id` },
  // numeric comes back as text: the API gives a number.
  serialize: (r) => ({ ...r, price: r.price === null ? null : Number(r.price) }),
  hooks: { beforeWrite },
});
