// Demo express reports on the pro and corpo companies: one to check (an element not found), one
// to validate, one finished, with plausible results in the stand-in's line format. The seed has
// no blob store: rows name `demo/express/` keys and keep their page text; restoreDemoReports
// (at start) writes the PDFs (pdfkit) that are missing.
import { readFields } from './read-fields';
import { Readable } from 'node:stream';
import type pg from 'pg';
import type { ExpressResult } from '../../../resources/expressReportResult';
import type { BlobStore } from '../../storage/types';
import { pdfWithText } from '../documents/pdf';

interface El { id: number; designation: string; ident: string }

const ORGS = ['Bureau Veritas', 'Apave', 'Socotec'];

function reportOf(els: El[], date: string, org: string, extraRemark: boolean): { lines: string[]; result: ExpressResult } {
  const [y, m, d] = date.split('-');
  const lines = [`Date: ${d}/${m}/${y}`, `Organisme: ${org}`];
  const result: ExpressResult = {
    inspection_date: { value: date, page: 1, confidence: 0.98, excerpt: lines[0] },
    organisation: { value: org, page: 1, confidence: 0.95, excerpt: lines[1] },
    regulation: { value: null, page: 1, confidence: 0 },
    elements: [], observations: [],
  };
  els.forEach((e, i) => {
    const verdict = i === 0 ? 'non_compliant' : 'compliant';
    const line = `${e.ident} | ${e.designation} | ${verdict === 'compliant' ? 'Conforme' : 'Non conforme'}`;
    lines.push(line);
    result.elements.push({ element: e.id, identification_number: e.ident, designation: e.designation, verdict, page: 1, confidence: 0.9, excerpt: line });
  });
  if (els[0]) {
    const line = `Observation ${els[0].ident}: Protection mécanique à remettre en place`;
    lines.push(line);
    result.observations.push({ text: 'Protection mécanique à remettre en place', element: els[0].id, proposal: 'new', task: null, page: 1, confidence: 0.9, excerpt: line });
  }
  if (extraRemark) {
    const line = 'Observation X-999: Signalisation de l\'issue de secours absente';
    lines.push(line);
    result.observations.push({ text: "Signalisation de l'issue de secours absente", element: null, proposal: 'element_not_found', task: null, page: 1, confidence: 0.5, excerpt: line });
  }
  return { lines, result };
}

export async function seedExpressReports(client: pg.PoolClient): Promise<void> {
  const { rows: companies } = await client.query<{ id: number }>(`SELECT id FROM companies WHERE tier <> 'start' ORDER BY id`);
  for (const { id: company } of companies) {
    const { rows: els } = await client.query<El & { factory_id: number }>(`SELECT id, designation, factory_id,
        coalesce(nullif(identification_number, ''), 'EL-' || id) AS ident FROM elements WHERE company_id = $1 ORDER BY id LIMIT 3`, [company]);
    const { rows: [author] } = await client.query<{ id: number }>(`SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
      WHERE uc.company_id = $1 AND u.role = 'admin' ORDER BY u.id LIMIT 1`, [company]);
    if (!els.length) continue;
    const plans = [
      { status: 'to_check', date: '2026-10-14', extra: true, name: 'Rapport VGP électricité.pdf' },
      { status: 'to_validate', date: '2026-09-22', extra: false, name: 'Rapport vérification extincteurs.pdf' },
      { status: 'finished', date: '2026-06-03', extra: false, name: 'Rapport levage juin.pdf' },
    ];
    for (const [i, plan] of plans.entries()) {
      const { lines, result } = reportOf(els, plan.date, ORGS[i], plan.extra);
      const text = lines.join('\n');
      const { rows: [row] } = await client.query<{ id: number }>(`INSERT INTO express_reports (company_id, factory_id, status, file_name, blob_key, size,
          author_id, deposit_date, analysis_date, validation_date, checked_by_id, validated_by_id, pages, duration, result)
        VALUES ($1, $2, $3::express_report_status, $4, 'pending', 0, $5, now() - ($6::text || ' days')::interval, now() - ($6::text || ' days')::interval + interval '40 seconds',
          CASE WHEN $8 = 'finished' THEN now() - interval '1 day' END, CASE WHEN $8 <> 'to_check' THEN $5::int END,
          CASE WHEN $8 = 'finished' THEN $5::int END, 1, 0.4, $7::jsonb) RETURNING id`,
      [company, els[0].factory_id, plan.status, plan.name, author?.id ?? null, String(3 + i * 20), JSON.stringify(result), plan.status]);
      const read = readFields(result);
      await client.query(`UPDATE express_reports SET blob_key = $2, organisation = $3, inspection_date = $4::date,
          regulation_id = coalesce((SELECT r.id FROM regulations r WHERE r.id = $5::int), regulation_id) WHERE id = $1`,
      [row.id, `demo/express/${company}/${row.id}.pdf`, read.organisation, read.inspection_date, read.regulation]);
      await client.query(`INSERT INTO express_report_pages (report_id, page, source, text, confidence) VALUES ($1, 1, 'text', $2, 1)`, [row.id, text]);
    }
    await client.query(`INSERT INTO page_consumption (company_id, month, factory_id, regulation_id, pages)
      VALUES ($1, date_trunc('month', now())::date, $2, NULL, 3)`, [company, els[0].factory_id]);
  }
}

/** Writes the demo reports' PDFs missing from the store. */
export async function restoreDemoReports(pool: pg.Pool, store: BlobStore): Promise<number> {
  const { rows } = await pool.query<{ id: number; file_name: string; blob_key: string; text: string }>(`SELECT x.id, x.file_name, x.blob_key,
      coalesce((SELECT string_agg(p.text, E'\n' ORDER BY p.page) FROM express_report_pages p WHERE p.report_id = x.id), '') AS text
    FROM express_reports x WHERE x.blob_key LIKE 'demo/express/%' ORDER BY x.id LIMIT 200`);
  let written = 0;
  for (const r of rows) {
    if (await store.head(r.blob_key)) continue;
    const pdf = await pdfWithText(r.file_name.replace(/\.pdf$/i, ''), r.text.split('\n'));
    const info = await store.put(r.blob_key, Readable.from([pdf]), { contentType: 'application/pdf' });
    await pool.query('UPDATE express_reports SET size = $2 WHERE id = $1', [r.id, info.size]);
    written += 1;
  }
  return written;
}
