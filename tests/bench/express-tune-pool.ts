// The demo company's elements as the SQL bench sees them (a fresh demo database, read once, then
// kept in a JSON file): the tuning loop generates the very reports the bench measures.
import fs from 'node:fs/promises';
import type { CorpusElement } from '../fixtures/express/generate';
import { demoDatabase } from './demo-db';

export async function demoPool(file: string): Promise<(CorpusElement & { id: number })[]> {
  const kept = await fs.readFile(file, 'utf8').then((t) => JSON.parse(t) as (CorpusElement & { id: number })[], () => null);
  if (kept) return kept;
  const db = await demoDatabase('express-tune-');
  try {
    const { rows: [{ id: company }] } = await db.pool.query(`SELECT id FROM companies WHERE name = 'Démo Industrie'`);
    // The same query and order as express-analysis.ts.
    const { rows } = await db.pool.query<CorpusElement & { id: number }>(`SELECT e.id, e.identification_number, e.designation, r.name AS regulation
      FROM elements e JOIN regulations r ON r.id = e.regulation_id WHERE e.company_id = $1 ORDER BY e.id`, [company]);
    await fs.writeFile(file, JSON.stringify(rows));
    return rows;
  } finally {
    await db.stop();
  }
}
