// The two jobs of an import. Analysis (being_analysed → analysed): every row through the API's
// write in batches, each batch rolled back (a dry run), errors stored per batch. Apply (applying
// → done): the same writes committed in batches of APPLY_LIMITS.batch rows, each batch in one
// transaction with the checkpoint: a crashed worker resumes after the last committed batch.
// A hostile or unreadable file ends as `failed` with a message key, never a crash.
import { sql } from 'drizzle-orm';
import { IMPORT_ROW_LIMIT } from '../../../resources/imports';
import { loadUserContext, type RequestContext } from '../../auth/context';
import { intArr, rows as query, type Runner } from '../../crud/sql';
import type { AppDeps } from '../../http/deps';
import type { Locale } from '../../http/i18n';
import { lockRows, releaseLocks } from '../../jobs/locks';
import { columnsOf, resourceFor, type ActionType, type ObjectType } from './columns';
import { ImportFileError, readRows } from './read';
import { ImportContext, writeRow, type RowError, type TabLayout } from './rows';
import type { Cell } from './parse';
import { restoreDemoImports } from './demo';
import { logImport } from './import-log';
import { readBlob } from './store';
import { checkElements, insertElements, loadPlaces, type BatchRow, type Places } from './element-batch';
import { heapBound } from './heap';

export const ANALYSE_JOB = 'imports-analyse';
export const APPLY_JOB = 'imports-apply';
export const ANALYSE_BATCH = 500;
/** Rows per batch of the set-based analysis of element creations (element-batch.ts). */
const ELEMENT_ANALYSE_BATCH = 2000;
/** Rows of an element import from which its apply ends with an ANALYZE (see applyImport). */
const ANALYZE_AFTER = 10_000;
/**
 * Rows per committed batch of an apply (IMPORT_APPLY_BATCH: small in the crash test). An object, so
 * that a test in this process may narrow it and put it back (as REPORT_LIMITS).
 */
export const APPLY_LIMITS = { batch: Number(process.env.IMPORT_APPLY_BATCH) > 0 ? Number(process.env.IMPORT_APPLY_BATCH) : 1000 };

export interface ImportRow {
  id: number; company_id: number; number: number; action_type: ActionType; object_type: ObjectType; author_id: number | null;
  factory_id: number | null; status: string; file_name: string; blob_key: string; language: Locale; row_count: number;
  error_count: number; skip_errors: boolean; checkpoint: number; applied_rows: number;
}

type Counts = { rows: number; errors: number; creations: number; modifications: number; links: number };
const zero = (): Counts => ({ rows: 0, errors: 0, creations: 0, modifications: 0, links: 0 });
const CHANGE_KEY = { creation: 'creations', modification: 'modifications', link: 'links' } as const;

class DryRun extends Error {}

export async function importOf(db: Runner, id: number): Promise<ImportRow | undefined> {
  return (await query<ImportRow>(db, sql`SELECT * FROM imports WHERE id = ${id}`))[0];
}

/** The author's context as the import's company sees it (support: that company selected). */
async function contextOf(deps: AppDeps, imp: ImportRow): Promise<RequestContext> {
  const support = (await query<{ role: string }>(deps.db, sql`SELECT role FROM users WHERE id = ${imp.author_id}`))[0]?.role === 'support';
  const ctx = imp.author_id ? await loadUserContext(deps.pool, imp.author_id, support ? imp.company_id : null, imp.language) : null;
  if (!ctx || !ctx.companies.includes(imp.company_id)) throw new ImportFileError('api.imports.errors.no_access');
  return ctx;
}

interface DataRow { tab: string; line: number; index: number; body: Record<string, unknown> | null }

/** Every data row of the file (header rows turned into layouts), with the parse errors. */
async function* dataRows(deps: AppDeps, imp: ImportRow, ic: ImportContext, errors: RowError[]): AsyncGenerator<DataRow> {
  const buf = await readBlob(deps.store, imp.blob_key);
  const kind = buf.subarray(0, 2).toString('latin1') === 'PK' ? 'xlsx' : 'csv';
  const csvTab = imp.file_name.replace(/\.[^.]*$/, '').slice(0, 100) || 'CSV';
  let layout: TabLayout | null = null;
  let index = 0;
  const empty = (cells: Cell[]) => cells.every((c) => c === null || (typeof c === 'string' && c.trim() === ''));
  for await (const row of readRows(buf, kind, csvTab)) {
    if (empty(row.cells) && !row.formulas.length) continue;
    if (!layout || layout.tab !== row.tab) {
      layout = ic.layout(row.tab.slice(0, 100), row.cells, errors);
      continue;
    }
    index += 1;
    if (index > IMPORT_ROW_LIMIT) throw new ImportFileError('api.imports.errors.too_many_rows', { max: IMPORT_ROW_LIMIT });
    yield { tab: layout.tab, line: row.line, index, body: ic.body(layout, row.line, row.cells, row.formulas, errors) };
  }
  if (index === 0) throw new ImportFileError('api.imports.errors.empty');
}

async function storeErrors(db: Runner, importId: number, errors: RowError[], seq: number): Promise<number> {
  if (!errors.length) return seq;
  const list = errors.map((e, i) => ({ ...e, seq: seq + i + 1 }));
  await db.execute(sql`INSERT INTO import_errors (import_id, seq, tab, line, field, value, message, params)
    SELECT ${importId}, x.seq, x.tab, x.line, x.field, x.value, x.message, x.params FROM jsonb_to_recordset(${JSON.stringify(list)}::jsonb)
      AS x(seq int, tab text, line int, field text, value text, message text, params jsonb)`);
  return seq + errors.length;
}

/** Element creations go through element-batch.ts (set-based); the rest row by row through the API's writes. */
const placesOf = async (deps: AppDeps, imp: ImportRow, ic: ImportContext): Promise<Places | null> =>
  imp.object_type === 'elements' && imp.action_type === 'create' ? loadPlaces(deps.db, ic) : null;
const parsed = (batch: DataRow[]): BatchRow[] => batch.flatMap((r) => (r.body ? [{ tab: r.tab, line: r.line, body: r.body }] : []));

async function fail(deps: AppDeps, id: number, err: unknown) {
  const key = err instanceof ImportFileError ? err.key : 'api.imports.errors.internal';
  await deps.db.execute(sql`UPDATE imports SET status = 'failed', failure = ${key}, updated_at = now() WHERE id = ${id}`);
}

export async function analyseImport(deps: AppDeps, id: number, progress: (rows: number) => Promise<void>) {
  const imp = await importOf(deps.db, id);
  if (!imp || imp.status !== 'being_analysed') return;
  await deps.db.execute(sql`DELETE FROM import_errors WHERE import_id = ${id}`); // a restarted analysis starts again
  try {
    const ctx = await contextOf(deps, imp);
    const ic = new ImportContext(ctx, imp.object_type, imp.action_type, columnsOf(imp.object_type, imp.action_type));
    await ic.load(deps.db);
    const places = await placesOf(deps, imp, ic);
    const tabs: Record<string, Counts> = {};
    const errors: RowError[] = [];
    let seq = 0;
    let batch: DataRow[] = [];
    const heap = heapBound();
    const flush = async () => {
      for (const r of batch) (tabs[r.tab] ??= zero()).rows += 1;
      if (places) {
        for (const r of await checkElements(deps.db, ic, places, parsed(batch), errors)) tabs[r.tab].creations += 1;
      } else {
        await deps.db.transaction(async (tx) => {
          for (const r of batch) {
            const change = r.body ? await writeRow(tx, ic, r.tab, r.line, r.body, errors, true) : undefined;
            if (change) tabs[r.tab][CHANGE_KEY[change]] += 1;
          }
          throw new DryRun();
        }).catch((err: unknown) => { if (!(err instanceof DryRun)) throw err; });
      }
      for (const e of errors) (tabs[e.tab] ??= zero()).errors += 1;
      seq = await storeErrors(deps.db, id, errors.splice(0), seq);
      await progress(Object.values(tabs).reduce((n, c) => n + c.rows, 0));
      batch = [];
      heap.atBoundary();
    };
    for await (const row of dataRows(deps, imp, ic, errors)) {
      batch.push(row);
      if (batch.length >= (places ? ELEMENT_ANALYSE_BATCH : ANALYSE_BATCH)) await flush();
    }
    await flush();
    const total = Object.values(tabs).reduce((t, c) => ({
      rows: t.rows + c.rows, errors: t.errors + c.errors, creations: t.creations + c.creations,
      modifications: t.modifications + c.modifications, links: t.links + c.links,
    }), zero());
    await deps.db.execute(sql`UPDATE imports SET status = 'analysed', row_count = ${total.rows}, error_count = ${total.errors},
      creation_count = ${total.creations}, modification_count = ${total.modifications}, link_count = ${total.links},
      summary = ${JSON.stringify(tabs)}::jsonb, updated_at = now() WHERE id = ${id}`);
  } catch (err) {
    await deps.db.execute(sql`DELETE FROM import_errors WHERE import_id = ${id}`);
    await fail(deps, id, err);
    if (!(err instanceof ImportFileError)) throw err;
  }
}

export async function applyImport(deps: AppDeps, id: number, progress: (percent: number) => Promise<void>, jobId?: string) {
  const imp = await importOf(deps.db, id);
  if (!imp || imp.status !== 'applying') return;
  const job = jobId ? { id: jobId, kind: APPLY_JOB } : null;
  try {
    // The import and the rows it changes are read-only for others meanwhile (spec §4): the
    // rows batch by batch, each batch's lock committed before its write, all released at the end.
    if (job) await lockRows(deps.pool, job, 'imports', [id]);
    const ctx = { ...(await contextOf(deps, imp)), jobId: jobId ?? null };
    const ic = new ImportContext(ctx, imp.object_type, imp.action_type, columnsOf(imp.object_type, imp.action_type));
    await ic.load(deps.db);
    const places = await placesOf(deps, imp, ic);
    const heap = heapBound();
    /** Element creations: the batch's rows the API would create (null: the other imports, row by row). */
    const check = async (batch: DataRow[]): Promise<BatchRow[] | null> => {
      if (!places) return null;
      const errors: RowError[] = [];
      const given = parsed(batch);
      const ok = await checkElements(deps.db, ic, places, given, errors);
      if (ok.length < given.length && !imp.skip_errors) {
        throw new ImportFileError('api.imports.errors.changed_since_analysis', { line: errors[0]?.line ?? 0 });
      }
      return ok;
    };
    const flush = async (batch: DataRow[], ok: BatchRow[] | null) => {
      const last = batch[batch.length - 1]?.index;
      if (last === undefined) return;
      const errors: RowError[] = [];
      if (job && imp.action_type !== 'create') {
        const ids = batch.flatMap((r) => [r.body?.id, r.body?.linked]).filter((v): v is number => typeof v === 'number');
        await lockRows(deps.pool, job, resourceFor(imp.object_type).table, ids);
      }
      await deps.db.transaction(async (tx) => {
        const c = zero();
        const written: number[] = places && ok ? await insertElements(tx, places, ok) : [];
        c.creations = written.length;
        for (const r of ok ? [] : batch) {
          if (!r.body) continue; // in error: skipped (apply refuses an import with errors unless skip_errors)
          const change = await writeRow(tx, ic, r.tab, r.line, r.body, errors, false, written);
          if (change) c[CHANGE_KEY[change]] += 1;
          else if (change === undefined && !imp.skip_errors) throw new ImportFileError('api.imports.errors.changed_since_analysis', { line: r.line });
        }
        // The rows it wrote, for the `import` filter of their list ("see the elements").
        if (written.length) {
          await tx.execute(sql`INSERT INTO import_rows (import_id, row_id) SELECT ${id}, unnest(${intArr(written)}) ON CONFLICT DO NOTHING`);
        }
        // The checkpoint commits with the rows: a crash resumes after this batch, never re-applies it.
        // applied_rows counts what was written (created, modified, linked), not the rows read:
        // skipped rows in error and links already there are not applied.
        await tx.execute(sql`UPDATE imports SET checkpoint = ${last},
          applied_rows = applied_rows + ${c.creations + c.modifications + c.links},
          creation_count = creation_count + ${c.creations}, modification_count = modification_count + ${c.modifications},
          link_count = link_count + ${c.links}, updated_at = now() WHERE id = ${id}`);
      });
      await progress((100 * last) / Math.max(imp.row_count, 1));
      heap.atBoundary();
    };
    // The next batch is read (inflated, parsed, checked against the write schema, element
    // creations against the database's duplicates on another connection) while the previous one
    // is written: ~5 s of a 100,000-row apply off its critical path. One batch is written at a
    // time, in the file's order (checkpoints stay in order). Its duplicates check does not see the
    // batch being written: no need, a duplicate inside the file is refused by the parse (ic.seen);
    // others' writes it sees as one inside the transaction would (read committed).
    const parseErrors: RowError[] = []; // the rows in error are skipped: the analysis reported them
    let batch: DataRow[] = [];
    let writing: Promise<void> = Promise.resolve();
    try {
      for await (const row of dataRows(deps, imp, ic, parseErrors)) {
        parseErrors.length = 0;
        if (row.index <= imp.checkpoint) continue; // committed before a crash
        batch.push(row);
        if (batch.length < APPLY_LIMITS.batch) continue;
        const ok = await check(batch);
        await writing;
        writing = flush(batch, ok);
        writing.catch(() => {}); // awaited at the next batch or below: not an unhandled rejection meanwhile
        batch = [];
      }
    } finally {
      await writing.catch(() => {}); // a failed read waits for the batch being written before failing the import
    }
    await writing;
    await flush(batch, await check(batch));
    await deps.db.transaction(async (tx) => {
      const [done] = await query<{ creation_count: number; modification_count: number; link_count: number }>(tx, sql`
        UPDATE imports SET status = 'done', applied_at = now(), applied_rows = creation_count + modification_count + link_count, updated_at = now()
        WHERE id = ${id} AND status = 'applying' RETURNING creation_count, modification_count, link_count`);
      if (!done) return;
      await logImport(tx, ctx, imp, done);
    });
    // A large import may have grown these tables tenfold: statistics for the rest of the
    // application's queries (lists, dashboards) now rather than at autovacuum's next round; after
    // `done` (the import's rows do not need them; ~1 s at 100,000 rows), a failure left to
    // autovacuum. Not during the batches: their statements go by the batch's ids, measured flat
    // over 100 batches without it (with it every 10 batches: ~8 s of a 100,000-row apply).
    if (places && imp.row_count >= ANALYZE_AFTER) await deps.db.execute(sql`ANALYZE elements, controls, obligations`).catch(() => {});
  } catch (err) {
    await fail(deps, id, err);
    if (!(err instanceof ImportFileError)) throw err;
  } finally {
    if (job) await releaseLocks(deps.pool, job.id);
  }
}

export async function registerImportJobs(deps: AppDeps) {
  void restoreDemoImports(deps.pool, deps.store).catch(() => {});
  await deps.jobs.work<{ id: number }>(ANALYSE_JOB, async (job) => {
    // Rows read so far: the console shows them while the analysis runs.
    await analyseImport(deps, job.data.id, async (n) => {
      await deps.db.execute(sql`UPDATE imports SET row_count = ${n} WHERE id = ${job.data.id} AND status = 'being_analysed'`);
    });
  });
  await deps.jobs.work<{ id: number }>(APPLY_JOB, async (job) => {
    await applyImport(deps, job.data.id, (p) => job.progress(p), job.id);
  });
}
