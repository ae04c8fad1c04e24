// Placeholder; the demo PDFs come below.
import type pg from 'pg';

export async function seedDocuments(_client: pg.PoolClient): Promise<void> {}
