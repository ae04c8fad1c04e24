// Demo documents in every company: reports and registers in the demo folders, with a text layer
// (search finds "disjoncteur", "extincteurs"...), all filed on the company's first site, some
// linked to an element and its control, one archived, one awaited without a file. The seed has no
// blob store: the rows name `demo/` keys and carry their text; restoreDemoFiles (at start) writes
// the small PDFs (pdfkit) that are missing.
import { Readable } from 'node:stream';
import type pg from 'pg';
import type { BlobStore } from '../../storage/types';
import { pdfWithText } from './pdf';

interface DemoDoc { name: string; folder: string | null; status: string; text: string[]; link: boolean }

const DOCS: DemoDoc[] = [
  { name: 'Rapport de vérification électrique 2026.pdf', folder: 'Rapports de vérification', status: 'online', link: true, text: [
    'Rapport de vérification périodique des installations électriques (Code du travail, art. R. 4226-16).',
    'Observation : le disjoncteur différentiel du tableau général basse tension doit être remplacé.'] },
  { name: 'Rapport de vérification appareils de levage.pdf', folder: 'Rapports de vérification', status: 'online', link: true, text: [
    'Vérification générale périodique des appareils de levage (arrêté du 1er mars 2004).',
    'Le câble de levage du pont roulant présente une usure normale ; crochet et linguet conformes.'] },
  { name: 'Registre de sécurité incendie.pdf', folder: 'Registres de sécurité', status: 'online', link: false, text: [
    'Registre de sécurité (Code de la construction et de l’habitation, art. R. 143-44).',
    'Vérification annuelle des extincteurs : 24 appareils contrôlés, 2 recharges effectuées.'] },
  { name: 'Déclaration CE de conformité compresseur.pdf', folder: null, status: 'archived', link: false, text: [
    'Déclaration CE de conformité : équipement sous pression, directive 2014/68/UE.'] },
];

export async function seedDocuments(client: pg.PoolClient): Promise<void> {
  const { rows: companies } = await client.query<{ id: number }>('SELECT id FROM companies ORDER BY id');
  for (const { id: company } of companies) {
    const { rows: [site] } = await client.query<{ id: number }>('SELECT id FROM factories WHERE company_id = $1 ORDER BY name LIMIT 1', [company]);
    const { rows: [element] } = await client.query<{ id: number }>(
      'SELECT e.id FROM elements e JOIN factories f ON f.id = e.factory_id WHERE f.company_id = $1 ORDER BY e.id LIMIT 1', [company]);
    for (const doc of DOCS) {
      const { rows: [row] } = await client.query<{ id: number }>(
        `INSERT INTO documents (company_id, name, status, content_type, text_content, text_extracted_at)
         VALUES ($1, $2, $3, 'application/pdf', $4, now()) RETURNING id`, [company, doc.name, doc.status, doc.text.join('\n')]);
      await client.query(`UPDATE documents SET blob_key = $2 WHERE id = $1`, [row.id, `demo/${company}/${row.id}.pdf`]);
      if (doc.folder) {
        await client.query(`INSERT INTO document_tags (document_id, tag_id) SELECT $1, id FROM tags WHERE company_id = $2 AND name = $3`,
          [row.id, company, doc.folder]);
      }
      // Every demo document is filed on the first site, linked or not: a document filed nowhere
      // is seen only by users holding every site, and the site's reader would miss the register.
      if (site) await client.query('INSERT INTO document_factories (document_id, factory_id) VALUES ($1, $2)', [row.id, site.id]);
      if (doc.link && element) {
        await client.query('INSERT INTO document_elements (document_id, element_id) VALUES ($1, $2)', [row.id, element.id]);
        await client.query(`INSERT INTO document_controls (document_id, control_id) SELECT $1, id FROM controls WHERE element_id = $2 ORDER BY id LIMIT 1`,
          [row.id, element.id]);
      }
    }
    const { rows: [awaited] } = await client.query<{ id: number }>(
      `INSERT INTO documents (company_id, name, status) VALUES ($1, 'Carnet de maintenance compresseur', 'awaiting_reception') RETURNING id`, [company]);
    if (site) await client.query('INSERT INTO document_factories (document_id, factory_id) VALUES ($1, $2)', [awaited.id, site.id]);
  }
}

/** Writes the demo PDFs missing from the store (after a seed, or a wiped store). */
export async function restoreDemoFiles(pool: pg.Pool, store: BlobStore): Promise<number> {
  const { rows } = await pool.query<{ id: number; name: string; blob_key: string; text_content: string | null }>(
    `SELECT id, name, blob_key, text_content FROM documents WHERE blob_key LIKE 'demo/%' ORDER BY id LIMIT 1000`);
  let written = 0;
  for (const doc of rows) {
    if (await store.head(doc.blob_key)) continue;
    const pdf = await pdfWithText(doc.name.replace(/\.pdf$/i, ''), (doc.text_content ?? '').split('\n'));
    const info = await store.put(doc.blob_key, Readable.from([pdf]), { contentType: 'application/pdf' });
    await pool.query('UPDATE documents SET size = $2 WHERE id = $1', [doc.id, info.size]);
    written += 1;
  }
  return written;
}
