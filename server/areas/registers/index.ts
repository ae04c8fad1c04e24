// Regulatory registers (/api/v1/factories/{id}/register/): the register of a site's periodic
// verifications, observations and deadlines that the Code du travail (L4711-1 to L4711-5) asks
// an employer to keep at the inspectors' disposal; a PDF, or a job for a large site.
import { defineArea } from '../area';
import { registerRegisterJob } from './job';
import { registerRoutes } from './routes';
import { openapi } from './openapi';

export const registersArea = defineArea({ openapi,
  name: 'registers',
  routes: [registerRoutes],
  jobs: [registerRegisterJob],
});
