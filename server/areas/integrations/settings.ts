// The webhook settings of this process (config.webhooks), set when the area's routes register:
// the engine's write hooks receive no config, and one process serves one configuration.
import type { WebhookConfig } from '../../config';

let current: WebhookConfig = { allowedHosts: [], retryDelaySeconds: 30, maxAttempts: 6, maxFailures: 10, timeoutMs: 10_000 };

export const webhookSettings = () => current;
export const setWebhookSettings = (s: WebhookConfig) => { current = s; };
