// Top bar: page title, the demo mark, global element search, company selector, notifications bell, language picker (globe), loading indicator, user menu.
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { AppUserMenu } from './AppUserMenu';
import { NotificationBell } from './bell/NotificationBell';
import { CompanySelector } from './CompanySelector';
import { DemoBadge } from './DemoBadge';
import { GlobalSearch } from './GlobalSearch';
import { LanguageMenu } from './LanguageMenu';
import { PageHeading } from './PageHeading';

export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={<AppUserMenu />}
    toolbar={
      <>
        <DemoBadge />
        <GlobalSearch />
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
