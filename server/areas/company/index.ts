// The current company's account: name, landmark labels, logo (spec §1, §2 /user/entreprise/account).
import { defineArea } from '../area';
import { companyRoutes } from './routes';

export const companyArea = defineArea({ name: 'company', routes: [companyRoutes] });
