// Rules of a voluntary control type the metadata cannot say, and its controls following it:
// generation on create (inline, or a job above the threshold: job.ts), scope and frequency
// changes on update, the open occurrences going with a delete (confirmation says how many).
import { sql } from 'drizzle-orm';
import { idsOf, intArr, rows, type Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { fieldError, ValidationError } from '../../http/errors';
import type { RequestContext } from '../../auth/context';
import { companiesWithTier } from '../../auth/guard';
import { siteOutsideCompany } from '../sites/company-sites';
import { enqueueGeneration, generation } from './job';
import { countMatching, countOpenControls, dropOpenControls, followType, generateFor, syncScope } from './sync';

type Body = Record<string, unknown>;
const MSG = 'api.voluntaryControls';

/** Element types of the regulation, sites of the company, a frequency of 1 to 240 months. */
async function beforeWrite(tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null) {
  const f = body.frequency_months;
  if (f !== undefined && f !== null && !(Number.isInteger(f) && (f as number) >= 1 && (f as number) <= 240)) {
    throw fieldError('frequency_months', `${MSG}.frequency_range`);
  }
  const company = (row ? row.before.company : body.company) as number;
  // A user of several companies may only give one on plan pro or above (the others do not exist here).
  if (!row && typeof company === 'number' && ctx.companies.includes(company) && !companiesWithTier(ctx, 'pro').includes(company)) {
    throw fieldError('company', 'does_not_exist', { id: company });
  }
  const regulation = (body.regulation ?? row?.before.regulation) as number | undefined;
  if (body.element_types !== undefined && idsOf(body.element_types).length === 0) throw fieldError('element_types', 'required');
  // The element types the row will have: those sent, else (a new regulation) those it has.
  const types = body.element_types !== undefined ? idsOf(body.element_types)
    : row && body.regulation !== undefined
      ? (await rows<{ id: number }>(tx, sql`SELECT element_type_id AS id FROM control_type_element_types WHERE type_id = ${row.id}`)).map((r) => r.id)
      : [];
  if (typeof regulation === 'number' && types.length) {
    const [other] = await rows<{ id: number }>(tx, sql`SELECT id FROM element_types
      WHERE id = ANY(${intArr(types)}) AND regulation_id <> ${regulation} ORDER BY id LIMIT 1`);
    if (other) throw fieldError('element_types', `${MSG}.element_type_outside_regulation`, { id: other.id });
  }
  if (typeof company === 'number' && ctx.companies.includes(company)) {
    const site = await siteOutsideCompany(tx, ctx, body.factories, company);
    if (site) throw new ValidationError({ factories: [{ key: `${MSG}.site_outside_company`, params: { id: site } }] });
  }
}

/** The author is the caller; the controls come at once, or from a job past the threshold. */
async function afterCreate(tx: Runner, id: number, _body: Body, ctx: RequestContext) {
  await tx.execute(sql`UPDATE control_types SET author_id = ${ctx.user.id} WHERE id = ${id}`);
  if ((await countMatching(tx, id)) <= generation.threshold) await generateFor(tx, id);
}

const SCOPE = ['regulation', 'element_types', 'factories'];

async function afterUpdate(tx: Runner, id: number, changes: Body) {
  if (SCOPE.some((k) => changes[k] !== undefined)) await syncScope(tx, id);
  if (['name', 'frequency_months', 'leads_to_non_compliance'].some((k) => changes[k] !== undefined)) {
    await followType(tx, id, { frequency: changes.frequency_months !== undefined });
  }
}

export const voluntaryHooks: Hooks = {
  beforeWrite,
  afterCreate,
  afterUpdate,
  // Past the threshold nothing was generated in the transaction: the job does it, with progress.
  afterCreateCommitted: async (deps, row, ctx, log) => {
    try {
      const id = row.id as number;
      if ((await countMatching(deps.db, id)) > generation.threshold) row.job = { id: await enqueueGeneration(deps.jobs, id, ctx) };
    } catch (err) {
      log.error({ err }, 'voluntary control generation could not be queued');
    }
  },
  onDelete: (tx, _ctx, where) => dropOpenControls(tx, where),
  // Its open controls go with it (finished ones stay as history): a single delete asks first.
  deleteDependents: async (tx, ids) => ({ controls: await countOpenControls(tx, sql`vct.id IN (${ids})`) }),
  deleteConfirmation: async (tx, where, count) =>
    ({ key: `${MSG}.confirm_delete`, params: { count, controls: await countOpenControls(tx, where) } }),
};
