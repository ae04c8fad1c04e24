// /api/v1/webhooks/ and its delivery log /api/v1/webhook-deliveries/ (tier corpo, right `company`):
// a company's webhooks are the company's, seen by whoever holds that right on it.
import { sql } from 'drizzle-orm';
import { resources } from '../../../resources';
import { defineServerResource } from '../../crud/define';
import { intArr } from '../../crud/sql';
import { webhookHooks } from './hooks';
import { webhookDeliveries as wd, webhooks as wh } from './table';

export const webhooks = defineServerResource({
  def: resources.webhooks,
  table: wh,
  alias: 'wh',
  joins: sql`JOIN companies c ON c.id = wh.company_id LEFT JOIN users cu ON cu.id = wh.creator_id`,
  fields: {
    id: wh.id, url: wh.url, events: wh.events, active: wh.active, company: wh.companyId, creator: wh.creatorId,
    failures_in_row: wh.failuresInRow, disabled_at: wh.disabledAt, created_at: wh.createdAt,
  },
  labels: { company: sql`c.name`, creator: sql`trim(cu.first_name || ' ' || cu.last_name)` },
  hookColumns: [wh.creatorId, wh.secret, wh.failuresInRow, wh.disabledAt],
  exportExpr: () => ({ events: sql`array_to_string(wh.events, ', ')` }),
  scope: (_ctx, allowed) => sql`wh.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`wh.company_id` },
  hooks: webhookHooks,
});

export const webhookDeliveries = defineServerResource({
  def: resources['webhook-deliveries'],
  table: wd,
  alias: 'wd',
  fields: {
    id: wd.id, webhook: wd.webhookId, event: wd.event, object_key: wd.objectKey, attempt: wd.attempt, status: wd.status,
    status_code: wd.statusCode, duration_ms: wd.durationMs, error: wd.error, created_at: wd.createdAt,
  },
  internal: [wd.companyId, wd.eventId],
  scope: (_ctx, allowed) => sql`wd.company_id = ANY(${intArr(allowed.companies)})`,
  owner: { company: sql`wd.company_id` },
});
