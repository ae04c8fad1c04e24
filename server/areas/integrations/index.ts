// Integrations (issue 29 §3): the private calendar feed of each user and a company's signed
// webhooks (tier corpo, right `company`) with their delivery log.
import { defineArea } from '../area';
import { seedWebhooks } from './demo';
import { registerWebhookJobs } from './jobs';
import { webhookDeliveries, webhooks } from './resource';
import { integrationRoutes } from './routes';
import { openapi } from './openapi';

export const integrationsArea = defineArea({ openapi, name: 'integrations', resources: [webhooks, webhookDeliveries], routes: [integrationRoutes], jobs: [registerWebhookJobs], demo: seedWebhooks });
