// The engine's registry: the server resources the areas hand over at start (server/areas/index.ts
// through buildApp). The engine imports no area: it only knows the resources registered here.
// Each app instance holds its own (`app.registry`); the engine's calls read the one of the app
// serving the request or job (app-scope.ts), so two apps in one process share nothing here.
import { resourceList } from '../../resources';
import type { RequestContext } from '../auth/context';
import { currentScope } from './app-scope';
import { NON_RESOURCE_TARGETS } from './reference-targets';
import type { ServerResource } from './types';

const NO_SCOPE = { companies: [], factories: [], regulations: [], buildings: [], buildingSites: [] } as unknown as RequestContext;

/** Checks a resource's server side against its metadata: throws (the start stops) on a gap. */
export function checkResource(res: ServerResource, registered?: ReadonlyMap<string, ServerResource>): void {
  const { def } = res;
  const isReferenceTarget = (target: string) => !!(registered ?? checking ?? registry()?.byName)?.has(target) || target in NON_RESOURCE_TARGETS;
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

/** The registry whose start checks are running (synchronous: set and cleared within its constructor). */
let checking: ReadonlyMap<string, ServerResource> | null = null;

/** The resources one app serves, checked against their metadata. */
export class Registry {
  readonly byName: ReadonlyMap<string, ServerResource>;

  /**
   * Fails at start, not at the first request, when a resource of resources/index.ts has no server
   * side, one is registered twice, or one disagrees with its metadata.
   */
  constructor(list: ServerResource[]) {
    const byName = new Map<string, ServerResource>();
    for (const res of list) {
      if (byName.has(res.def.name)) throw new Error(`resource ${res.def.name} is registered twice`);
      byName.set(res.def.name, res);
    }
    for (const def of resourceList) {
      if (!byName.has(def.name)) throw new Error(`resource ${def.name} has no server side (server/areas/<area>/index.ts)`);
    }
    this.byName = byName;
    // A resource's own check may look up another (m2m targets): it sees this registry meanwhile.
    checking = byName;
    try {
      for (const res of list) {
        if (!resourceList.includes(res.def)) throw new Error(`resource ${res.def.name} is not in resources/index.ts`);
        checkResource(res, byName); // references are checked against the whole set
      }
    } finally {
      checking = null;
    }
  }

  /** Every registered resource, in the order of resources/index.ts. */
  all(): ServerResource[] {
    return resourceList.map((def) => this.byName.get(def.name)!);
  }
}

/**
 * The registry of scripts that run the engine outside any app (benchmarks, unit tests): set by
 * registerResources only, never by an app, whose calls read their own.
 */
let standalone: Registry | null = null;

/** For scripts outside an app: checks the resources and makes them the engine's (see `standalone`). */
export function registerResources(list: ServerResource[]): Registry {
  standalone = new Registry(list);
  return standalone;
}

const registry = (): Registry | null => currentScope()?.registry ?? standalone;

function required(): Registry {
  const found = registry();
  if (!found) throw new Error('no resources registered: the engine runs inside an app (buildApp) or after registerResources');
  return found;
}

/** Every registered resource of the app serving this call, in the order of resources/index.ts. */
export const serverResources = (): ServerResource[] => required().all();

/** One registered resource by name (undefined: not a resource, e.g. companies). */
export const resourceOf = (name: string): ServerResource | undefined => (checking ?? required().byName).get(name);
