// Prints a selection of elements onto a label sheet streamed into `out`: rows are read in
// batches from a Postgres cursor (one snapshot, sorted once), codes are given to the elements
// of the batch that have none, and the writer waits for `out` to drain: memory stays flat
// whatever the selection's size.
import type { PassThrough } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import { snapshotBatches } from '../../crud/snapshot-cursor';
import type { ServerResource } from '../../crud/types';
import type { Db } from '../../db/pool';
import { ensureCodes } from './codes';
import type { LabelSheet } from './sheet';
import { drained } from '../../storage/drained';
import { landmarkLine, type LandmarkNames } from '../company/landmarks';

const BATCH = 500;

interface Row {
  id: number;
  designation: string;
  identification_number: string;
  qr_code: string | null;
  company_id: number;
  repere_1: string;
  repere_2: string;
}

const batches = (pool: pg.Pool, res: ServerResource, where: SQL, order: SQL, stop: () => boolean) => snapshotBatches<Row>(pool,
  sql`SELECT e.id, e.designation, e.identification_number, e.qr_code, e.company_id, e.repere_1, e.repere_2 FROM ${res.from} WHERE ${where} ORDER BY ${order}`, BATCH, stop);

export interface Printed {
  labels: number;
  /**
   * Elements without a code that get none: locked ones (they refuse writes), and every one when
   * the caller may not edit elements (a code is a change of the element).
   */
  skipped: number;
}

/** Writes the whole sheet into `out` (ended at the end); rejects, and destroys `out`, on failure. */
export async function printLabels(
  deps: { pool: pg.Pool; db: Db }, res: ServerResource, where: SQL, order: SQL, sheet: LabelSheet, out: PassThrough,
  onBatch?: (done: number) => void, assign = true, landmarks: Map<number, LandmarkNames> = new Map(),
): Promise<Printed> {
  const { doc } = sheet;
  doc.on('data', (chunk: Buffer) => { if (!out.destroyed) out.write(chunk); });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', () => { out.end(); resolve(); });
    doc.on('error', reject);
  });
  const stop = () => out.destroyed;
  let skipped = 0;
  try {
    for await (const rows of batches(deps.pool, res, where, order, stop)) {
      const codes = assign ? await ensureCodes(deps.db, rows.filter((r) => !r.qr_code).map((r) => r.id)) : new Map<number, string>();
      for (const r of rows) {
        const code = r.qr_code ?? codes.get(r.id);
        if (!code) {
          skipped += 1;
          continue;
        }
        await sheet.add({
          code, designation: r.designation, identification: r.identification_number,
          landmarks: landmarkLine(landmarks.get(r.company_id), r.repere_1, r.repere_2),
        });
      }
      onBatch?.(rows.length);
      await drained(out);
    }
    sheet.end();
    await ended;
  } catch (err) {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  }
  return { labels: sheet.size, skipped };
}
