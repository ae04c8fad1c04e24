// What an area hands to the application: its server resources (served by the generic engine),
// its own routes (Fastify plugins under /api/v1) and the workers of its background jobs.
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';
import type { ServerResource } from '../crud/types';
import type { AppDeps } from '../http/deps';
import type { AreaOpenApi } from '../http/openapi-kit';

export interface Area {
  /** For messages and docs only. */
  name: string;
  resources?: ServerResource[];
  routes?: FastifyPluginAsync<AppDeps>[];
  /** What /api/docs shows of its hand-written routes' answers (files, jobs, small objects): its `openapi.ts`. */
  openapi?: AreaOpenApi;
  /** Registers the area's job workers and schedules (after the routes). */
  jobs?: ((deps: AppDeps) => Promise<void>)[];
  /** Demo rows, inside the demo seed's transaction, once companies, sites, users and elements exist. */
  demo?: (client: pg.PoolClient) => Promise<void>;
  /** Areas (by name) whose demo rows this area's demo reads: theirs run first. */
  demoAfter?: string[];
  /**
   * Demo rows derived from the final demo state, in the same transaction: after every area's
   * demo and the stored conformity (e.g. a score history that ends on today's real score).
   */
  demoLast?: (client: pg.PoolClient) => Promise<void>;
}

const AREA = Symbol('area');

/** An area's declaration; server/areas/index.ts finds it in the folder's index.ts. */
export const defineArea = (area: Area): Area => Object.assign(area, { [AREA]: true });
export const isArea = (v: unknown): v is Area => typeof v === 'object' && v !== null && AREA in v;
