// Integrations (issue 29 §3) at /integrations, in the sidebar where spec §2 puts it (every user:
// the calendar feed is each user's own); the webhooks' create (secret shown once) and page
// (settings and delivery log) are the engine's with these overrides.
import HubIcon from '@mui/icons-material/Hub';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Route } from 'react-router';
import { resources } from '../../../resources';
import { EngineShow } from '../../engine/EngineViews';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { DeliveryLog } from './DeliveryLog';
import { IntegrationsPage } from './IntegrationsPage';
import { WebhookCreate } from './WebhookCreate';

const WebhookShow = () => (
  <EngineShow def={resources.webhooks}>
    <DeliveryLog />
  </EngineShow>
);

export const integrationsArea: ConsoleArea = {
  name: 'integrations',
  routes: [<Route key="integrations" path="/integrations" element={<IntegrationsPage />} />],
  views: { webhooks: { icon: WebhookIcon, create: WebhookCreate, show: WebhookShow }, 'webhook-deliveries': { icon: WebhookIcon } },
  menu: [{ route: '/integrations', icon: HubIcon, label: 'app.menu.integrations', position: MENU_POSITIONS.integrations }],
};
