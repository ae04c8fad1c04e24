// Routes declared `owner` address one object by id: the matrix needs one object per route, who
// must reach it and who must get a 404. A new owner route needs its fixture here.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { TestApp } from '../helpers';
import { FORM_HEADERS, formData, PNG } from '../form-data';
import type { TestUser, World } from './world';
import { ALL } from './world';

export interface OwnerCase {
  url: string; insiders: TestUser[]; outsiders: TestUser[];
  /** A write's body, and what an insider gets when it is not 200 (a creation's 201). */
  body?: unknown; insiderStatus?: number;
}
type Fixture = (t: TestApp, w: World) => Promise<OwnerCase>;

const job = async (t: TestApp, owner: TestUser, kind: string, status: string, result: object | null) => {
  const id = randomUUID();
  await t.pool.query(`INSERT INTO job_runs (id, kind, user_id, status, progress, result) VALUES ($1, $2, $3, $4, 100, $5::jsonb)`,
    [id, kind, owner.id, status, result && JSON.stringify(result)]);
  return id;
};

/** The owner, a colleague of the same company with every right, someone of another company. */
const cast = async (w: World) => ({
  owner: await w.fresh({ companies: [w.company('pro').id], rights: ALL }),
  colleague: await w.user({ companies: [w.company('pro').id], rights: ALL }),
  stranger: await w.user({ companies: [w.company('corpo').id], rights: ALL }),
});

export const OWNER_FIXTURES: Record<string, Fixture> = {
  'GET /api/v1/jobs/:id/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    const id = await job(t, owner, 'export', 'running', null);
    return { url: `/api/v1/jobs/${id}/`, insiders: [owner], outsiders: [colleague, stranger] };
  },
  'GET /api/v1/exports/:id/download/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    const key = `exports/matrix/${randomUUID()}.csv`;
    await t.platform.store.put(key, Readable.from([Buffer.from('id\r\n1\r\n')]), { contentType: 'text/csv; charset=utf-8' });
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const id = await job(t, owner, 'export', 'done', { key, filename: 'x.csv', content_type: 'text/csv', expires_at: expires });
    return { url: `/api/v1/exports/${id}/download/`, insiders: [owner], outsiders: [colleague, stranger] };
  },
  // A documents zip: only the user who asked it (GET /documents/zips/{job}/).
  'GET /api/v1/documents/zips/:id/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    const key = `zips/matrix/${randomUUID()}.zip`;
    await t.platform.store.put(key, Readable.from([Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1')]), { contentType: 'application/zip' });
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const id = await job(t, owner, 'documents-zip', 'done', { key, filename: 'x.zip', content_type: 'application/zip', expires_at: expires, rows: 0, size: 22 });
    return { url: `/api/v1/documents/zips/${id}/`, insiders: [owner], outsiders: [colleague, stranger] };
  },
  // A user picture: its owner and the users sharing a company see it.
  'GET /api/v1/files/:id/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    const res = await t.app.inject({
      method: 'POST', url: '/api/v1/user/me/picture/', payload: formData([{ name: 'file', data: PNG, filename: 'moi.png' }]),
      headers: { ...FORM_HEADERS, authorization: `Token ${owner.token}` },
    });
    if (res.statusCode !== 200) throw new Error(`picture upload: ${res.statusCode} ${res.body}`);
    return { url: `/api/v1/files/${res.json().picture_id}/`, insiders: [owner, colleague], outsiders: [stranger] };
  },
  // A session: only the user it belongs to revokes it (DELETE /user/sessions/{id}/); a second
  // session of the owner is the object, so revoking it leaves the owner's matrix token alive.
  'DELETE /api/v1/user/sessions/:id/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    const { rows: [{ id }] } = await t.pool.query<{ id: number }>(`INSERT INTO api_sessions (token_hash, user_id, expiry)
      VALUES (md5(random()::text) || md5(random()::text), $1, now() + interval '1 hour') RETURNING id`, [owner.id]);
    return { url: `/api/v1/user/sessions/${id}/`, insiders: [owner], outsiders: [colleague, stranger] };
  },
  // A notification of the bell: its recipient only.
  'POST /api/v1/notifications/:id/read/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    const { rows } = await t.pool.query(`INSERT INTO notifications (user_id, kind, object_key, title) VALUES ($1, 'import_done', $2, 'x') RETURNING id`,
      [owner.id, `matrix:${randomUUID()}`]);
    return { url: `/api/v1/notifications/${rows[0].id}/read/`, insiders: [owner], outsiders: [colleague, stranger] };
  },
  // A support conversation: its company's people (and support staff, checked in support-threads.test.ts).
  'GET /api/v1/support-threads/:id/messages/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    return { url: `/api/v1/support-threads/${await supportThread(t, w, owner)}/messages/`, insiders: [owner, colleague], outsiders: [stranger] };
  },
  'POST /api/v1/support-threads/:id/messages/': async (t, w) => {
    const { owner, colleague, stranger } = await cast(w);
    const url = `/api/v1/support-threads/${await supportThread(t, w, owner)}/messages/`;
    return { url, insiders: [owner, colleague], outsiders: [stranger], body: { text: 'Matrice' }, insiderStatus: 201 };
  },
};

async function supportThread(t: TestApp, w: World, author: TestUser): Promise<number> {
  const { rows } = await t.pool.query<{ id: number }>(`INSERT INTO support_threads (company_id, author_id, subject) VALUES ($1, $2, 'Matrice') RETURNING id`,
    [w.company('pro').id, author.id]);
  return rows[0].id;
}
