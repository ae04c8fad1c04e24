// The webhook settings (config.webhooks) of the app serving this call: the engine's write hooks
// receive no config, and two apps of one process may have different ones (crud/app-scope.ts).
import type { WebhookConfig } from '../../config';
import { currentScope } from '../../crud/app-scope';

const DEFAULTS: WebhookConfig = { allowedHosts: [], retryDelaySeconds: 30, maxAttempts: 6, maxFailures: 10, timeoutMs: 10_000 };

export const webhookSettings = (): WebhookConfig => currentScope()?.deps.config.webhooks ?? DEFAULTS;
