// A new installation's first start (issue 30): the event scan tells only what happens after it.
// The observations it was seeded with (the demo's, all "assigned" at seed time) are not news to
// their managers; a change after the start is.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { markFirstStart, scanEvents } from '../../server/areas/notifications/events';
import { createDb, createPool } from '../../server/db/pool';
import { ADMIN, startApp, type TestApp } from './helpers';
import { startSmtpCapture } from './smtp';

const PUBLIC_URL = 'https://conformite.example.fr';
const pool = createPool(inject('databaseUrl'));
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let t: TestApp;
let deps: Parameters<typeof scanEvents>[0];
let saved: Date | undefined;
let task: { id: number; manager_id: number | null };
let adminId: number;

const since = async () => (await pool.query<{ since: Date }>(`SELECT since FROM notification_watermarks WHERE name = 'events'`)).rows[0]?.since;

/** The admin's observation_assigned mails about the task, since `from`. */
async function told(from: number) {
  const mails = await Promise.all(smtp.received.slice(from).filter((m) => m.to.includes(ADMIN)).map((m) => simpleParser(m.raw)));
  return mails.filter((m) => m.headers.get('x-notification-kind') === 'observation_assigned' && m.text?.includes(`/tasks/${task.id}/show`));
}

beforeAll(async () => {
  smtp = await startSmtpCapture();
  saved = await since();
  adminId = (await pool.query(`SELECT id FROM users WHERE email = $1`, [ADMIN])).rows[0].id;
  // A new installation: its data is there, its first start has not happened yet. One of its
  // observations was assigned to the admin an hour before (within the scan's two-day window).
  await pool.query(`DELETE FROM notification_watermarks WHERE name = 'events'`);
  task = (await pool.query(`SELECT t.id, t.manager_id FROM tasks t JOIN user_factories uf ON uf.factory_id = t.factory_id AND uf.user_id = $1
    WHERE t.status IN ('not_started', 'doing') ORDER BY t.id LIMIT 1`, [adminId])).rows[0];
  await pool.query(`UPDATE tasks SET manager_id = $2, updated_at = now() - interval '1 hour' WHERE id = $1`, [task.id, adminId]);
  await pool.query(`DELETE FROM notifications WHERE kind = 'observation_assigned' AND object_key = $1`, [`task:${task.id}`]);
  t = await startApp({ ...smtp.env, PUBLIC_URL });
  deps = { db: createDb(t.pool), pool: t.pool, mailer: t.platform.mailer, config: { publicUrl: PUBLIC_URL } };
}, 120_000);

afterAll(async () => {
  await pool.query(`UPDATE tasks SET manager_id = $2 WHERE id = $1`, [task.id, task.manager_id]);
  await pool.query(`DELETE FROM notifications WHERE kind = 'observation_assigned' AND object_key = $1`, [`task:${task.id}`]);
  if (saved) await pool.query(`UPDATE notification_watermarks SET since = $1 WHERE name = 'events'`, [saved]);
  await t?.close();
  await smtp.close();
  await pool.end();
});

describe('first start of an installation', () => {
  it('records when it started, once, and tells nothing of the rows it started with', async () => {
    const first = await since();
    expect(first).toBeInstanceOf(Date);
    expect(Math.abs(Date.now() - first!.getTime())).toBeLessThan(120_000);
    await markFirstStart(deps.db); // a later start leaves it
    expect((await since())!.getTime()).toBe(first!.getTime());
    const from = smtp.received.length;
    await scanEvents(deps);
    expect(await told(from)).toHaveLength(0);
    const log = await pool.query(`SELECT 1 FROM notifications WHERE kind = 'observation_assigned' AND object_key = $1`, [`task:${task.id}`]);
    expect(log.rowCount).toBe(0);
  });

  it('tells what changes after it', async () => {
    await pool.query(`UPDATE tasks SET updated_at = now() WHERE id = $1`, [task.id]);
    const from = smtp.received.length;
    await scanEvents(deps);
    expect(await told(from)).toHaveLength(1);
  });
});
