// Single sign-on settings at /sso (API /sso/, corpo plan). Spec §6 has no `sso` rights area: the
// `company` right (account preferences) governs the page, as it does the API.
import LoginIcon from '@mui/icons-material/Login';
import { Route } from 'react-router';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { SsoPage } from './SsoPage';

export const ssoArea: ConsoleArea = {
  name: 'sso',
  pages: { sso: { area: 'company', tier: 'corpo' } },
  routes: [<Route key="sso" path="/sso" element={<SsoPage />} />],
  menu: [{
    route: '/sso', icon: LoginIcon, label: 'app.menu.sso', area: 'company', tier: 'corpo',
    position: MENU_POSITIONS.data_management + 9, group: 'data_management',
  }],
};
