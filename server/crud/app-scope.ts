// The app instance serving the current request or job. Several apps may live in one process (the
// API tests build two on one database), so what belongs to an app (its registry, its job queue, its
// configuration) is kept on it, never in a module: buildApp runs its start, each of its requests
// and each of its jobs inside its scope (http/app.ts), and the engine's hooks read it here.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppDeps } from '../http/deps';
import type { Registry } from './registry';

export interface AppScope {
  registry: Registry;
  deps: AppDeps;
}

const scopes = new AsyncLocalStorage<AppScope>();
/** The apps of this process that are open: a directory, so that a call from outside any (a test's
 * direct call into an area) finds the app when there is one, and none when there are several. */
const open = new Set<AppScope>();

/** Runs `fn` (and everything it awaits or schedules) as part of the app `scope`. */
export const runInScope = <T>(scope: AppScope, fn: () => T): T => scopes.run(scope, fn);

/** Lists an app as open until the returned function is called (its close). */
export function openScope(scope: AppScope): () => void {
  open.add(scope);
  return () => { open.delete(scope); };
}

/** The app serving this call; outside any, the only open app (undefined when none, or several). */
export const currentScope = (): AppScope | undefined => scopes.getStore() ?? (open.size === 1 ? [...open][0] : undefined);
