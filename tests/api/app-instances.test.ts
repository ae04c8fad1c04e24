// Issue 27 §3: what belongs to an app instance (its resource registry, the job queue the engine's
// hooks use, its webhook settings) is kept on it, not in a module: two apps in one process (as
// several instances share a database here) must not read each other's.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { areas } from '../../server/areas';
import { buildApp } from '../../server/http/app';
import { loadConfig } from '../../server/config';
import { createDb } from '../../server/db/pool';
import { ORPHAN_JOB } from '../../server/storage/orphans';
import { ADMIN, as, CORPO, login, startApp, unique, type TestApp } from './helpers';

let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  // A may post webhooks to this machine; B, built after it, may not.
  a = await startApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1' });
  b = await startApp({ WEBHOOK_ALLOWED_HOSTS: '' });
});
afterAll(async () => { await a?.close(); await b?.close(); });

describe('two app instances in one process', () => {
  it('each checks webhook addresses against its own allowed hosts', async () => {
    const body = { url: 'http://127.0.0.1:9/hook', events: ['task.created'] };
    const onA = await as(a.app, await login(a.app, CORPO)).post('/api/v1/webhooks/', body);
    expect(onA.status).toBe(201);
    const onB = await as(b.app, await login(b.app, CORPO)).post('/api/v1/webhooks/', body);
    expect(onB.status).toBe(400);
    await a.pool.query('DELETE FROM webhooks WHERE id = $1', [onA.body.id]);
  });

  it("queues the files of a deleted row on the deleting app's queue", async () => {
    const { rows: [doc] } = await a.pool.query<{ id: number }>(`INSERT INTO documents (company_id, name, blob_key)
      SELECT uc.company_id, $1, $2 FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE u.email = $3 LIMIT 1 RETURNING id`,
    [unique('Orphelin'), `test/${unique('blob').replace(/\W/g, '')}`, ADMIN]);
    const onA = vi.spyOn(a.jobs, 'enqueue');
    const onB = vi.spyOn(b.jobs, 'enqueue');
    try {
      expect((await as(a.app, await login(a.app, ADMIN)).del(`/api/v1/documents/${doc.id}/`, { confirm: true })).status).toBe(204);
      expect(onA.mock.calls.map((c) => c[0])).toContain(ORPHAN_JOB);
      expect(onB.mock.calls.map((c) => c[0])).not.toContain(ORPHAN_JOB);
    } finally {
      onA.mockRestore();
      onB.mockRestore();
    }
  });

  it("a second app that fails its start checks leaves the first one's resources alone", async () => {
    const broken = areas.map((area) => (area.name === 'tags' ? { ...area, resources: [] } : area));
    const config = loadConfig({ LOG_LEVEL: 'silent', DIST_DIR: 'data/no-dist', NOTIFY_SCHEDULES: '0' });
    await expect(buildApp({ config, pool: b.pool, db: createDb(b.pool), ...b.platform }, broken)).rejects.toThrow(/tags has no server side/);
    const admin = as(a.app, await login(a.app, ADMIN));
    expect((await admin.get('/api/v1/tags/')).status).toBe(200);
  });
});
