// The calls of the rights cases: for each route, one call (several for bulk actions) that a user
// holding exactly the needed rights must get through. Destructive ones hit a clone made for them.
import type { Action } from '../../../resources/types';
import type { RightsAccess } from '../../../server/http/access';
import { call } from '../helpers';
import { passes, status, type Want } from './cases';
import type { RowData } from './data';
import { bodyFrom, fill, type MatrixRoute } from './routes';

export interface Probe { url: string; body?: unknown; want: Want }

/** The actions a call needs, read from the declaration (bulk: from the body's action). */
export function requiredOf(access: RightsAccess, body: unknown): Action[] {
  if (access.action !== 'bulk') return [access.action];
  const asked = (body as { action?: string } | undefined)?.action;
  return asked === 'delete' ? ['view', 'delete'] : asked === 'update' ? ['view', 'edit'] : ['view'];
}

const bodyless = (r: MatrixRoute) => r.method === 'GET' || r.method === 'DELETE';

/** A row of the resource visible to a full user of its home company, with its detail. */
async function inScope(d: RowData, r: MatrixRoute) {
  const def = r.res!;
  const { rows, visible } = await d.classified(def, await d.full(d.w.home(def.tier).id));
  const [found] = await d.samples(def, rows, visible);
  if (!found) throw new Error(`access matrix: no visible row of ${def.name} to probe ${r.method} ${r.url}`);
  return found;
}

/**
 * Rows unique per reference, whose label is that reference (a price per control type): a clone
 * points at a fresh target instead of a unique label.
 */
const FRESH_TARGET: Record<string, (d: RowData, body: Record<string, unknown>) => Promise<Record<string, unknown>>> = {
  // A voluntary type of the price's company (a catalogue row would be everybody's).
  'control-prices': async (d, body) => ({ type: (await d.t.pool.query(`INSERT INTO control_types (company_id, regulation_id, name,
    frequency_months) SELECT $1, id, 'Clone matrice', 12 FROM regulations ORDER BY id LIMIT 1 RETURNING id`, [body.company])).rows[0].id }),
};

/** Resources created by a multipart upload only (no JSON create): their clone is copied in SQL. */
const SQL_CLONE: Record<string, (d: RowData, id: number) => Promise<number>> = {
  imports: async (d, id) => (await d.t.pool.query(`INSERT INTO imports (company_id, number, action_type, object_type, author_id, factory_id,
    status, file_name, blob_key, size) SELECT company_id, (SELECT max(number) + 1 FROM imports x WHERE x.company_id = i.company_id), action_type,
    object_type, author_id, factory_id, 'done', file_name, blob_key, size FROM imports i WHERE id = $1 RETURNING id`, [id])).rows[0].id,
  'express-reports': async (d, id) => (await d.t.pool.query(`INSERT INTO express_reports (company_id, factory_id, regulation_id, status,
    file_name, blob_key, size, author_id) SELECT company_id, factory_id, regulation_id, status, file_name, blob_key, size, author_id
    FROM express_reports WHERE id = $1 RETURNING id`, [id])).rows[0].id,
};

/**
 * Resources whose new row comes with dependent rows (an element's generated controls and
 * obligations, a voluntary type's open controls, a team's copied members): a bare DELETE of the clone answers the
 * confirmation (crud/dependents.ts), so the probe sends the replay; the others go at once (204).
 */
const GENERATES_DEPENDENTS = new Set(['elements', 'voluntary-control-types', 'teams']);

/** A new row, a copy of `detail` (label made unique), made by a full user of the home company. */
async function clone(d: RowData, r: MatrixRoute, detail: Record<string, unknown>): Promise<number> {
  const def = r.res!;
  if (SQL_CLONE[def.name]) return SQL_CLONE[def.name](d, detail.id as number);
  const user = await d.full(d.w.home(def.tier).id);
  const copy = bodyFrom(def, detail, 'create');
  const body = { ...copy, ...(await FRESH_TARGET[def.name]?.(d, copy)) };
  const made = await call(d.t.app, 'POST', `/api/v1/${def.name}/`, { token: user.token, body });
  if (made.status !== 201) throw new Error(`access matrix: cannot clone a ${def.name} (${made.status} ${JSON.stringify(made.body)})`);
  return made.body.id;
}

export async function allowedProbes(d: RowData, r: MatrixRoute): Promise<Probe[]> {
  if (!r.res) return [{ url: fill(r, 1), body: bodyless(r) ? undefined : {}, want: passes }];
  const def = r.res;
  const { row, detail } = await inScope(d, r);
  switch (r.kind) {
    case 'bulk':
      return def.bulkActions.map((action) => ({
        url: r.url, body: { action, ids: [row.id], ...(action === 'update' ? { data: {} } : {}) }, want: passes,
      }));
    case 'create':
      return [{ url: r.url, body: bodyFrom(def, detail, 'create'), want: passes }];
    case 'item':
      if (r.method === 'DELETE') {
        // A clone with generated rows (an element's controls) answers the confirmation first: its replay.
        const body = GENERATES_DEPENDENTS.has(def.name) ? { confirm: true } : undefined;
        return [{ url: fill(r, await clone(d, r, detail)), body, want: status(204) }];
      }
      if (r.method === 'PUT') return [{ url: fill(r, row.id), body: bodyFrom(def, detail, 'put'), want: passes }];
      if (r.method === 'PATCH') return [{ url: fill(r, row.id), body: {}, want: passes }];
      return [{ url: fill(r, row.id), want: status(200) }];
    case 'custom':
      return [{ url: fill(r, row.id), body: bodyless(r) ? undefined : {}, want: passes }];
    default: // list, count, options, export, item options
      return [{ url: `${fill(r, row.id)}${r.kind === 'export' ? '?format=csv' : ''}`, want: status(200) }];
  }
}
