// The current company's account: name, landmark labels, logo (spec §1, §2 /user/entreprise/account).
import { defineArea } from '../area';
import { companyRoutes } from './routes';
import { openapi } from './openapi';

export const companyArea = defineArea({ openapi, name: 'company', routes: [companyRoutes] });
