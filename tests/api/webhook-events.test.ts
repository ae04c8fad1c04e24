// The six webhook events other than task.created (issue 29 §3), each end to end: the real action
// through the API (an observation closed, a control finished non-compliant, a control created
// past its date, an express report validated, an import applied), the scan, and a real receiver
// on 127.0.0.1 that gets exactly one signed delivery with the event and the object as the API
// shows it, and nothing more when the scan runs again.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '../../resources/webhooks';
import { scanWebhookEvents } from '../../server/areas/integrations/events';
import { createDb } from '../../server/db/pool';
import { generateReport } from '../fixtures/express/generate';
import { as, CORPO, login, startApp, unique, uniqueId, until, type TestApp } from './helpers';
import { pdfFile, uploadReport, waitReportStatus } from './helpers/express';
import { signatureOf, startReceiver, type Hit } from './helpers/webhook-receiver';
import { importsClient } from './imports-client';

let t: TestApp;
let token: string;
let corpo: ReturnType<typeof as>;
let company: number;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let today: string;
let yesterday: string;

beforeAll(async () => {
  receiver = await startReceiver();
  t = await startApp({ WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_DELAY_SECONDS: '1', JOB_POLL_SECONDS: '1' });
  token = await login(t.app, CORPO);
  corpo = as(t.app, token);
  ({ rows: [{ company }] } = await t.pool.query(`SELECT uc.company_id AS company FROM user_companies uc JOIN users u ON u.id = uc.user_id WHERE u.email = $1`, [CORPO]));
  ({ rows: [{ today, yesterday }] } = await t.pool.query(`SELECT (now() AT TIME ZONE 'Europe/Paris')::date::text AS today,
    ((now() AT TIME ZONE 'Europe/Paris')::date - 1)::text AS yesterday`));
}, 120_000);

afterAll(async () => {
  await t?.pool.query(`DELETE FROM webhooks WHERE url LIKE $1`, [`${receiver.base}/%`]);
  await t?.close();
  await receiver?.close();
});


/** A webhook of the corpo company for one event, at its own path of the receiver. */
async function subscribe(event: WebhookEvent) {
  const path = `/${event}-${Date.now().toString(36)}`;
  const made = await corpo.post('/api/v1/webhooks/', { url: `${receiver.base}${path}`, events: [event] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.id as number, secret: made.body.secret as string, path, event };
}
type Hook = Awaited<ReturnType<typeof subscribe>>;

const scan = () => scanWebhookEvents({ db: createDb(t.pool), pool: t.pool, jobs: t.jobs });
const about = (hook: Hook, id: number) => (h: Hit) => h.path === hook.path && JSON.parse(h.body).data?.id === id;

/**
 * Scans, waits for the delivery about object `id`, checks its signature and body, scans again and
 * checks it came once; returns the object it carried. The webhook is then deleted.
 */
async function deliveredOnce(hook: Hook, id: number): Promise<Record<string, unknown>> {
  await scan();
  const hit = await until(() => receiver.hits.find(about(hook, id)));
  expect(hit.headers['x-conformite-event']).toBe(hook.event);
  expect(hit.headers['x-conformite-signature']).toBe(signatureOf(hook.secret, hit.body));
  const body = JSON.parse(hit.body);
  expect(body.event).toBe(hook.event);
  expect(Date.parse(body.created_at)).toBeGreaterThan(0);
  // Scanned again (and the delivery job given time to run): nothing queued nor sent twice.
  const events = async () => (await t.pool.query(`SELECT count(*)::int AS n FROM webhook_events WHERE webhook_id = $1`, [hook.id])).rows[0].n;
  const before = await events();
  await scan();
  expect(await events()).toBe(before);
  await new Promise((r) => setTimeout(r, 1500));
  expect(receiver.hits.filter(about(hook, id))).toHaveLength(1);
  // Every delivery to this webhook is this event.
  expect(receiver.hits.filter((h) => h.path === hook.path).every((h) => h.headers['x-conformite-event'] === hook.event)).toBe(true);
  expect((await corpo.del(`/api/v1/webhooks/${hook.id}/`)).status).toBe(204);
  return body.data;
}

/** An element of the corpo company with an open control of its own (neither planned nor late), preferably of `regulation`. */
async function elementWithOpenControl(skip: number[] = [], regulation = ''): Promise<{ element: number; control: number; regulation: string }> {
  const { rows: [r] } = await t.pool.query(`SELECT k.element_id AS element, k.id AS control, g.name AS regulation
    FROM controls k JOIN regulations g ON g.id = k.regulation_id
    WHERE k.company_id = $1 AND k.status = 'to_do' AND k.intervention_id IS NULL AND k.next_date >= (now() AT TIME ZONE 'Europe/Paris')::date
      AND NOT (k.element_id = ANY($2::int[]))
    ORDER BY (g.name = $3) DESC, k.id LIMIT 1`, [company, skip, regulation]);
  return r;
}

describe('webhook events delivered end to end', () => {
  const used: number[] = [];

  it('task.closed: an observation marked done', async () => {
    const hook = await subscribe('task.closed');
    const { element } = await elementWithOpenControl();
    const task = await corpo.post('/api/v1/tasks/', { description: unique('Porte à régler'), element });
    expect(task.status).toBe(201);
    const done = await corpo.patch(`/api/v1/tasks/${task.body.id}/`, { status: 'done' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await deliveredOnce(hook, task.body.id)).toMatchObject({ id: task.body.id, status: 'done', description: task.body.description });
  });

  it('control.finished and element.non_compliant: a control finished with a non-compliant result', async () => {
    const finished = await subscribe('control.finished');
    const nonCompliant = await subscribe('element.non_compliant');
    const { element, control } = await elementWithOpenControl(used);
    used.push(element);
    const r = await corpo.patch(`/api/v1/controls/${control}/`, {
      status: 'finished', completed_date: today, result: 'non_compliant', result_remark: 'Garde-corps descellé',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await deliveredOnce(finished, control)).toMatchObject({ id: control, status: 'finished', completed_date: today, result: 'non_compliant' });
    expect(await deliveredOnce(nonCompliant, element)).toMatchObject({ id: element, conformity: 'non_compliant' });
  });

  it('element.non_compliant: an expiry date passed overnight, with no write to the element', async () => {
    const hook = await subscribe('element.non_compliant');
    const { element } = await elementWithOpenControl(used);
    used.push(element);
    // What the midnight job does when the date passes: the stored flag flips, updated_at untouched.
    await t.pool.query(`UPDATE elements SET expiry_date = $2::date, non_compliant = true WHERE id = $1`, [element, yesterday]);
    expect(await deliveredOnce(hook, element)).toMatchObject({ id: element, conformity: 'non_compliant' });
  });

  it('control.late: a control whose date has passed', async () => {
    const hook = await subscribe('control.late');
    const { element } = await elementWithOpenControl(used);
    used.push(element);
    const made = await corpo.post('/api/v1/controls/', { element, designation: unique('Vérification en retard'), frequency_months: 12, next_date: yesterday });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await deliveredOnce(hook, made.body.id)).toMatchObject({ id: made.body.id, next_date: yesterday, status: 'to_do' });
  });

  it('express_report.validated: a report analysed, checked and validated', async () => {
    const hook = await subscribe('express_report.validated');
    const { element, regulation } = await elementWithOpenControl(used, 'Installations électriques');
    used.push(element);
    const ident = uniqueId('WH');
    await t.pool.query(`UPDATE elements SET identification_number = $2 WHERE id = $1`, [element, ident]);
    const { rows: [{ day }] } = await t.pool.query(`SELECT ((now() AT TIME ZONE 'Europe/Paris')::date - 3)::text AS day`);
    const { pdf } = await generateReport({ layout: 'table_repere', regulation, seed: 7, organisation: 'Bureau Veritas', inspectionDate: day,
      elements: [{ identification_number: ident, designation: 'Équipement contrôlé', verdict: 'compliant' }], observations: [] });
    const up = await uploadReport(t, token, [pdfFile(pdf, 'Rapport webhook.pdf')]);
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    await waitReportStatus(t, up.body.id, 'to_check');
    expect((await corpo.patch(`/api/v1/express-reports/${up.body.id}/`, { status: 'to_validate' })).status).toBe(200);
    const done = await corpo.patch(`/api/v1/express-reports/${up.body.id}/`, { status: 'finished' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await deliveredOnce(hook, up.body.id)).toMatchObject({ id: up.body.id, status: 'finished', file: 'Rapport webhook.pdf' });
  });

  it('import.done: an import analysed then applied', async () => {
    const hook = await subscribe('import.done');
    const { element } = await elementWithOpenControl(used);
    const name = unique('Renommé par import');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Modifs').addRows([['ID', 'Désignation'], [element, name]]);
    const { upload, settled } = importsClient(t, token);
    const up = await upload(Buffer.from(await wb.xlsx.writeBuffer() as ArrayBuffer), 'modifs.xlsx', { object_type: 'elements', action_type: 'update' });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(await settled(up.body.id)).toMatchObject({ status: 'analysed', modification_count: 1, error_count: 0 });
    expect((await corpo.post(`/api/v1/imports/${up.body.id}/apply/`, {})).status).toBe(202);
    expect((await settled(up.body.id)).status).toBe('done');
    expect(await deliveredOnce(hook, up.body.id)).toMatchObject({ id: up.body.id, status: 'done', modification_count: 1 });
    expect((await corpo.get(`/api/v1/elements/${element}/`)).body.designation).toBe(name);
  });
});
