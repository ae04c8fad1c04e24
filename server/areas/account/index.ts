// The caller's own account: profile, picture, notification settings, company.
import { defineArea } from '../area';
import { accountRoutes } from './routes';

export const accountArea = defineArea({ name: 'account', routes: [accountRoutes] });
