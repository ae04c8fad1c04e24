// An import's apply survives its server: a real server (server/main.ts) is killed with SIGKILL
// in the middle of the apply (batches of 50 rows, each committed with the checkpoint); after a
// restart the job resumes after the last committed batch: every row created once, the real
// counts, one activity entry.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createSession } from '../../server/auth/sessions';
import { createPool } from '../../server/db/pool';
import { ADMIN } from './helpers';
import { xlsx } from './imports-files';
import { freePort, realServers, until } from './real-server';

const pool = createPool(inject('databaseUrl'));
afterAll(async () => { await pool.end(); });


const server = realServers('app-import-crash', { IMPORT_APPLY_BATCH: '50' });

const state = async (id: number) => (await pool.query(`SELECT status, checkpoint, applied_rows, creation_count, row_count FROM imports WHERE id = $1`, [id])).rows[0];

describe('a real server killed with SIGKILL in the middle of an import', () => {
  const N = 1500;
  const marker = `CRASH-${Date.now().toString(36)}`;
  afterAll(async () => { await pool.query(`DELETE FROM elements WHERE identification_number LIKE $1`, [`${marker}-%`]); });

  it('resumes after the last committed batch: each row created once', async () => {
    const { rows: [place] } = await pool.query(`SELECT e.factory_id AS factory, e.building_id AS building, e.element_type_id AS type, r.name AS regulation
      FROM elements e JOIN regulations r ON r.id = e.regulation_id WHERE e.company_id = 1 ORDER BY e.id LIMIT 1`);
    const header = ['Désignation', "Numéro d'identification", 'Site', 'Bâtiment', "Type d'élément"];
    const rows = Array.from({ length: N }, (_, i) => [`Import crash ${i}`, `${marker}-${i}`, place.factory, place.building, place.type]);
    const file = await xlsx({ [place.regulation]: [header, ...rows] });
    const adminId = (await pool.query('SELECT id FROM users WHERE email = $1', [ADMIN])).rows[0].id;
    const { token } = await createSession(pool, adminId, 1);
    const port = await freePort();
    const first = await server(port);
    const form = new FormData();
    form.append('object_type', 'elements');
    form.append('action_type', 'create');
    form.append('factory', String(place.factory));
    form.append('file', new Blob([new Uint8Array(file)]), 'crash.xlsx');
    const up = await fetch(`http://127.0.0.1:${port}/api/v1/imports/`, { method: 'POST', headers: { authorization: `Token ${token}` }, body: form });
    expect(up.status).toBe(201);
    const id = ((await up.json()) as { id: number }).id;
    await until('analysed', () => state(id), (s) => s.status === 'analysed', 120_000);
    const applied = await fetch(`http://127.0.0.1:${port}/api/v1/imports/${id}/apply/`, {
      method: 'POST', headers: { authorization: `Token ${token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(applied.status).toBe(202);
    await until('some batches committed', () => state(id), (s) => s.checkpoint >= 200, 60_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atCrash = await state(id);
    expect(atCrash.status).toBe('applying');
    expect(atCrash.checkpoint).toBeLessThan(N);
    const written = (await pool.query(`SELECT count(*)::int AS n FROM elements WHERE identification_number LIKE $1`, [`${marker}-%`])).rows[0].n;
    expect(written).toBe(atCrash.checkpoint); // the checkpoint commits with its rows
    await server(port);
    const done = await until('done after restart', () => state(id), (s) => s.status === 'done' || s.status === 'failed', 120_000);
    console.info(`import crash test: killed at ${atCrash.checkpoint}/${N} rows`);
    expect(done).toMatchObject({ status: 'done', creation_count: N, applied_rows: N });
    const after = await pool.query(`SELECT count(*)::int AS n, count(DISTINCT identification_number)::int AS d FROM elements WHERE identification_number LIKE $1`, [`${marker}-%`]);
    expect(after.rows[0]).toEqual({ n: N, d: N });
    const log = await pool.query(`SELECT count(*)::int AS n FROM activity_log WHERE object_type = 'imports' AND object_id = $1`, [id]);
    expect(log.rows[0].n).toBe(1);
  }, 300_000);
});
