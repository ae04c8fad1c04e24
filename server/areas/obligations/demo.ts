// Demo obligations: the catalogue installed, every demo element's obligations generated, about a
// third with a document attached (most of those validated), one without follow-up. The documents
// are the documents area's demo files when it ran before (matched by name); a company without any
// document gets one row per required document, awaiting reception (no file yet).
import type pg from 'pg';
import { clientRunner } from '../../crud/sql';
import { installObligationCatalogue } from './catalogue';
import { generateObligations } from './generate';

export async function seedObligations(client: pg.PoolClient): Promise<void> {
  await installObligationCatalogue(client);
  await generateObligations(clientRunner(client));
  await client.query(`INSERT INTO documents (company_id, name, status)
    SELECT c.id, t.name, 'awaiting_reception' FROM companies c CROSS JOIN (SELECT DISTINCT name FROM obligation_types) t
    WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.company_id = c.id)`);
  // Deterministic by id: one obligation in three gets the company's document of its name.
  await client.query(`INSERT INTO obligation_documents (obligation_id, document_id)
    SELECT o.id, d.id FROM obligations o
    JOIN LATERAL (SELECT id FROM documents d WHERE d.company_id = o.company_id
      AND lower(d.name) LIKE lower(o.document_name) || '%' ORDER BY id LIMIT 1) d ON TRUE
    WHERE o.id % 3 = 0 ON CONFLICT DO NOTHING`);
  await client.query(`UPDATE obligations o SET status = 'validated'
    WHERE o.id % 6 = 0 AND EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id)`);
  await client.query(`UPDATE obligations SET status = 'no_followup' WHERE id = (SELECT min(id) FROM obligations WHERE status = 'not_validated')`);
}
