// Users, teams, invitations, rights templates and the password pages.
import { defineArea } from '../area';
import { users } from './resource';
import { usersRoutes } from './routes';
import { teams } from './teams';
import { openapi } from './openapi';

export const usersArea = defineArea({ openapi, name: 'users', resources: [users, teams], routes: [usersRoutes] });
