// The routes to fuzz, read from the app's own OpenAPI document (so a route added later is
// fuzzed with no extra work), joined to the resource metadata when the path is an engine
// resource's (field types, sortable fields for crafted cursors, filters for query values).
import { resourceList, type ResourceDef } from '../../../resources';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  readOnly?: boolean;
  additionalProperties?: boolean | JsonSchema;
  minimum?: number;
  maximum?: number;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** OpenAPI path, `{id}` style. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body: JsonSchema | null;
  /** The engine resource the path belongs to, if any. */
  resource: ResourceDef | null;
  /** Whether the route asks for a token (the document's `security: []` says it does not). */
  authenticated: boolean;
}

interface Doc {
  paths: Record<string, Record<string, {
    parameters?: { name: string; in: string }[];
    requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
    security?: unknown[];
  }>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(doc: Doc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    const segment = /^\/api\/v1\/([^/{}]+)\//.exec(path)?.[1];
    const resource = resourceList.find((r) => r.name === segment) ?? null;
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const params = op.parameters ?? [];
      const queryParams = params.filter((p) => p.in === 'query').map((p) => p.name);
      // Filters only a tab or the metadata names (e.g. created_after) are query values too.
      if (resource && m === 'get' && queryParams.includes('cursor')) {
        for (const f of resource.fields) if ((f.filter || f.filterOnly) && !queryParams.includes(f.name)) queryParams.push(f.name);
      }
      ops.push({
        method: m.toUpperCase() as Operation['method'],
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]),
        queryParams,
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        resource,
        authenticated: !(Array.isArray(op.security) && op.security.length === 0),
      });
    }
  }
  return ops;
}

/** Routes that end or change the caller's session run last, so the others keep their token. */
export const sessionEnding = (op: Operation) => /\/(login|logout|password|company\/change)/.test(op.path);

/** The order routes are fuzzed in: reads and writes, then deletions and bulk actions, then session changes. */
export const runOrder = (op: Operation) => (sessionEnding(op) ? 2 : op.method === 'DELETE' || op.path.includes('bulk') ? 1 : 0);
