// Readable history and exports (issue item 8): the activity log's entries carry their changes as
// people read them (changes_display: field labels, statuses' labels, names of references, Oui/Non,
// DD/MM/YYYY) in the reader's language, and the exports write labels, names and DD/MM/YYYY,
// never `to_validate`, `Site : (vide) → 2` or `non_compliant`.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { unique } from './helpers';
import { elementBody } from './elements-fixture';
import { elementSession } from './helpers/session';

const { t, admin, w } = elementSession();


type Line = { field: string; label: string; from: string; to: string };
const entries = async (type: string, id: number, lang = 'fr') => {
  const r = await admin.get(`/api/v1/activity-log/?object_type=${type}&object_id=${id}&ordering=created_at`, lang);
  expect(r.status).toBe(200);
  return r.body.results as { action: string; changes_display: Line[] }[];
};
const names = async (table: string, id: number) => (await t.pool.query(`SELECT name FROM ${table} WHERE id = $1`, [id])).rows[0].name as string;

describe('the activity log as people read it', () => {
  it('an element: site and building by name, dates DD/MM/YYYY, field labels, in fr and en', async () => {
    const el = (await admin.post('/api/v1/elements/', elementBody(w, { expiry_date: '2027-03-01' }))).body;
    expect((await admin.patch(`/api/v1/elements/${el.id}/`, { building: w.buildingA, expiry_date: '2028-04-02' })).status).toBe(200);
    const [created, updated] = await entries('elements', el.id);
    const site = await names('factories', w.siteA);
    expect(created.changes_display).toContainEqual({ field: 'factory', label: 'Site', from: '(vide)', to: site });
    expect(created.changes_display).toContainEqual({ field: 'expiry_date', label: "Date d'expiration", from: '(vide)', to: '01/03/2027' });
    expect(updated.changes_display).toContainEqual({ field: 'building', label: 'Bâtiment', from: await names('buildings', w.ghostA), to: await names('buildings', w.buildingA) });
    expect(updated.changes_display).toContainEqual({ field: 'expiry_date', label: "Date d'expiration", from: '01/03/2027', to: '02/04/2028' });
    const en = (await entries('elements', el.id, 'en'))[0];
    expect(en.changes_display).toContainEqual({ field: 'factory', label: 'Site', from: '(empty)', to: site });
    expect(en.changes_display.find((l) => l.field === 'expiry_date')?.label).toBe('Expiry date');
  });

  it('a status by its label, a boolean as Oui/Non (detail too)', async () => {
    const el = (await admin.post('/api/v1/elements/', elementBody(w))).body;
    const task = (await admin.post('/api/v1/tasks/', { description: unique('Observation'), element: el.id })).body;
    expect((await admin.patch(`/api/v1/tasks/${task.id}/`, { status: 'done' })).status).toBe(200);
    const updated = (await entries('tasks', task.id)).at(-1)!;
    expect(updated.changes_display).toContainEqual({ field: 'status', label: 'Statut', from: 'Non commencée', to: 'Terminée' });
    const group = (await admin.post('/api/v1/groups/', { name: unique('Groupe'), factory: w.siteA, regulation: w.fire, synchronised: false })).body;
    expect((await admin.patch(`/api/v1/groups/${group.id}/`, { synchronised: true })).status).toBe(200);
    const last = (await entries('groups', group.id)).at(-1)! as unknown as { id: number };
    const detail = (await admin.get(`/api/v1/activity-log/${last.id}/`)).body as { changes_display: Line[] };
    expect(detail.changes_display.find((l) => l.field === 'synchronised')).toMatchObject({ from: 'Non', to: 'Oui' });
    expect(JSON.stringify(detail.changes_display)).not.toMatch(/true|false/);
  });
});

describe('exports as people read them', () => {
  it('the activity log: actions, object types and changes as labels', async () => {
    const el = (await admin.post('/api/v1/elements/', elementBody(w, { expiry_date: '2027-03-01' }))).body;
    const r = await admin.get(`/api/v1/activity-log/export/?format=csv&object_type=elements&object_id=${el.id}`);
    expect(r.status).toBe(200);
    const text = String(r.res.body);
    expect(text).toContain('Création');
    expect(text).toContain(`Site : (vide) → ${await names('factories', w.siteA)}`);
    expect(text).toContain("Date d'expiration : (vide) → 01/03/2027");
    expect(text).not.toMatch(/,create,|"factory"|2027-03-01/);
  });

  it('elements: conformity as its label and dates as DD/MM/YYYY (CSV and XLSX)', async () => {
    const designation = unique('Export lisible');
    await admin.post('/api/v1/elements/', elementBody(w, { designation, expiry_date: '2020-01-15' })); // expired: non-compliant
    const csv = await admin.get(`/api/v1/elements/export/?format=csv&search=${encodeURIComponent(designation)}`);
    const row = String(csv.res.body).split('\r\n')[1];
    expect(row).toContain('Non conforme');
    expect(row).toContain('15/01/2020');
    expect(row).not.toMatch(/non_compliant|2020-01-15/);
    const x = await admin.get(`/api/v1/elements/export/?format=xlsx&search=${encodeURIComponent(designation)}`, 'en');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.read(Readable.from(x.res.rawPayload));
    const sheet = wb.worksheets[0];
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values[headers.indexOf('Conformity')]).toBe('Non-compliant');
    const expiry = sheet.getRow(2).getCell(headers.indexOf('Expiry date') + 1);
    expect(expiry.value).toEqual(new Date(Date.UTC(2020, 0, 15)));
    expect(expiry.numFmt).toBe('dd/mm/yyyy');
  });
});
