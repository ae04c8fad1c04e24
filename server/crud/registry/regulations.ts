// Regulations: a shared catalogue, seen through the caller's regulation scope. Read-only.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { intArr } from '../sql';
import type { ServerResource } from '../types';

const elementTypeCount = sql`(SELECT count(*) FROM element_types et WHERE et.regulation_id = r.id)`;

export const regulations: ServerResource = {
  def: resources.regulations,
  table: 'regulations',
  alias: 'r',
  from: sql`regulations r`,
  select: () => sql`r.id, r.name, ${elementTypeCount}::int AS element_type_count`,
  columns: {
    id: { expr: sql`r.id`, cast: 'int8' },
    name: { expr: sql`r.name`, cast: 'text' },
  },
  scope: (ctx) => sql`r.id = ANY(${intArr(ctx.regulations)})`,
  serialize: (r) => ({ id: r.id, name: r.name, element_type_count: r.element_type_count }),
  exportExpr: () => ({ element_type_count: elementTypeCount }),
  write: {},
};
