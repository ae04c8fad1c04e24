// The routes the matrix covers, read from the app's own declarations (app.accessRoutes), with
// what the engine's metadata says about them (resource, kind of route).
import type { FastifyInstance } from 'fastify';
import { getResource, type FieldDef, type ResourceDef } from '../../../resources';
import type { Access } from '../../../server/http/access';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type EngineKind = 'list' | 'count' | 'options' | 'export' | 'bulk' | 'create' | 'item' | 'item-options' | 'custom';
export interface MatrixRoute {
  method: Method;
  url: string;
  access: Access;
  /** The engine resource of the path's first segment, if any. */
  res?: ResourceDef;
  kind?: EngineKind;
}

const SUFFIXES: Record<string, EngineKind> = {
  '': 'list', 'count/': 'count', 'options/': 'options', 'export/': 'export', 'bulk/': 'bulk', ':id/': 'item', ':id/options/': 'item-options',
};

export function matrixRoutes(app: FastifyInstance): MatrixRoute[] {
  const seen = new Set<string>();
  return app.accessRoutes
    .filter((r) => r.method !== 'HEAD' && !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`))
    .map((r) => {
      const [name, ...rest] = r.url.replace(/^\/api\/v1\//, '').split('/');
      const res = getResource(name);
      const suffix = rest.join('/');
      let kind: EngineKind | undefined = res ? (SUFFIXES[suffix] ?? 'custom') : undefined;
      if (kind === 'list' && r.method === 'POST') kind = 'create';
      if (kind === 'item' && r.method === 'DELETE' && res?.readOnly) kind = 'custom';
      return { method: r.method as Method, url: r.url, access: r.access, res, kind };
    });
}

export const label = (r: MatrixRoute) => `${r.method} ${r.url}`;
export const isItem = (r: MatrixRoute) => r.url.includes('/:');
/** The URL with every path parameter set to `id`. */
export const fill = (r: MatrixRoute, id: number | string) => r.url.replace(/:[A-Za-z_]+/g, String(id));

let serial = 0;
const uniqueValue = (f: FieldDef) => {
  serial += 1;
  if (f.type === ('email' as FieldDef['type'])) return `clone-${serial}-${Date.now().toString(36)}@test.fr`;
  // A webhook's label is its address: a public one (private ones are refused).
  if (f.name === 'url') return `https://hooks.example.com/clone-matrice-${serial}`;
  return `Clone matrice ${serial}`;
};

/** A write body from a row as shown: its writable fields (create: label and e-mails made unique). */
/** Values only an administrator may give (users): a clone made by a test user leaves them out. */
const PRIVILEGED = new Set(['is_administrator', 'can_process_express_reports', 'dashboard_access']);

export function bodyFrom(def: ResourceDef, row: Record<string, unknown>, mode: 'create' | 'put'): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.readOnly || f.filterOnly || (f.createOnly && mode !== 'create') || row[f.name] === undefined) continue;
    if (PRIVILEGED.has(f.name)) continue;
    const unique = mode === 'create' && (f.name === def.labelField || (f.type as string) === 'email');
    body[f.name] = unique ? uniqueValue(f) : row[f.name];
  }
  return body;
}

/** Whether a body points at other rows (a write that scoping must check). */
export const hasReferences = (def: ResourceDef, body: Record<string, unknown>) =>
  def.fields.some((f) => (f.type === 'reference' || f.type === 'references') && body[f.name] != null);
