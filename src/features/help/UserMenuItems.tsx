// User menu entries of the help area (spec §2): help centre, help and support contact (support
// staff: their messages queue), legal page, toolbox, regulatory records (with the controls' view).
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import HandymanIcon from '@mui/icons-material/Handyman';
import HelpCenterIcon from '@mui/icons-material/HelpCenter';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { forwardRef } from 'react';
import { useAccess, useSessionUser } from '../../providers/useSession';
import { linkItem } from '../account/UserMenuItems';

export const HelpCentreMenuItem = linkItem('/help', 'app.menu.help_centre', HelpCenterIcon, 'HelpCentreMenuItem');
export const LegalMenuItem = linkItem('/legal', 'app.menu.legal', GavelIcon, 'LegalMenuItem');
export const ToolboxMenuItem = linkItem('/toolbox', 'app.menu.toolbox', HandymanIcon, 'ToolboxMenuItem');

const UserContact = linkItem('/messages', 'app.menu.support_contact', ForumIcon, 'UserContact');
const SupportMessages = linkItem('/support/messages', 'app.menu.support_messages', ForumIcon, 'SupportMessages');
export const SupportContactMenuItem = forwardRef<HTMLAnchorElement>((_props, ref) => {
  const user = useSessionUser() as { role?: string | null } | null;
  return user?.role === 'support' ? <SupportMessages ref={ref} /> : <UserContact ref={ref} />;
});
SupportContactMenuItem.displayName = 'SupportContactMenuItem';

const Registers = linkItem('/registers', 'app.menu.registers', MenuBookIcon, 'Registers');
export const RegistersMenuItem = forwardRef<HTMLAnchorElement>((_props, ref) => (useAccess('registers', 'list') ? <Registers ref={ref} /> : null));
RegistersMenuItem.displayName = 'RegistersMenuItem';
