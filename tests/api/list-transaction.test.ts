// A list page is read in its own transaction on a pooled client, answered before its COMMIT
// (server/crud/list-transaction.ts). Its rows must read as the other paths read them (dates and
// timestamps as drizzle's `execute` gives them), and a page refused inside the transaction must
// give its client back to the pool: more refusals than the pool has clients, then a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../../server/crud/cursor';
import { ADMIN, as, login, startApp, type TestApp } from './helpers';

let t: TestApp;
let api: ReturnType<typeof as>;
/** Clients the app holds for itself (the job queue's): a page's client comes on top and goes. */
let held = 0;
const inUse = () => t.pool.totalCount - t.pool.idleCount;

beforeAll(async () => {
  t = await startApp();
  api = as(t.app, await login(t.app, ADMIN));
  held = inUse();
});
afterAll(async () => { await t.close(); });

describe('list pages in their transaction', () => {
  it.each(['factories', 'elements', 'controls', 'documents'])('a row of a %s page reads as the same row by id', async (resource) => {
    const page = await api.get(`/api/v1/${resource}/?page_size=5`);
    expect(page.status).toBe(200);
    expect(page.body.results.length).toBeGreaterThan(0);
    for (const row of page.body.results) {
      const one = await api.get(`/api/v1/${resource}/${row.id}/`);
      expect(one.status).toBe(200);
      expect(row).toEqual(one.body);
    }
  });

  it('gives the client back when the page is refused inside the transaction', async () => {
    // A cursor whose boundary value the column cannot take (not a timestamp) is refused after BEGIN.
    const cursor = encodeCursor({ ordering: 'created_at', value: 'not a date', id: 1, direction: 'next' });
    for (let i = 0; i < 25; i++) {
      const r = await api.get(`/api/v1/factories/?ordering=created_at&cursor=${cursor}`);
      expect(r.status).toBe(400);
      expect(r.body.cursor).toBeDefined();
    }
    const ok = await api.get('/api/v1/factories/?ordering=created_at&page_size=2');
    expect(ok.status).toBe(200);
    expect(ok.body.results).toHaveLength(2);
    // Every client ends in the pool once its ROLLBACK / COMMIT is done.
    await expect.poll(inUse, { timeout: 2000 }).toBe(held);
  });

  it('plans the page\'s joins in the order written, for this transaction only', async () => {
    expect((await api.get('/api/v1/elements/?page_size=2')).status).toBe(200);
    await expect.poll(inUse, { timeout: 2000 }).toBe(held);
    // The pool hands out the client released last: the one the page was read on.
    const client = await t.pool.connect();
    try {
      const { rows: [before] } = await client.query<{ join_collapse_limit: string }>('SHOW join_collapse_limit');
      expect(before.join_collapse_limit).toBe('8');
    } finally {
      client.release();
    }
  });
});
