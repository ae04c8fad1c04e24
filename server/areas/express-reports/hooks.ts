// Rules of express reports the metadata cannot say: created only by the multipart upload; the
// person's status moves (EXPRESS_REPORT_MOVES, only users able to process express reports or
// support); who checked it; validation (validate.ts) in the PATCH's transaction, or as a job for
// a large report ('validation pending').
import { orphanHook } from '../../storage/orphans';
import { expressReports } from './table';
import { codeLabel } from '../../crud/display';
import { sql } from 'drizzle-orm';
import { EXPRESS_REPORT_MOVES, type ExpressReportStatus } from '../../../resources/expressReports';
import type { RequestContext } from '../../auth/context';
import { actorOf } from '../../crud/activity-record';
import { rows, type Runner } from '../../crud/sql';
import type { Hooks } from '../../crud/types';
import { DetailError, fieldError } from '../../http/errors';
import type { Jobs } from '../../jobs/types';
import { validateReport, VALIDATE_JOB, validationThreshold } from './validate';

type Body = Record<string, unknown>;

/** Bodies built by the multipart upload (upload.ts): only they create a report. */
export const uploadBodies = new WeakSet<Body>();
/** Marks a move to finished that runs as a job (read by afterUpdate, never written). */
const AS_JOB = '__validate_as_job';

let validateJobs: Jobs | null = null;
export const setValidateJobs = (jobs: Jobs) => { validateJobs = jobs; };

export const canProcess = (ctx: RequestContext) => ctx.user.role === 'support' || ctx.user.canProcessExpressReports;

export function assertCanProcess(ctx: RequestContext) {
  if (!canProcess(ctx)) throw new DetailError(403, { key: 'api.expressReports.errors.cannot_process' });
}

const CLOSED: ExpressReportStatus[] = ['finished', 'no_follow_up'];

async function beforeWrite(tx: Runner, ctx: RequestContext, body: Body, row: { id: number; before: Body } | null): Promise<Body | void> {
  if (row === null) {
    if (!uploadBodies.has(body)) throw fieldError('file', 'api.expressReports.errors.file_required');
    return undefined;
  }
  const from = row.before.status as ExpressReportStatus;
  if (CLOSED.includes(from)) throw fieldError('status', 'api.expressReports.errors.locked', { status: codeLabel(ctx.locale, 'express-reports', 'status', from) });
  if (row.before.validation_pending) throw fieldError('status', 'api.expressReports.errors.validation_pending');
  const to = body.status as ExpressReportStatus | undefined;
  if (to === undefined || to === from) return { ...body, status: undefined };
  assertCanProcess(ctx);
  if (!EXPRESS_REPORT_MOVES[from].includes(to)) throw fieldError('status', `api.expressReports.moves.${from}`);
  if (to === 'to_validate' && from === 'to_check') return { ...body, checked_by_id: ctx.user.id };
  if (to === 'finished') {
    const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT coalesce(jsonb_array_length(result->'elements'), 0)::int AS n
      FROM express_reports WHERE id = ${row.id}`);
    if (n > validationThreshold()) return { ...body, status: undefined, [AS_JOB]: true };
  }
  return undefined;
}

async function afterUpdate(tx: Runner, id: number, body: Body, ctx: RequestContext) {
  await tx.execute(sql`UPDATE express_reports SET updated_at = now() WHERE id = ${id}`);
  if (body[AS_JOB]) {
    // Checked now (the person reads what is missing at once); the job writes the effects.
    await validateReport(tx, id, ctx.user.id, { dryRun: true });
    await tx.execute(sql`UPDATE express_reports SET validation_pending = true WHERE id = ${id}`);
    if (!validateJobs) throw new Error('express report jobs are not registered');
    // The job re-reads validation_pending: a rolled-back PATCH leaves it false and the job does nothing.
    await validateJobs.enqueue(VALIDATE_JOB, { id, userId: ctx.user.id }, { userId: ctx.user.id });
  } else if (body.status === 'finished') {
    await validateReport(tx, id, ctx.user.id, { by: actorOf(ctx) });
  }
}

// A deleted report's PDF goes once the delete is committed (storage/orphans.ts).
export const expressReportHooks: Hooks = { beforeWrite, afterUpdate, afterDelete: orphanHook(expressReports) };
