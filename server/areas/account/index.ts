// The caller's own account: profile, picture, notification settings, company.
import { defineArea } from '../area';
import { accountRoutes } from './routes';
import { openapi } from './openapi';

export const accountArea = defineArea({ openapi, name: 'account', routes: [accountRoutes] });
