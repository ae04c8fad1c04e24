import { defineResource } from './types';

/** What a webhook may subscribe to (spec issue 29 §3); each is told once per object and state. */
export const WEBHOOK_EVENTS = [
  'task.created', 'task.closed', 'control.finished', 'control.late',
  'element.non_compliant', 'express_report.validated', 'import.done',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Outcome of one delivery of one event: sent (2xx), failed (will not be retried) or pending (retrying). */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sent', 'failed'] as const;

/**
 * A company's webhooks (tier corpo, right `company`: they speak for the whole company, like its
 * account preferences). The signing secret is only in the creation's answer (`secret`).
 * `company` may be omitted on create: the caller's current company.
 */
export const webhooks = defineResource({
  name: 'webhooks',
  route: 'webhooks',
  area: 'company',
  tier: 'corpo',
  labelField: 'url',
  defaultOrdering: '-created_at',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'url', type: 'string', required: true, maxLength: 2000, list: true, sortable: true, search: true },
    { name: 'events', type: 'choices', choices: WEBHOOK_EVENTS, required: true, list: true },
    { name: 'active', type: 'boolean', list: true, filter: true },
    { name: 'company', type: 'reference', reference: 'companies', createOnly: true, filter: true },
    { name: 'creator', type: 'reference', reference: 'users', readOnly: true, list: true },
    { name: 'failures_in_row', type: 'number', readOnly: true, list: true },
    { name: 'disabled_at', type: 'datetime', readOnly: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true },
  ],
  tabs: [],
  detailActions: ['edit', 'delete'],
  bulkActions: ['delete'],
});

/** The delivery log of the webhooks: one row per attempt (read only). */
export const webhookDeliveries = defineResource({
  name: 'webhook-deliveries',
  area: 'company',
  tier: 'corpo',
  readOnly: true,
  labelField: 'event',
  defaultOrdering: '-id',
  fields: [
    { name: 'id', type: 'number', readOnly: true, sortable: true },
    { name: 'webhook', type: 'reference', reference: 'webhooks', readOnly: true, filter: true },
    { name: 'event', type: 'choice', choices: WEBHOOK_EVENTS, readOnly: true, filter: true, list: true },
    { name: 'object_key', type: 'string', readOnly: true, list: true },
    { name: 'attempt', type: 'number', readOnly: true, list: true },
    { name: 'status', type: 'choice', choices: WEBHOOK_DELIVERY_STATUSES, readOnly: true, filter: true, list: true },
    { name: 'status_code', type: 'number', readOnly: true, list: true },
    { name: 'duration_ms', type: 'number', readOnly: true, list: true },
    { name: 'error', type: 'string', readOnly: true, list: true },
    { name: 'created_at', type: 'datetime', readOnly: true, sortable: true, list: true },
  ],
  tabs: [],
  detailActions: [],
  bulkActions: [],
});
