// The user menu in spec §2's order: who is signed in, then the areas' entries (profile and settings,
// the company account, help centre and support contact, legal page), log out (through /logout,
// which revokes the token), then services, toolbox, process express reports, regulatory records.
// The areas place their entries (ConsoleArea.userMenu, USER_MENU_POSITIONS).
import LanguageIcon from '@mui/icons-material/Language';
import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, ListItemText, MenuItem, useMediaQuery, type Theme } from '@mui/material';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import type { Locale } from '../../locales/types';
import { USER_MENU_POSITIONS } from '../features/consoleArea';
import { changeLocale, getLocale, LOCALE_NAMES } from '../providers/locale';
import { userMenuEntries } from '../features';

const ProfileItem = () => {
  const { identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
      <ListItemText primary={identity.fullName} secondary={identity.email as string} />
    </MenuItem>
  );
};

const LogoutItem = forwardRef<HTMLAnchorElement>((_props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to="/logout" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.logout')}</ListItemText>
    </MenuItem>
  );
});
LogoutItem.displayName = 'LogoutItem';

/** On a phone the bar has no language button: the menu switches to the other language. */
const LanguageItem = forwardRef<HTMLLIElement>((_props, ref) => {
  const translate = useTranslate();
  const other = (Object.keys(LOCALE_NAMES) as Locale[]).find((l) => l !== getLocale())!;
  return (
    <MenuItem ref={ref} onClick={() => changeLocale(other)}>
      <ListItemIcon>
        <LanguageIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={translate('app.language.label')} secondary={<span lang={other}>{LOCALE_NAMES[other]}</span>} />
    </MenuItem>
  );
});
LanguageItem.displayName = 'LanguageItem';

/**
 * The button shows the user's name: its accessible name starts with that name, then says what it
 * opens ("Alice Martin, menu utilisateur"), so the visible text is in it (RGAA 6.1.5, WCAG 2.5.3).
 */
export const AppUserMenu = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const menu = translate('app.menu.user_menu');
  // react-admin names its small-screen button by translating `label` with "Profile" as the
  // fallback, so there it must be a key; the name is shown (and so named) on larger screens only.
  const large = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label = large && identity?.fullName ? `${identity.fullName}, ${menu.toLowerCase()}` : 'app.menu.user_menu';
  return (
    <UserMenu label={label}>
      <ProfileItem />
      {!large && <LanguageItem />}
      {userMenuEntries.filter((e) => e.position < USER_MENU_POSITIONS.logout).map(({ item: Item }, i) => <Item key={i} />)}
      <LogoutItem />
      {userMenuEntries.filter((e) => e.position > USER_MENU_POSITIONS.logout).map(({ item: Item }, i) => <Item key={`after-${i}`} />)}
    </UserMenu>
  );
};
