// Two independent lists of the API's routes: what the router holds (parsed from printRoutes) and
// what was declared (app.accessRoutes). Equal lists mean no route escaped its declaration.
import type { FastifyInstance } from 'fastify';

const API = '/api/v1';
const norm = (method: string, url: string) => `${method} ${url.replace(/\/+$/, '') || '/'}`;

/** `METHOD /path` of every route under /api/v1 in the router (HEAD left out: it mirrors GET). */
export function routeTable(app: FastifyInstance): string[] {
  const out = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2];
    stack.push(path);
    for (const method of (m[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && (path === API || path.startsWith(`${API}/`))) out.add(norm(method, path));
    }
  }
  return [...out].sort();
}

export const declaredTable = (app: FastifyInstance): string[] =>
  [...new Set(app.accessRoutes.filter((r) => r.method !== 'HEAD').map((r) => norm(r.method, r.url)))].sort();
