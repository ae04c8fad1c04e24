// The job of a large bulk action (bulk.ts queues it past config.bulkJobThreshold rows). It runs
// as the user who asked, with the rights and scope they hold when it runs, and writes the
// selection in batches ordered by id, one transaction each (rows locked, logged, written, and a
// checkpoint saved together), reporting progress between batches. So:
// - batches go two at a time (config.bulkJobLanes) on two connections: the cost is PostgreSQL
//   re-indexing every updated row (15 indexes on elements), one core per statement;
// - a crash resumes with only the batches not yet committed: nothing redone, nothing lost; each
//   batch commits synchronously with its checkpoint and the job's progress, so the progress shown
//   never counts a batch a crash could take back;
// - rights are re-read before every batch: a right withdrawn meanwhile stops the job;
// - the selection is the rows matching when the job starts (ids, or the filter), within the
//   user's scope of then; a row that left the scope or the filter since is left alone;
// - a protected (locked) row refuses the whole job when it starts, like the request; a row
//   locked while the job runs is skipped and counted in the result's `locked`.
// Activity-log rows: engine (through logBulk (crud/activity.ts); tests/api/access/activity.ts).
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { refusalOf, subjectOf } from '../auth/access-rules';
import type { RequestContext } from '../auth/context';
import { loadJobContext } from '../auth/job-context';
import type { Config } from '../config';
import type { Db } from '../db/pool';
import { rights } from '../http/access';
import { ValidationError } from '../http/errors';
import type { Locale } from '../http/i18n';
import { lockOf, lockRows, releaseLocks } from '../jobs/locks';
import { JobError, type Jobs, type RunningJob } from '../jobs/types';
import { logBulk } from './activity';
import { bulkColumns, bulkPreconditions, countSelected, differs, setClause, type BulkAction } from './bulk';
import { parseListQuery } from './query';
import { serverResources } from './registry';
import { scopeOf, whereOf } from './rows';
import type { BulkBody } from './schemas';
import { and, intArr, rows, type Runner } from './sql';
import type { ServerResource } from './types';

export const BULK_JOB = 'bulk';
const UNAVAILABLE = 'jobs.errors.bulk_unavailable';
const STOPPED = 'jobs.errors.bulk_stopped';

export interface BulkJobData {
  resource: string;
  action: BulkAction;
  ids?: number[];
  all?: boolean;
  filter?: Record<string, unknown>;
  /** The update's values, as checked by the request. */
  data: Record<string, unknown>;
  locale: Locale;
  userId: number;
  selectedCompany: number | null;
  /** The private-application token that started the job: it runs with the token's scope. */
  tokenId?: number | null;
}

/** Kept in job_runs.result while running (the checkpoint), replaced by the final result. */
interface Progress extends Record<string, unknown> {
  /** Rows written (updated, or already holding the values; deleted). */
  count: number;
  /** Rows skipped because they were locked while the job ran. */
  locked: number;
  /** The [first, last] ids of every committed batch (a batch is a range of the sorted selection). */
  done?: [number, number][];
}

export interface BulkJobOptions {
  /** Rows per transaction. */
  batchSize: number;
  /** Batches written at once, each on its own connection (2: both cores of a small server). */
  lanes: number;
}

export async function enqueueBulk(
  jobs: Jobs, res: ServerResource, ctx: RequestContext, body: BulkBody, data: Record<string, unknown>,
): Promise<string> {
  const job: BulkJobData = {
    resource: res.def.name, action: body.action === 'delete' ? 'delete' : 'update',
    ...(body.ids?.length ? { ids: body.ids } : { all: true, filter: body.filter ?? {} }),
    data, locale: ctx.locale, userId: ctx.user.id, selectedCompany: ctx.selectedCompany, tokenId: ctx.tokenId ?? null,
  };
  // One attempt may take minutes on a very large selection: not taken for dead before an hour.
  return jobs.enqueue(BULK_JOB, job, { userId: ctx.user.id, companyId: ctx.selectedCompany ?? ctx.companies[0] ?? null },
    { expireInSeconds: 3600 });
}

/** The user's context now, refused like the route would refuse them; it runs job `jobId`. */
async function contextNow(pool: pg.Pool, res: ServerResource, d: BulkJobData, done: number, jobId: string): Promise<RequestContext> {
  const ctx = await loadJobContext(pool, d, d.locale);
  if (!ctx || refusalOf(rights(res.def.area, 'bulk', res.def.tier), subjectOf(ctx), { action: d.action })) {
    throw done ? new JobError(STOPPED, { count: done }) : new JobError(UNAVAILABLE);
  }
  return { ...ctx, jobId };
}

/** The selection within the scope of now; ids gone or out of scope are no error here (left alone). */
function selectionNow(res: ServerResource, ctx: RequestContext, d: BulkJobData): SQL {
  if (d.ids?.length) return and([scopeOf(res, ctx), sql`${res.columns.id.expr} = ANY(${intArr(d.ids)})`]);
  return whereOf(res, ctx, parseListQuery(res.def, d.filter ?? {}, false));
}

/** A failed precondition becomes the job's error (its first message, translated when read). */
async function orJobError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const [first] = Object.values(err.fields).flat();
    throw new JobError(first?.key ?? UNAVAILABLE, first?.params ?? {});
  }
}

const readCheckpoint = async (pool: pg.Pool, id: string): Promise<Progress | null> =>
  ((await pool.query<{ result: Progress | null }>('SELECT result FROM job_runs WHERE id = $1', [id])).rows[0]?.result ?? null);

/**
 * Adds a committed batch to the checkpoint, in the batch's transaction. One UPDATE computing from
 * the stored value: batches of two lanes committing together wait on the row and add up. The
 * progress (rows done of `total`, at most 99: 100 is the run's own) is written with it.
 */
async function saveCheckpoint(tx: Runner, id: string, batch: { count: number; locked: number; range: [number, number]; total: number }) {
  const done = sql`coalesce((result ->> 'count')::int, 0) + coalesce((result ->> 'locked')::int, 0) + ${batch.count + batch.locked}`;
  const [row] = await rows<{ result: Progress }>(tx, sql`UPDATE job_runs SET updated_at = now(),
    progress = greatest(progress, least(99, (${done}) * 100 / greatest(${batch.total}::int, 1))),
    result = jsonb_build_object(
      'count', coalesce((result ->> 'count')::int, 0) + ${batch.count},
      'locked', coalesce((result ->> 'locked')::int, 0) + ${batch.locked},
      'done', coalesce(result -> 'done', '[]'::jsonb) || ${JSON.stringify([batch.range])}::jsonb)
    WHERE id = ${id} AND status IN ('queued', 'running') RETURNING result`);
  return row?.result ?? null;
}

/** One batch: lock the rows still selected, log and write those not locked, save the checkpoint. */
async function writeBatch(
  db: Db, res: ServerResource, ctx: RequestContext, d: BulkJobData, job: { id: string; total: number }, chunk: number[],
) {
  const idExpr = res.columns.id.expr;
  const table = sql.identifier(res.table);
  return db.transaction(async (tx) => {
    // A synchronous commit (the default): once the batch is visible, with its checkpoint and its
    // progress, no crash takes it back (one WAL flush per batch of thousands of rows is nothing).
    // Locked in id order (two jobs on the same rows wait for each other, never deadlock), and
    // read after the lock: a row locked (flag) by a commit meanwhile is seen as such.
    const strength = d.action === 'delete' ? sql`FOR UPDATE` : sql`FOR NO KEY UPDATE`;
    // Rows another job locked meanwhile (an import, another bulk job) are skipped like protected ones.
    const picked = await rows<{ id: number; locked: boolean }>(tx, sql`
      SELECT ${idExpr} AS id, (${res.protectedRows?.where ?? sql`FALSE`}) OR ${lockOf(res.table, idExpr, job.id)} IS NOT NULL AS locked
      FROM ${res.from}
      WHERE ${and([selectionNow(res, ctx, d), sql`${idExpr} = ANY(${intArr(chunk)})`])}
      ORDER BY ${idExpr} ${strength} OF ${sql.identifier(res.alias)}`);
    const ids = picked.filter((r) => !r.locked).map((r) => r.id);
    if (ids.length) {
      const mine = sql`${idExpr} = ANY(${intArr(ids)})`;
      if (d.action === 'delete') {
        await logBulk(tx, res, ctx, 'bulk_delete', mine, {});
        await res.hooks?.onDelete?.(tx, ctx, mine);
        const gone = await rows(tx, sql`DELETE FROM ${table} WHERE id = ANY(${intArr(ids)}) RETURNING ${res.hooks?.afterDelete ? sql`*` : sql`id`}`);
        await res.hooks?.afterDelete?.(tx, ctx, gone);
      } else {
        const cols = bulkColumns(res, d.data);
        await logBulk(tx, res, ctx, 'bulk_update', and([mine, differs(cols, res.alias)]), d.data);
        const changed = await rows<{ id: number }>(tx, sql`UPDATE ${table} SET ${setClause(cols)} WHERE id = ANY(${intArr(ids)}) AND ${differs(cols)} RETURNING id`);
        await res.hooks?.afterBulkUpdate?.(tx, ctx, sql`SELECT unnest(${intArr(ids)})`, d.data, sql`SELECT unnest(${intArr(changed.map((r) => r.id))})`);
      }
    }
    return saveCheckpoint(tx, job.id, {
      count: ids.length, locked: picked.length - ids.length, range: [chunk[0], chunk[chunk.length - 1]], total: job.total,
    });
  });
}

export async function runBulkJob(
  deps: { pool: pg.Pool; db: Db }, res: ServerResource, job: RunningJob<BulkJobData>, opts: BulkJobOptions,
): Promise<{ count: number; locked: number }> {
  const { pool, db } = deps;
  const d = job.data;
  const idExpr = res.columns.id.expr;
  const state: Progress = (await readCheckpoint(pool, job.id)) ?? { count: 0, locked: 0 };
  const resumed = !!state.done?.length;
  const ctx = await contextNow(pool, res, d, state.count, job.id);
  // The request's checks again, with the rights and rows of now; then the ids to write, once.
  const ids = await orJobError(() => db.transaction(async (tx) => {
    const where = and([selectionNow(res, ctx, d), ...(state.done ?? []).map(([a, b]) => sql`NOT (${idExpr} BETWEEN ${a} AND ${b})`)]);
    const { n, locked, jobLock } = await countSelected(tx, res, where, job.id);
    if (!n) return [];
    // Rows another job is changing: refused at the start like the request would refuse them.
    if (jobLock && !resumed) throw new JobError('api.errors.job_locked_by', { job: jobLock.id.slice(0, 8) });
    if (locked && res.protectedRows && !resumed) throw new JobError(res.protectedRows.message);
    await bulkPreconditions(tx, res, ctx, d.action, where, d.data);
    return (await rows<{ id: number }>(tx, sql`SELECT ${idExpr} AS id FROM ${res.countFrom ?? res.from} WHERE ${where}
      ORDER BY ${idExpr}`)).map((r) => r.id);
  }));
  // The selection is read-only for others while the job runs (spec §4): one lock row for all its
  // ids (measured here: 100k ids in one row, ~110 ms), committed before the first batch, released in
  // the finally below (and by the job runner's, and by the sweep after a crash).
  await lockRows(pool, { id: job.id, kind: BULK_JOB }, res.table, ids);
  try {
    return await writeAll(deps, res, job, opts, { ctx, ids, state });
  } finally {
    await releaseLocks(pool, job.id);
  }
}

async function writeAll(
  deps: { pool: pg.Pool; db: Db }, res: ServerResource, job: RunningJob<BulkJobData>, opts: BulkJobOptions,
  start: { ctx: RequestContext; ids: number[]; state: Progress },
): Promise<{ count: number; locked: number }> {
  const { pool, db } = deps;
  const d = job.data;
  const { ctx, ids } = start;
  let { state } = start;
  const total = state.count + state.locked + ids.length;
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += opts.batchSize) chunks.push(ids.slice(i, i + opts.batchSize));
  // Lanes take the next batch in id order; the first failure stops them all from taking more.
  let next = 0;
  let failure: unknown = null;
  const lane = async () => {
    while (failure === null && next < chunks.length) {
      const i = next++;
      try {
        const now = i === 0 ? ctx : await contextNow(pool, res, d, state.count, job.id);
        const saved = await writeBatch(db, res, now, d, { id: job.id, total }, chunks[i]);
        // Totals only grow; two lanes may come back in either order.
        if (saved && saved.count + saved.locked >= state.count + state.locked) state = saved;
        // 100 is the run's own, once its result is saved.
        await job.progress(Math.min(99, Math.floor(((state.count + state.locked) * 100) / total)));
      } catch (err) {
        failure ??= err;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.lanes, chunks.length)) }, lane));
  if (failure !== null) throw failure;
  return { count: state.count, locked: state.locked };
}

export async function registerBulkJob({ jobs, pool, db, config }: { jobs: Jobs; pool: pg.Pool; db: Db; config: Config }): Promise<void> {
  const byName = new Map(serverResources().map((r) => [r.def.name, r]));
  await jobs.work<BulkJobData>(BULK_JOB, async (job) => {
    const res = byName.get(job.data.resource);
    if (!res) throw new JobError(UNAVAILABLE);
    return runBulkJob({ pool, db }, res, job, { batchSize: config.bulkBatchSize, lanes: config.bulkJobLanes });
  });
}
