// The words of the webhooks and their deliveries (their screens: integrations.fr.ts), in English:
// the same keys as webhooks.fr.ts (type-checked).
import type { Catalogue } from '../locales/types';
import type { words as fr } from './webhooks.fr';

export const words = {
  resources: {
    webhooks: {
      name: 'Webhook |||| Webhooks',
      fields: {
        id: 'ID',
        url: 'Address (URL)',
        events: 'Events',
        active: 'Active',
        company: 'Company',
        creator: 'Created by',
        failures_in_row: 'Failures in a row',
        disabled_at: 'Disabled on',
        created_at: 'Created on',
        secret: 'Signing secret',
      },
      choices: {
        events: {
          'task.created': 'Observation created',
          'task.closed': 'Observation closed',
          'control.finished': 'Control done',
          'control.late': 'Control late',
          'element.non_compliant': 'Equipment non-compliant',
          'express_report.validated': 'Express report validated',
          'import.done': 'Import done',
        },
      },
    },
    'webhook-deliveries': {
      name: 'Delivery |||| Deliveries',
      fields: {
        id: 'ID',
        webhook: 'Webhook',
        event: 'Event',
        object_key: 'Object',
        attempt: 'Attempt',
        status: 'Status',
        status_code: 'HTTP code',
        duration_ms: 'Duration (ms)',
        error: 'Error',
        created_at: 'Date',
      },
      choices: {
        event: {
          'task.created': 'Observation created',
          'task.closed': 'Observation closed',
          'control.finished': 'Control done',
          'control.late': 'Control late',
          'element.non_compliant': 'Equipment non-compliant',
          'express_report.validated': 'Express report validated',
          'import.done': 'Import done',
        },
        status: { pending: 'Retry scheduled', sent: 'Sent', failed: 'Failed' },
      },
    },
  },
} as const satisfies Catalogue<typeof fr>;
