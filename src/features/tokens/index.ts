// Private-application tokens (API `tokens`, tier corpo) at /tokens: the engine's list, show and
// edit; the create shows the key once. Under the data management entry of the sidebar (spec §2).
import KeyIcon from '@mui/icons-material/VpnKey';
import { MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import { TokenCreate } from './TokenCreate';

export const tokensArea: ConsoleArea = {
  name: 'tokens',
  views: { tokens: { icon: KeyIcon, create: TokenCreate } },
  menu: [{
    route: '/tokens', icon: KeyIcon, label: 'app.menu.tokens', area: 'token', tier: 'corpo',
    position: MENU_POSITIONS.data_management + 8, group: 'data_management',
  }],
};
