// The engine's registry: the server resources the areas hand over at start (server/areas/index.ts
// through buildApp). The engine imports no area: it only knows the resources registered here.
import { resourceList } from '../../resources';
import type { RequestContext } from '../auth/context';
import { NON_RESOURCE_TARGETS } from './reference-targets';
import type { ServerResource } from './types';

let registered: Map<string, ServerResource> | null = null;

const NO_SCOPE = { companies: [], factories: [], regulations: [], buildings: [], buildingSites: [] } as unknown as RequestContext;

/** Checks a resource's server side against its metadata: throws (the start stops) on a gap. */
export function checkResource(res: ServerResource): void {
  const { def } = res;
  const isReferenceTarget = (target: string) => !!registered?.has(target) || target in NON_RESOURCE_TARGETS;
  res.check?.();
  for (const f of def.fields) {
    if ((f.sortable || f.search) && !res.columns[f.name]) throw new Error(`${def.name}.${f.name}: no column expression`);
    if (f.filter && !res.columns[f.name] && !res.filters?.[f.name]) throw new Error(`${def.name}.${f.name}: no filter`);
    if (f.reference && !isReferenceTarget(f.reference)) throw new Error(`${def.name}.${f.name}: unknown reference target ${f.reference}`);
    if (!f.readOnly && !res.write[f.name]) throw new Error(`${def.name}.${f.name}: writable but not stored`);
    if (f.export !== false && !res.columns[f.name] && !res.exportExpr(NO_SCOPE)[f.name]) {
      throw new Error(`${def.name}.${f.name}: exported but has no column nor export expression`);
    }
  }
}

/**
 * Registers the areas' resources (once per process; a second call must list the same ones).
 * Fails at start, not at the first request, when a resource of resources/index.ts has no server
 * side, one is registered twice, or one disagrees with its metadata.
 */
export function registerResources(list: ServerResource[]): void {
  const byName = new Map<string, ServerResource>();
  for (const res of list) {
    if (byName.has(res.def.name)) throw new Error(`resource ${res.def.name} is registered twice`);
    byName.set(res.def.name, res);
  }
  for (const def of resourceList) {
    if (!byName.has(def.name)) throw new Error(`resource ${def.name} has no server side (server/areas/<area>/index.ts)`);
  }
  registered = byName; // references are checked against the whole set
  try {
    for (const res of list) {
      if (!resourceList.includes(res.def)) throw new Error(`resource ${res.def.name} is not in resources/index.ts`);
      checkResource(res);
    }
  } catch (err) {
    registered = null;
    throw err;
  }
}

/** Every registered resource, in the order of resources/index.ts. */
export function serverResources(): ServerResource[] {
  if (!registered) throw new Error('no resources registered: buildApp registers the areas first');
  return resourceList.map((def) => registered!.get(def.name)!);
}

/** One registered resource by name (undefined: not a resource, e.g. companies). */
export function resourceOf(name: string): ServerResource | undefined {
  if (!registered) throw new Error('no resources registered: buildApp registers the areas first');
  return registered.get(name);
}
