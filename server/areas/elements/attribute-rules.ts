// Rules of custom attributes: a known type; a `list` has choices (one per line); its sites
// belong to its company. choices is a text[] column the engine cannot bind, so it is written here.
import { sql } from 'drizzle-orm';
import { ATTRIBUTE_TYPES } from '../../../resources/customAttributes';
import type { RequestContext } from '../../auth/context';
import { intArr, rows, type Runner } from '../../crud/sql';
import { ValidationError, type FieldErrors } from '../../http/errors';

type Body = Record<string, unknown>;
/** Limits of a list's choices (a choice is shown in a select: a label, not a document). */
export const CHOICES_MAX = 200;
export const CHOICE_MAX_LENGTH = 255;
const lines = (v: unknown) => String(v ?? '').split('\n').map((s) => s.trim()).filter(Boolean);

export async function beforeAttributeWrite(tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) {
  const v = { ...(row?.before ?? {}), ...body };
  const errors: FieldErrors = {};
  if (!(ATTRIBUTE_TYPES as readonly string[]).includes(String(v.type))) errors.type = [{ key: 'api.validation.invalid_choice' }];
  else if (v.type === 'list' && !lines(v.choices).length) errors.choices = [{ key: 'api.elements.errors.choices_required' }];
  const choices = lines(body.choices);
  if (choices.length > CHOICES_MAX || choices.some((c) => c.length > CHOICE_MAX_LENGTH)) {
    errors.choices = [{ key: 'api.elements.errors.choices_limits', params: { count: CHOICES_MAX, max: CHOICE_MAX_LENGTH } }];
  }
  const company = v.company as number;
  const ids = Array.isArray(body.factories) ? (body.factories as number[]) : [];
  const [site] = await rows<{ id: number }>(tx, sql`SELECT id FROM factories WHERE id = ANY(${intArr(ids)})
    AND id = ANY(${intArr(ctx.factories)}) AND company_id <> ${company ?? 0} ORDER BY id LIMIT 1`);
  if (site) errors.factories = [{ key: 'api.elements.errors.site_other_company', params: { id: site.id } }];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

export async function afterAttributeWrite(tx: Runner, id: number, body: Body) {
  if (body.choices === undefined) return;
  await tx.execute(sql`UPDATE custom_attributes SET choices = ${sql.param(lines(body.choices))}::text[] WHERE id = ${id}`);
}
