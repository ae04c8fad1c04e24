import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { widgets as wg } from './table';

export const widgets = defineServerResource({
  def: resources.widgets,
  table: wg,
  alias: 'wg',
  joins: sql`JOIN companies c ON c.id = wg.company_id`,
  fields: { id: wg.id, name: wg.name, company: wg.companyId, created_at: wg.createdAt },
  labels: { company: sql`c.name` },
  scope: (_ctx, allowed) => sql`wg.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`wg.company_id` },
});
