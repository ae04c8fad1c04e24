// Support conversations: a user opens a thread for their company and reads only their companies'
// threads (another company's answer 404); support staff see every company's with unread counts
// and answer; each side is told by e-mail; bad input gets a translated 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, as, CORPO, login, SUPPORT, startApp, unique, type TestApp } from './helpers';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';
import type { Api } from './users-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let demo: Api;
let corpo: Api;
let support: Api;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL: 'https://conformite.example.fr' });
  [demo, corpo, support] = await Promise.all([ADMIN, CORPO, SUPPORT].map(async (e) => as(t.app, await login(t.app, e))));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Waits for a mail to `to` whose text holds `needle` (the notification job sends it). */
async function mailTo(to: string, needle: string) {
  for (let i = 0; i < 150; i++) {
    const found = smtp.received.find((m) => m.to.includes(to) && (partText(m.mail, 'text/plain') ?? '').includes(needle));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} with ${needle}`);
}

describe('support threads', () => {
  it('a user opens a thread; support sees it unread, answers; the user is told and sees it unread', async () => {
    const subject = unique('Devis vérification levage');
    const created = await demo.post('/api/v1/support-threads/', { subject, message: `Bonjour, je souhaite un devis. ${subject}` });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(created.body).toMatchObject({ subject, company_name: 'Démo Industrie', unread: 0 });

    // Support: the thread among every company's, one unread message, and an e-mail.
    const queue = await support.get('/api/v1/support-threads/');
    expect(queue.body.results.find((x: { id: number }) => x.id === id)).toMatchObject({ subject, unread: 1 });
    await mailTo('support@demo.fr', subject);
    const opened = await support.get(`/api/v1/support-threads/${id}/messages/`);
    expect(opened.status).toBe(200);
    expect(opened.body.results.map((m: { text: string; from_support: boolean }) => [m.text, m.from_support])).toEqual([[`Bonjour, je souhaite un devis. ${subject}`, false]]);
    expect((await support.get('/api/v1/support-threads/')).body.results.find((x: { id: number }) => x.id === id).unread).toBe(0);

    const answer = await support.post(`/api/v1/support-threads/${id}/messages/`, { text: `Voici notre proposition ${subject}` });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ from_support: true, text: `Voici notre proposition ${subject}` });
    const mail = await mailTo('admin@demo.fr', `Voici notre proposition ${subject}`);
    expect(partText(mail.mail, 'text/plain')).toContain(`/messages?thread=${id}`);
    expect((await demo.get('/api/v1/support-threads/')).body.results.find((x: { id: number }) => x.id === id).unread).toBe(1);
    const mine = await demo.get(`/api/v1/support-threads/${id}/messages/`);
    expect(mine.body.results).toHaveLength(2);
    expect((await demo.get('/api/v1/support-threads/')).body.results.find((x: { id: number }) => x.id === id).unread).toBe(0);
  });

  it('another company neither lists nor reads nor answers the thread', async () => {
    const created = await demo.post('/api/v1/support-threads/', { subject: unique('Question'), message: 'Privé' });
    const id = created.body.id as number;
    const list = await corpo.get('/api/v1/support-threads/');
    expect(list.status).toBe(200);
    expect(list.body.results.some((x: { id: number }) => x.id === id)).toBe(false);
    expect(list.body.results.every((x: { company_name: string }) => x.company_name === 'Groupe Corpo')).toBe(true);
    expect((await corpo.get(`/api/v1/support-threads/${id}/messages/`)).status).toBe(404);
    expect((await corpo.post(`/api/v1/support-threads/${id}/messages/`, { text: 'intrus' })).status).toBe(404);
    const messages = await t.pool.query('SELECT count(*)::int AS n FROM support_messages WHERE thread_id = $1', [id]);
    expect(messages.rows[0].n).toBe(1);
  });

  it('support reaches every company\'s threads whatever company is selected, like its express queue', async () => {
    const subject = unique('Hors entreprise choisie');
    const created = await demo.post('/api/v1/support-threads/', { subject, message: 'Bonjour' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { rows: [other] } = await t.pool.query(`SELECT id FROM companies WHERE id <> $1 ORDER BY id LIMIT 1`, [created.body.company]);
    expect((await support.post('/api/v1/company/change/', { company: other.id })).status).toBe(200);
    try {
      expect((await support.get('/api/v1/support-threads/')).body.results.map((x: { subject: string }) => x.subject)).toContain(subject);
      expect((await support.get(`/api/v1/support-threads/${created.body.id}/messages/`)).status).toBe(200);
      expect((await support.post(`/api/v1/support-threads/${created.body.id}/messages/`, { text: 'Réponse' })).status).toBe(201);
    } finally {
      expect((await support.post('/api/v1/company/change/', { company: 'all' })).status).toBe(200);
    }
  });

  it('support staff answer threads but open none', async () => {
    expect((await support.post('/api/v1/support-threads/', { subject: 'x', message: 'y' })).status).toBe(403);
  });

  it('bad input: a translated 400 per field, nothing stored', async () => {
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM support_threads')).rows[0].n;
    const fr = await demo.post('/api/v1/support-threads/', { subject: '  ', message: 42 });
    expect(fr.status).toBe(400);
    expect(fr.body.subject).toEqual(['Ce champ ne peut être vide.']);
    expect(fr.body.message).toEqual(['Une chaîne de caractères est attendue.']);
    const en = await demo.post('/api/v1/support-threads/', { subject: 'x'.repeat(201), message: 'ok' }, 'en');
    expect(en.status).toBe(400);
    expect(en.body.subject[0]).toContain('200');
    expect((await demo.post('/api/v1/support-threads/', { subject: 'ok', message: 'ok', company: 999999 })).status).toBe(400);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM support_threads')).rows[0].n).toBe(before);
    expect((await demo.get('/api/v1/support-threads/abc/messages/')).status).toBe(404);
  });
});
