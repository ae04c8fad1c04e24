// Demo webhooks: one per company, made by its first administrator, switched off (its address is
// an example one: nothing is sent), with a short delivery log (a 503 retried, then delivered).
import { drizzle } from 'drizzle-orm/node-postgres';
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { seal } from './secret-box';

export async function seedWebhooks(client: pg.PoolClient): Promise<void> {
  const db = drizzle(client);
  const { rows } = await client.query<{ company: number; creator: number }>(`
    SELECT c.id AS company, (SELECT u.id FROM users u JOIN user_companies uc ON uc.user_id = u.id
      WHERE uc.company_id = c.id AND u.role = 'admin' ORDER BY u.id LIMIT 1) AS creator
    FROM companies c ORDER BY c.id`);
  for (const r of rows) {
    if (!r.creator) continue;
    const secret = await seal(db, `whsec_${randomBytes(32).toString('base64url')}`);
    const { rows: [{ id }] } = await client.query<{ id: number }>(`INSERT INTO webhooks (company_id, creator_id, url, events, active, secret, created_at)
      VALUES ($1, $2, $3, $4, false, $5, now() - interval '3 days') RETURNING id`,
    [r.company, r.creator, `https://hooks.example.com/conformite/${r.company}`, ['task.created', 'control.late'], secret]);
    const body = JSON.stringify({ event: 'task.created', created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(), data: { id: 0 } });
    const { rows: [event] } = await client.query<{ id: number }>(`INSERT INTO webhook_events (webhook_id, event, object_key, body, attempts, status)
      VALUES ($1, 'task.created', 'task:demo', $2, 2, 'sent') RETURNING id`, [id, body]);
    await client.query(`INSERT INTO webhook_deliveries (webhook_id, company_id, event_id, event, object_key, attempt, status, status_code, duration_ms, error, created_at)
      VALUES ($1, $2, $3, 'task.created', 'task:demo', 1, 'pending', 503, 212, 'HTTP 503', now() - interval '2 days'),
             ($1, $2, $3, 'task.created', 'task:demo', 2, 'sent', 200, 87, NULL, now() - interval '2 days' + interval '31 seconds')`,
    [id, r.company, event.id]);
  }
}
