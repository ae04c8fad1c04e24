// The user menu's entry to the company account (spec §2 /user/entreprise/account).
import BusinessIcon from '@mui/icons-material/Business';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { useTranslate, useUserMenu } from 'react-admin';

export const CompanyAccountMenuItem = forwardRef<HTMLAnchorElement>((_props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem ref={ref} component={Link} to="/user/entreprise/account" onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <BusinessIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.company_account')}</ListItemText>
    </MenuItem>
  );
});
CompanyAccountMenuItem.displayName = 'CompanyAccountMenuItem';
