// The help centre at /help (articles in help/<locale>/*.md): the sidebar's last entry "Aide"
// (spec §2), the user menu's entries of the help area (UserMenuItems.tsx), and the top bar's "?"
// (through the registry's appBar slot).
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import { MENU_POSITIONS, USER_MENU_POSITIONS, type ConsoleArea } from '../consoleArea';
import {
  HelpCentreMenuItem, LegalMenuItem, RegistersMenuItem, SupportContactMenuItem, ToolboxMenuItem,
} from './UserMenuItems';
import { ContextualHelp } from './ContextualHelp';
import { helpRoutes } from './routes';

export const helpArea: ConsoleArea = {
  name: 'help',
  routes: helpRoutes,
  userMenu: [
    { position: USER_MENU_POSITIONS.help_centre, item: HelpCentreMenuItem },
    { position: USER_MENU_POSITIONS.support_contact, item: SupportContactMenuItem },
    { position: USER_MENU_POSITIONS.legal, item: LegalMenuItem },
    { position: USER_MENU_POSITIONS.toolbox, item: ToolboxMenuItem },
    { position: USER_MENU_POSITIONS.registers, item: RegistersMenuItem },
  ],
  // The screen's "?" in the top bar (opens its article).
  appBar: [ContextualHelp],
  menu: [{ route: '/help', icon: HelpCenterIcon, label: 'app.menu.help', position: MENU_POSITIONS.help }],
};
