// Entries of the user menu (spec §2): profile and settings, services; linkItem makes the others.
import type { SvgIconComponent } from '@mui/icons-material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { useTranslate, useUserMenu } from 'react-admin';

export const linkItem = (to: string, label: string, Icon: SvgIconComponent, name: string) => {
  const Item = forwardRef<HTMLAnchorElement>((_props, ref) => {
    const translate = useTranslate();
    const userMenu = useUserMenu();
    return (
      <MenuItem ref={ref} component={Link} to={to} onClick={() => userMenu?.onClose()}>
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate(label)}</ListItemText>
      </MenuItem>
    );
  });
  Item.displayName = name;
  return Item;
};

export const ProfileMenuItem = linkItem('/user/profile', 'app.account.menu.profile', ManageAccountsIcon, 'ProfileMenuItem');
export const ServicesMenuItem = linkItem('/services', 'app.account.menu.services', StorefrontIcon, 'ServicesMenuItem');
