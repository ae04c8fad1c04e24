// Support conversations (/api/v1/support-threads/): a company's questions and quote requests,
// answered by the provider's support staff; each side is told of the other's messages by e-mail.
import { defineArea } from '../area';
import { registerSupportNotifyJob } from './notify';
import { supportThreadRoutes } from './routes';
import { openapi } from './openapi';

export const supportThreadsArea = defineArea({ openapi,
  name: 'support-threads',
  routes: [supportThreadRoutes],
  jobs: [registerSupportNotifyJob],
});
