// Top bar: page title, the demo mark, what the areas place there (the element search), company selector, notifications bell, language picker (globe), loading indicator, user menu.
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { appBarItems } from '../features';
import { AppUserMenu } from './AppUserMenu';
import { NotificationBell } from './bell/NotificationBell';
import { CompanySelector } from './CompanySelector';
import { DemoBadge } from './DemoBadge';
import { LanguageMenu } from './LanguageMenu';
import { PageHeading } from './PageHeading';

export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <DemoBadge />
        {appBarItems.map((Item, i) => <Item key={i} />)}
        <CompanySelector />
        <NotificationBell />
        <LanguageMenu />
        <LoadingIndicator />
      </>
    }
  >
    <PageHeading />
  </RaAppBar>
);
