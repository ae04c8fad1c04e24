// Label sheets: the PDF of one element, and the bulk label export (always a job): the PDF goes to
// the store, the user receives an e-mail (real SMTP peer) whose link downloads it; elements
// without a code get one on the way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredExports } from '../../server/areas/exports/cleanup';
import { LABELS_JOB, type LabelsJobData } from '../../server/areas/labels/job';
import { elementBody, elementWorld, type ElementWorld } from './elements-fixture';
import { ADMIN, as, CORPO, LECTEUR, login, startApp, type TestApp } from './helpers';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: ReturnType<typeof as>;
let corpo: ReturnType<typeof as>;
let w: ElementWorld;
const PUBLIC_URL = 'https://conformite.example.fr';

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL });
  admin = as(t.app, await login(t.app, ADMIN));
  corpo = as(t.app, await login(t.app, CORPO));
  w = await elementWorld(t, admin);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const make = async (extra: Record<string, unknown> = {}) => (await admin.post('/api/v1/elements/', elementBody(w, extra))).body.id as number;
const codeOf = async (id: number) => (await t.pool.query('SELECT qr_code FROM elements WHERE id = $1', [id])).rows[0].qr_code as string | null;
/** Pages of a pdfkit document (its page objects are never compressed). */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

async function waitJob(id: string, who = admin) {
  for (let i = 0; i < 200; i++) {
    const r = await who.get(`/api/v1/jobs/${id}/`);
    if (r.body.status === 'done' || r.body.status === 'failed') return r.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('job did not finish');
}

describe('one element\'s label', () => {
  it('is a PDF page, and gives the element a code when it has none (kept afterwards)', async () => {
    const id = await make({ designation: 'Extincteur « CO₂ » — hall œuvre très long nom qui dépasse largement la largeur' });
    expect(await codeOf(id)).toBeNull();
    const r = await admin.get(`/api/v1/elements/${id}/label/`);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/pdf');
    expect(r.res.headers['content-disposition']).toContain(`filename="etiquettes-${id}.pdf"`);
    const pdf = r.res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    expect(pagesOf(pdf)).toBe(1);
    expect(pdf.toString('latin1')).toContain('DejaVuSans'); // the TTF is embedded
    const code = await codeOf(id);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    expect((await admin.get(`/api/v1/elements/${id}/label/?format=datamatrix`, 'en')).res.headers['content-disposition'])
      .toContain(`filename="labels-${id}.pdf"`);
    expect(await codeOf(id)).toBe(code);
  });

  it('keeps an existing code, and reads for view-only users too', async () => {
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    const { rows: [lyon] } = await t.pool.query(`SELECT e.id, e.qr_code FROM elements e JOIN factories f ON f.id = e.factory_id
      WHERE f.name = 'Usine de Lyon' AND e.qr_code LIKE 'QR-%' ORDER BY e.id LIMIT 1`);
    const r = await lecteur.get(`/api/v1/elements/${lyon.id}/label/?format=datamatrix`);
    expect(r.status).toBe(200);
    expect(pagesOf(r.res.rawPayload)).toBe(1);
    expect(await codeOf(lyon.id)).toBe(lyon.qr_code);
    // Without a code, printing would give one (a change): refused to a view-only user.
    const { rows: [bare] } = await t.pool.query(`UPDATE elements SET qr_code = NULL WHERE id = (SELECT e.id FROM elements e
      JOIN factories f ON f.id = e.factory_id WHERE f.name = 'Usine de Lyon' AND e.qr_code IS NOT NULL ORDER BY e.id DESC LIMIT 1) RETURNING id`);
    const refused = await lecteur.get(`/api/v1/elements/${bare.id}/label/`);
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors[0]).toMatch(/seul un utilisateur pouvant modifier/);
    expect(await codeOf(bare.id)).toBeNull();
  });

  it('is 404 out of scope, 400 for a bad format, refused for a locked element without a code', async () => {
    const id = await make();
    expect((await corpo.get(`/api/v1/elements/${id}/label/`)).status).toBe(404);
    expect((await admin.get('/api/v1/elements/2147480000/label/')).status).toBe(404);
    expect((await admin.get(`/api/v1/elements/${id}/label/?format=ean13`)).body).toEqual({ format: ["L'option n'est pas valide"] });
    await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [id]);
    const locked = await admin.get(`/api/v1/elements/${id}/label/`);
    expect(locked.status).toBe(400);
    expect(locked.body.non_field_errors).toEqual(['Objet verrouillé : mise à jour des données en cours.']);
    expect(await codeOf(id)).toBeNull();
  });
});

describe('bulk label export', () => {
  it('tells a viewer at once when no element of the selection has a code (no sheet of 0 labels)', async () => {
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    const { rows: lyon } = await t.pool.query(`SELECT e.id, e.qr_code FROM elements e JOIN factories f ON f.id = e.factory_id
      WHERE f.name = 'Usine de Lyon' ORDER BY e.id LIMIT 40`);
    const coded = lyon.filter((e) => e.qr_code).map((e) => e.id);
    const bare = lyon.filter((e) => !e.qr_code).map((e) => e.id);
    expect(coded.length).toBeGreaterThan(0);
    if (!bare.length) {
      const { rows: [b] } = await t.pool.query('UPDATE elements SET qr_code = NULL WHERE id = $1 RETURNING id', [coded.pop()]);
      bare.push(b.id);
    }
    const refused = await lecteur.post('/api/v1/elements/labels/', { ids: bare, format: 'qr' });
    expect(refused.status).toBe(400);
    expect(refused.body.non_field_errors[0]).toMatch(/Aucun élément de la sélection n'a encore de code/);
    const en = await lecteur.post('/api/v1/elements/labels/', { ids: bare, format: 'qr' }, 'en');
    expect(en.body.non_field_errors[0]).toMatch(/No element of the selection has a code yet/);
    const mixed = await lecteur.post('/api/v1/elements/labels/', { ids: [...bare, coded[0]], format: 'qr' });
    expect(mixed.status).toBe(202);
    expect(mixed.body.message).toMatch(/^L'impression de 1 étiquette\(s\)/);
    // Its sheet (and mail) done before the next test counts mails.
    const job = await waitJob(mixed.body.job.id, lecteur);
    expect(job.result).toMatchObject({ rows: 1 });
    await expect.poll(() => smtp.received.some((m) => m.to.includes('lecteur@demo.fr'))).toBe(true);
  });

  it('answers 202 with a job, mails a link, and the link downloads the sheet (owner only)', async () => {
    const ids = [await make(), await make(), await make()];
    await t.pool.query(`UPDATE elements SET qr_code = 'T-LBL-' || id WHERE id = $1`, [ids[0]]);
    const before = smtp.received.length;
    const r = await admin.post('/api/v1/elements/labels/', { ids, format: 'qr' });
    expect(r.status).toBe(202);
    expect(r.body.job.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body.message).toBe("L'impression de 3 étiquette(s) est en cours : vous recevrez le fichier par e-mail.");
    const job = await waitJob(r.body.job.id);
    expect(job).toMatchObject({ status: 'done', progress: 100, kind: LABELS_JOB });
    expect(job.result).toMatchObject({ rows: 3, skipped: 0, content_type: 'application/pdf' });
    expect(await codeOf(ids[0])).toBe(`T-LBL-${ids[0]}`);
    for (const id of ids.slice(1)) expect(await codeOf(id)).toMatch(/^[0-9A-Z]{12}$/);

    // The labels' mails since the request (the minute's notification scan may send others).
    const sheets = smtp.received.slice(before).filter((m) => String(m.mail.headers.subject).includes('Étiquettes QR'));
    expect(sheets).toHaveLength(1);
    const [mail] = sheets;
    expect(mail.to).toEqual(['admin@demo.fr']);
    const link = `${PUBLIC_URL}/ressource/download/${r.body.job.id}`;
    expect(partText(mail.mail, 'text/plain')).toContain(link);

    const file = await admin.get(`/api/v1/exports/${r.body.job.id}/download/`);
    expect(file.status).toBe(200);
    expect(file.res.headers['content-type']).toBe('application/pdf');
    expect(file.res.headers['content-disposition']).toMatch(/filename="etiquettes-\d{4}-\d{2}-\d{2}\.pdf"/);
    expect(file.res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pagesOf(file.res.rawPayload)).toBe(1);
    expect((await corpo.get(`/api/v1/exports/${r.body.job.id}/download/`)).status).toBe(404);
    const lecteur = as(t.app, await login(t.app, LECTEUR));
    expect((await lecteur.get(`/api/v1/exports/${r.body.job.id}/download/`)).status).toBe(404);
  });

  it('prints all elements matching a filter, 21 a page, in Data Matrix, in English', async () => {
    for (let i = 0; i < 22; i++) await make({ factory: w.siteB, building: w.ghostB });
    const before = smtp.received.length;
    const r = await admin.post('/api/v1/elements/labels/', { all: true, filter: { factory: w.siteB, ordering: '-designation' }, format: 'datamatrix' }, 'en');
    expect(r.status).toBe(202);
    expect(r.body.message).toBe('Printing 22 label(s): you will receive the file by e-mail.');
    const job = await waitJob(r.body.job.id);
    expect(job.result.rows).toBe(22);
    expect(smtp.received.slice(before).filter((m) => String(m.mail.headers.subject).includes('Data Matrix labels'))).toHaveLength(1);
    const file = await admin.get(`/api/v1/exports/${r.body.job.id}/download/`);
    expect(pagesOf(file.res.rawPayload)).toBe(2);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM elements WHERE factory_id = $1 AND qr_code IS NULL', [w.siteB]);
    expect(rows[0].n).toBe(0);
  });

  it('purges the sheet once expired, like e-mailed exports', async () => {
    const r = await admin.post('/api/v1/elements/labels/', { ids: [await make()], format: 'qr' });
    const job = await waitJob(r.body.job.id);
    expect(await t.platform.store.head(job.result.key)).not.toBeNull();
    await t.pool.query(`UPDATE job_runs SET result = jsonb_set(result, '{expires_at}', '"2000-01-01T00:00:00.000Z"') WHERE id = $1`, [job.id]);
    expect(await purgeExpiredExports(t.pool, t.platform.store)).toBeGreaterThanOrEqual(1);
    expect(await t.platform.store.head(job.result.key)).toBeNull();
    expect((await admin.get(`/api/v1/exports/${job.id}/download/`)).status).toBe(404);
  });

  it('skips locked elements without a code (they refuse writes) and counts them', async () => {
    const ids = [await make(), await make()];
    await t.pool.query('UPDATE elements SET locked = true WHERE id = $1', [ids[1]]);
    const job = await waitJob((await admin.post('/api/v1/elements/labels/', { ids, format: 'qr' })).body.job.id);
    expect(job.result).toMatchObject({ rows: 1, skipped: 1 });
    expect(await codeOf(ids[1])).toBeNull();
  });

  it('refuses an empty selection, ids out of scope, a bad format or ordering, and queues nothing', async () => {
    const count = async () => (await t.pool.query(`SELECT count(*)::int AS n FROM job_runs WHERE kind = $1`, [LABELS_JOB])).rows[0].n;
    const before = await count();
    const { rows: [other] } = await t.pool.query(`SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id
      WHERE c.name = 'Groupe Corpo' LIMIT 1`);
    expect((await admin.post('/api/v1/elements/labels/', { format: 'qr' })).body).toEqual({ non_field_errors: ['La sélection est vide.'] });
    expect((await admin.post('/api/v1/elements/labels/', { ids: [], format: 'qr' })).status).toBe(400);
    expect((await admin.post('/api/v1/elements/labels/', { ids: [other.id], format: 'qr' })).body).toEqual({ ids: [`L'objet ${other.id} n'existe pas.`] });
    expect((await admin.post('/api/v1/elements/labels/', { all: true, format: 'pdf417' })).body).toEqual({ format: ["L'option n'est pas valide"] });
    expect((await admin.post('/api/v1/elements/labels/', { all: true, format: 'qr', filter: { ordering: 'qr_code' } })).status).toBe(400);
    expect((await admin.post('/api/v1/elements/labels/', { all: true, format: 'qr', filter: { factory: 2147480000 } })).body)
      .toEqual({ non_field_errors: ['La sélection est vide.'] });
    expect(await count()).toBe(before);
  });

  it('re-checks rights when the job runs: a user who lost the view right gets a failed job, no file', async () => {
    const { rows: [u] } = await t.pool.query(`INSERT INTO users (email, first_name, last_name, rights)
      VALUES ('labels-norights@test.fr', 'Sans', 'Droits', '{}') RETURNING id`);
    await t.pool.query(`INSERT INTO user_companies SELECT $1, id FROM companies WHERE name = 'Démo Industrie'`, [u.id]);
    const data: LabelsJobData = { all: true, format: 'qr', locale: 'fr', userId: u.id, selectedCompany: null };
    const id = await t.jobs.enqueue(LABELS_JOB, data, { userId: u.id });
    for (let i = 0; i < 100; i++) {
      const { rows: [run] } = await t.pool.query('SELECT status, error_key FROM job_runs WHERE id = $1', [id]);
      if (run.status === 'failed') {
        expect(run.error_key).toBe('jobs.errors.labels_unavailable');
        await t.pool.query('DELETE FROM users WHERE id = $1', [u.id]);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the job did not fail');
  });
});
