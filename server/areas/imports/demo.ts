// Demo imports in every company: one applied (done, its rows two extinguishers), one analysed with an error, so the list,
// the page, the error list and the errors file have something to show. The seed has no blob
// store: rows name `demo/imports/` keys and restoreDemoImports (at start) writes the small XLSX.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type pg from 'pg';
import type { BlobStore } from '../../storage/types';

export async function seedImports(client: pg.PoolClient): Promise<void> {
  const { rows: companies } = await client.query<{ id: number; author: number | null; site: number | null }>(`
    SELECT c.id, (SELECT min(uc.user_id) FROM user_companies uc WHERE uc.company_id = c.id) AS author,
      (SELECT f.id FROM factories f WHERE f.company_id = c.id ORDER BY f.name LIMIT 1) AS site FROM companies c ORDER BY c.id`);
  for (const c of companies) {
    const summary = (rows: number, errors: number, creations: number) => JSON.stringify({ Extincteurs: { rows, errors, creations, modifications: 0, links: 0 } });
    const { rows: [done] } = await client.query<{ id: number }>(`INSERT INTO imports (company_id, number, action_type, object_type, author_id,
        factory_id, status, file_name, blob_key, size, row_count, creation_count, error_count, summary, applied_rows, applied_at)
      VALUES ($1, 1, 'create', 'elements', $2, $3, 'done', 'extincteurs.xlsx', $4, 7000, 2, 2, 0, $5, 2, now()) RETURNING id`,
    [c.id, c.author, c.site, `demo/imports/${c.id}-1.xlsx`, summary(2, 0, 2)]);
    // Its two rows: two extinguishers of the site, so that "Voir les éléments" opens them.
    await client.query(`INSERT INTO import_rows (import_id, row_id) SELECT $1, e.id FROM elements e
      JOIN element_types t ON t.id = e.element_type_id WHERE e.factory_id = $2 AND t.name = 'Extincteur' ORDER BY e.id LIMIT 2`, [done.id, c.site]);
    const { rows: [analysed] } = await client.query<{ id: number }>(`INSERT INTO imports (company_id, number, action_type, object_type, author_id,
        factory_id, status, file_name, blob_key, size, row_count, creation_count, error_count, summary)
      VALUES ($1, 2, 'create', 'elements', $2, $3, 'analysed', 'extincteurs-2.xlsx', $4, 7000, 2, 1, 1, $5) RETURNING id`,
    [c.id, c.author, c.site, `demo/imports/${c.id}-2.xlsx`, summary(2, 1, 1)]);
    await client.query(`INSERT INTO import_errors (import_id, seq, tab, line, field, value, message)
      VALUES ($1, 1, 'Extincteurs', 3, 'designation', NULL, 'api.validation.required')`, [analysed.id]);
  }
}

/** The demo imports' files, written when missing (never blocks the start). */
export async function restoreDemoImports(pool: pg.Pool, store: BlobStore): Promise<void> {
  const { rows } = await pool.query<{ blob_key: string }>(`SELECT blob_key FROM imports WHERE blob_key LIKE 'demo/imports/%'`);
  for (const { blob_key: key } of rows) {
    if (await store.head(key)) continue;
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Extincteurs');
    sheet.addRow(['Désignation', 'Site', 'Bâtiment', "Type d'élément"]);
    sheet.addRow(['Extincteur accueil', '', '', 'Extincteur']);
    sheet.addRow([null, '', '', 'Extincteur']);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    await store.put(key, Readable.from([buf]), { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  }
}
