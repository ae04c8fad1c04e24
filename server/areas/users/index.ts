// Users, teams, invitations, rights templates and the password pages.
import { defineArea } from '../area';
import { users } from './resource';
import { usersRoutes } from './routes';
import { teams } from './teams';

export const usersArea = defineArea({ name: 'users', resources: [users, teams], routes: [usersRoutes] });
