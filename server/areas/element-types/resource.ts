// Element types: a shared catalogue, seen through the caller's regulation scope. Read-only.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { elementTypes as et } from './table';

export const elementTypes = defineServerResource({
  def: resources['element-types'],
  table: et,
  alias: 'et',
  joins: sql`JOIN regulations r ON r.id = et.regulation_id`,
  fields: { id: et.id, name: et.name, regulation: et.regulationId, url: et.url },
  labels: { regulation: sql`r.name` },
  owner: { regulation: sql`et.regulation_id` }, // a shared catalogue: no company
  scope: (ctx) => sql`et.regulation_id = ANY(${intArr(ctx.regulations)})`,
});
