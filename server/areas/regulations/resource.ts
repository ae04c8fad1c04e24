// Regulations: a shared catalogue, seen through the caller's regulation scope. Read-only.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { regulations as r } from './table';

export const regulations = defineServerResource({
  def: resources.regulations,
  table: r,
  alias: 'r',
  fields: {
    id: r.id, name: r.name,
    element_type_count: { computed: sql`(SELECT count(*) FROM element_types et WHERE et.regulation_id = r.id)::int` },
  },
  internal: [r.createdAt],
  owner: { regulation: sql`r.id` }, // a shared catalogue: no company
  scope: (ctx) => sql`r.id = ANY(${intArr(ctx.regulations)})`,
});
