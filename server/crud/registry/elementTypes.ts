// Element types: a shared catalogue, seen through the caller's regulation scope. Read-only.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { intArr } from '../sql';
import type { ServerResource } from '../types';

export const elementTypes: ServerResource = {
  def: resources['element-types'],
  table: 'element_types',
  alias: 'et',
  from: sql`element_types et JOIN regulations r ON r.id = et.regulation_id`,
  select: () => sql`et.id, et.name, et.regulation_id, r.name AS regulation_name, et.url`,
  columns: {
    id: { expr: sql`et.id`, cast: 'int8' },
    name: { expr: sql`et.name`, cast: 'text' },
    regulation: { expr: sql`et.regulation_id`, cast: 'int8' },
    url: { expr: sql`et.url`, cast: 'text' },
  },
  scope: (ctx) => sql`et.regulation_id = ANY(${intArr(ctx.regulations)})`,
  serialize: (r) => ({ id: r.id, name: r.name, regulation: r.regulation_id, regulation_name: r.regulation_name, url: r.url }),
  exportExpr: () => ({ regulation: sql`r.name` }),
  write: {},
};
