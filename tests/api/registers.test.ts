// The regulatory register (GET /factories/{id}/register/): its PDF says, for a site of its own
// (rows written here, so the expectations are exact), what the database holds — verifications
// with date, inspector, result and report reference, observations and their follow-up, open
// deadlines — limited to the caller's buildings and regulations; 404 for another company's site;
// a large register is a job whose link is e-mailed.
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_LIMITS } from '../../server/areas/registers/job';
import { ADMIN, as, downloadWhenReady, login, startApp, unique, type TestApp } from './helpers';
import { partText } from './mime';
import { startSmtpCapture } from './smtp';
import { demoIds, signInAsNew, type Api, type DemoIds } from './users-helpers';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let admin: Api;
let ids: DemoIds;
const TAG = unique('Reg').replace(/\s+/g, '');
const w = { site: 0, a: 0, b: 0, r1: 0, r2: 0, docId: 0 };

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body), { verbosity: 0 });
  let text = '';
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    text += ' ' + (content.items as { str: string }[]).map((x) => x.str).join(' ');
  }
  return text.replace(/\s+/g, ' ');
}
const q = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await t.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startApp({ ...smtp.env, PUBLIC_URL: 'https://conformite.example.fr' });
  admin = as(t.app, await login(t.app, ADMIN));
  ids = await demoIds(t.pool);
  // A site of its own: two buildings, one element in each under two regulations.
  [{ id: w.site }] = await q<{ id: number }>(`INSERT INTO factories (name, company_id) VALUES ($1, $2) RETURNING id`, [`Site ${TAG}`, ids.demo]);
  await q(`INSERT INTO user_factories (user_id, factory_id) VALUES ($1, $2)`, [await ids.user(ADMIN), w.site]);
  [{ id: w.a }] = await q<{ id: number }>(`INSERT INTO buildings (name, factory_id) VALUES ('Bât A ${TAG}', $1) RETURNING id`, [w.site]);
  [{ id: w.b }] = await q<{ id: number }>(`INSERT INTO buildings (name, factory_id) VALUES ('Bât B ${TAG}', $1) RETURNING id`, [w.site]);
  const types = await q<{ id: number; regulation_id: number }>(`SELECT DISTINCT ON (regulation_id) id, regulation_id FROM element_types ORDER BY regulation_id, id LIMIT 2`);
  [w.r1, w.r2] = [types[0].regulation_id, types[1].regulation_id];
  const element = async (building: number, i: number, name: string) => (await q<{ id: number }>(`INSERT INTO elements (company_id, factory_id,
    building_id, regulation_id, element_type_id, designation, identification_number) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
  [ids.demo, w.site, building, types[i].regulation_id, types[i].id, name, `ID-${name}`]))[0].id;
  const ea = await element(w.a, 0, `Palan ${TAG}`);
  const eb = await element(w.b, 1, `Extincteur ${TAG}`);
  const control = async (el: number, building: number, reg: number, o: Record<string, unknown>) => (await q<{ id: number }>(`INSERT INTO controls
    (company_id, factory_id, building_id, regulation_id, element_id, designation, frequency_months, next_date, status, completed_date,
     controller_requirement, result, result_remark, intervention_id) VALUES ($1, $2, $3, $4, $5, $6, 12, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
  [ids.demo, w.site, building, reg, el, o.designation, o.next, o.status, o.completed ?? null, o.requirement ?? '', o.result ?? null, o.remark ?? '', o.intervention ?? null]))[0].id;
  const [{ id: visit }] = await q<{ id: number }>(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date, participant, status, completed_date)
    VALUES ('control', $1, $2, 'Visite ${TAG}', '2026-03-04', '2026-03-04', 'Bureau Veritas ${TAG}', 'done', '2026-03-04') RETURNING id`, [ids.demo, w.site]);
  const doneA = await control(ea, w.a, w.r1, { designation: 'VGP', next: '2026-03-04', status: 'finished', completed: '2026-03-04', result: 'non_compliant', remark: `Câble usé ${TAG}`, intervention: visit });
  await control(ea, w.a, w.r1, { designation: `Vérification suivante ${TAG}`, next: '2020-01-02', status: 'to_do' });
  await control(eb, w.b, w.r2, { designation: 'Vérification annuelle', next: '2025-06-01', status: 'finished', completed: '2025-06-01', requirement: 'Personne qualifiée', result: 'compliant' });
  await control(eb, w.b, w.r2, { designation: `Échéance B ${TAG}`, next: '2030-05-06', status: 'to_do' });
  [{ id: w.docId }] = await q<{ id: number }>(`INSERT INTO documents (company_id, name) VALUES ($1, 'Rapport VGP ${TAG}') RETURNING id`, [ids.demo]);
  await q(`INSERT INTO document_controls (document_id, control_id) VALUES ($1, $2)`, [w.docId, doneA]);
  await q(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description, deadline, status)
    VALUES ($1, $2, $3, $4, $5, 'Remplacer le câble ${TAG}', '2026-12-31', 'doing')`, [ids.demo, w.site, w.a, w.r1, ea]);
  await q(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description, status, closed_at)
    VALUES ($1, $2, $3, $4, $5, 'Pictogramme manquant ${TAG}', 'done', '2025-07-01T10:00:00Z')`, [ids.demo, w.site, w.b, w.r2, eb]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const register = (api: Api, query = '', lang?: string) => api.get(`/api/v1/factories/${w.site}/register/${query}`, lang);

describe('GET /factories/{id}/register/', () => {
  it('holds, per regulation and element, what the database says', async () => {
    const r = await register(admin);
    expect(r.status, r.res.body.slice(0, 300)).toBe(200);
    expect(r.res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(r.res.rawPayload);
    const [company] = await q<{ name: string }>('SELECT name FROM companies WHERE id = $1', [ids.demo]);
    expect(text).toContain(`Entreprise : ${company.name}`);
    expect(text).toContain(`Site : Site ${TAG}`);
    // Both regulations, by their names from the database.
    for (const reg of await q<{ name: string }>('SELECT name FROM regulations WHERE id = ANY($1)', [[w.r1, w.r2]])) expect(text).toContain(reg.name);
    // The verification of A: date, the intervention's inspector, result, remark, report reference.
    expect(text).toContain(`04/03/2026 · Bureau Veritas ${TAG} · Non conforme · Câble usé ${TAG} · Rapport : Rapport VGP ${TAG} (n° ${w.docId})`);
    // B's: no intervention, so the requirement; no report.
    expect(text).toContain('01/06/2025 · Personne qualifiée · Conforme · Rapport non joint');
    expect(text).toContain(`Remplacer le câble ${TAG} · En cours · échéance le 31/12/2026`);
    expect(text).toContain(`Pictogramme manquant ${TAG} · Terminée · clôturée le 01/07/2025`);
    expect(text).toContain(`Vérification suivante ${TAG} · 02/01/2020 · en retard`);
    expect(text).toContain(`Échéance B ${TAG} · 06/05/2030`);
    expect(text).not.toContain(`06/05/2030 · en retard`);
    // The legal basis on every page.
    expect(text).toContain('L4711-1 à L4711-5 du Code du travail');
  });

  it('in English, with the same content', async () => {
    const text = await pdfText((await register(admin, '', 'en')).res.rawPayload);
    expect(text).toContain(`04/03/2026 · Bureau Veritas ${TAG} · Non-compliant`);
    expect(text).toContain('L4711-1 to L4711-5');
  });

  it('a building or a regulation narrows it', async () => {
    const byBuilding = await pdfText((await register(admin, `?building=${w.b}`)).res.rawPayload);
    expect(byBuilding).toContain(`Extincteur ${TAG}`);
    expect(byBuilding).not.toContain(`Palan ${TAG}`);
    const byRegulation = await pdfText((await register(admin, `?regulation=${w.r1}`)).res.rawPayload);
    expect(byRegulation).toContain(`Palan ${TAG}`);
    expect(byRegulation).not.toContain(`Extincteur ${TAG}`);
  });

  it('a user narrowed to one building does not get another building\'s elements', async () => {
    const { api } = await signInAsNew(t, admin, { factories: [w.site], regulations: ids.regs, buildings: [w.a], rights: { control: ['view'] } });
    const r = await register(api);
    expect(r.status).toBe(200);
    const text = await pdfText(r.res.rawPayload);
    expect(text).toContain(`Palan ${TAG}`);
    expect(text).not.toContain(`Extincteur ${TAG}`);
    expect(text).not.toContain(`Pictogramme manquant ${TAG}`);
    // Asking for the other building is refused, not answered empty.
    expect((await register(api, `?building=${w.b}`)).status).toBe(400);
  });

  it('a user without the regulation does not get its elements', async () => {
    const { api } = await signInAsNew(t, admin, { factories: [w.site], regulations: [w.r2], rights: { control: ['view'] } });
    const text = await pdfText((await register(api)).res.rawPayload);
    expect(text).toContain(`Extincteur ${TAG}`);
    expect(text).not.toContain(`Palan ${TAG}`);
    expect((await register(api, `?regulation=${w.r1}`)).status).toBe(400);
  });

  it('another company\'s site, or no such site: 404; bad parameters: a translated 400', async () => {
    expect((await admin.get(`/api/v1/factories/${ids.lille}/register/`)).status).toBe(404);
    expect((await admin.get('/api/v1/factories/abc/register/')).status).toBe(404);
    expect((await admin.get('/api/v1/factories/2147480000/register/')).status).toBe(404);
    const bad = await register(admin, '?building=x', 'en');
    expect(bad.status).toBe(400);
    expect(bad.body.building).toEqual(['A valid integer is required.']);
    const other = await register(admin, `?building=${(await q<{ id: number }>('SELECT id FROM buildings WHERE factory_id = $1 LIMIT 1', [ids.lyon]))[0].id}`);
    expect(other.status).toBe(400);
  });

  it('without the controls\' view right: 403', async () => {
    const { api } = await signInAsNew(t, admin, { factories: [w.site], regulations: ids.regs, rights: { document: ['view'] } });
    expect((await register(api)).status).toBe(403);
  });

  it('a large register is a job whose link is e-mailed, and the link serves the PDF', async () => {
    const saved = REGISTER_LIMITS.inlineMaxElements;
    REGISTER_LIMITS.inlineMaxElements = 1;
    try {
      const r = await register(admin);
      expect(r.status, JSON.stringify(r.body)).toBe(202);
      expect(r.body.count).toBe(2);
      const id = r.body.job.id as string;
      const dl = await downloadWhenReady(admin, id);
      expect(dl.status).toBe(200);
      expect(dl.res.headers['content-type']).toContain('application/pdf');
      expect(await pdfText(dl.res.rawPayload)).toContain(`Palan ${TAG}`);
      expect(smtp.received.some((m) => (partText(m.mail, 'text/plain') ?? '').includes(`/ressource/download/${id}`))).toBe(true);
    } finally {
      REGISTER_LIMITS.inlineMaxElements = saved;
    }
  });
});
