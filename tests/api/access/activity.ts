// The activity log's writers under the building-level scope: every change of an element outside
// the buildings a user is narrowed to must stay out of that user's log. Each writer of the server
// declares how its rows are scoped (the first test finds the writers in the source), and each that
// logs rows of a building is run on an element outside the narrowed user's building.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { as, unique, type TestApp } from '../helpers';
import type { RowData } from './data';
import { ALL, type TestUser } from './world';

/** A call of the activity service: what a writer looks like in the source. */
const WRITER_CALL = /\b(recordActivity|recordBulkActivity|logWrite|logBulk)\(/;

/**
 * How a file's activity rows are scoped, declared by the file itself (no list to edit for a new
 * writer, and no file name shared by two folders, such as routes.ts, standing for another):
 * `// Activity-log rows: building|company|engine (why).` 'building' writers are run below;
 * 'company' writers log objects of no building (users, exports, sessions, express reports);
 * 'engine' files log through the engine's logWrite/logBulk, run by the engine routes.
 */
const SCOPE_LINE = /^\/\/ Activity-log rows: (building|company|engine)\b/m;
export const writerScope = (file: string): 'building' | 'company' | 'engine' | undefined =>
  SCOPE_LINE.exec(readFileSync(file, 'utf8'))?.[1] as 'building' | 'company' | 'engine' | undefined;

/** Files under `dir` calling the activity service (its own definitions excepted). */
export function writerFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...writerFiles(full));
    else if (name.endsWith('.ts') && name !== 'activity-record.ts' && WRITER_CALL.test(readFileSync(full, 'utf8'))) out.push(full);
  }
  return out;
}

export interface WriterWorld {
  full: TestUser;
  narrowed: TestUser;
  /** Elements outside the narrowed user's building (same site), and one inside it. */
  outside: number[];
  inside: number;
}

/**
 * Runs every building-level writer on elements outside the narrowed user's building, as a user
 * of the company with every right. Returns the elements written.
 */
export async function runBuildingWriters(t: TestApp, d: RowData): Promise<WriterWorld> {
  const narrowed = await d.restricted();
  const site = narrowed.factories[0];
  const full = await d.w.user({ companies: narrowed.companies, rights: ALL });
  const api = as(t.app, full.token);
  const q = async <R>(text: string, values: unknown[]) => (await t.pool.query(text, values)).rows[0] as R;
  const { building: other } = await q<{ building: number }>(
    'SELECT id AS building FROM buildings WHERE factory_id = $1 AND id <> $2 ORDER BY is_ghost, id LIMIT 1', [site, narrowed.buildings[0]]);
  const kind = await q<{ regulation: number; type: number }>(`SELECT fr.regulation_id AS regulation, t.id AS type
    FROM factory_regulations fr JOIN element_types t ON t.regulation_id = fr.regulation_id WHERE fr.factory_id = $1
    ORDER BY fr.regulation_id, t.id LIMIT 1`, [site]);
  const make = async (building: number) => {
    // Engine create (logWrite).
    const r = await api.post('/api/v1/elements/', {
      designation: unique('Matrice journal'), factory: site, building, regulation: kind.regulation, element_type: kind.type });
    if (r.status !== 201) throw new Error(`element create: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.id as number;
  };
  const [a, b, gone] = [await make(other), await make(other), await make(other)];
  const inside = await make(narrowed.buildings[0]);
  const expect2xx = (what: string, r: { status: number; body: unknown }) => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.body)}`);
  };
  // Engine update (logWrite) and bulk delete (logBulk).
  expect2xx('update', await api.patch(`/api/v1/elements/${a}/`, { repere_1: 'Matrice' }));
  expect2xx('bulk delete', await api.post('/api/v1/elements/bulk/', { action: 'delete', ids: [gone], confirm: true }));
  // Bulk custom attribute (attribute-routes.ts).
  const attribute = await api.post('/api/v1/custom-attributes/', {
    name: unique('Matrice attribut'), company: narrowed.companies[0], type: 'text', element_types: [kind.type], factories: [site] });
  expect2xx('attribute', attribute);
  expect2xx('bulk attribute', await api.post('/api/v1/elements/bulk_attribute/', { ids: [a, b], attribute: attribute.body.id, value: 'x' }));
  // QR assignment (assign.ts).
  expect2xx('qr code', await api.post(`/api/v1/elements/${b}/qr_code/`, { code: unique('MTX').replace(/\W/g, '') }));
  // Links (link-routes.ts): both ends outside, then one end inside (the outside end's row stays out).
  expect2xx('link', await api.post(`/api/v1/elements/${a}/links/`, { linked: b }));
  expect2xx('unlink', await api.del(`/api/v1/elements/${a}/links/${b}/`));
  expect2xx('link inside', await api.post(`/api/v1/elements/${inside}/links/`, { linked: a }));
  // A person's verdict (conformity-routes.ts) and a control's result (results.ts).
  expect2xx('verdict', await api.post(`/api/v1/elements/${a}/conformity/`, { conformity: 'non_compliant' }));
  const control = await api.post('/api/v1/controls/', { designation: unique('Matrice contrôle'), element: b, frequency_months: 12, next_date: '2026-01-15' });
  expect2xx('control', control);
  expect2xx('control result', await api.patch(`/api/v1/controls/${control.body.id}/`,
    { status: 'finished', completed_date: '2026-01-15', result: 'non_compliant', result_remark: 'Matrice' }));
  return { full, narrowed, outside: [a, b, gone], inside };
}

/** The log rows of element `id` a user reads through the API (every page). */
export async function logRowsOf(t: TestApp, user: TestUser, id: number): Promise<{ action: string; changes: object }[]> {
  const out: { action: string; changes: object }[] = [];
  let url: string | null = `/api/v1/activity-log/?object_type=elements&object_id=${id}&page_size=100`;
  while (url) {
    const r = await as(t.app, user.token).get(url);
    if (r.status !== 200) throw new Error(`activity log: ${r.status}`);
    out.push(...r.body.results);
    url = r.body.next;
  }
  return out;
}
