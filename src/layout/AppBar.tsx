// Top bar: page title, the demo mark, what the areas place there (the element search), company selector, notifications bell, language picker (globe), loading indicator, user menu.
// On a phone (below 600 px) the buttons are tighter, the language moves into the user menu and the
// refresh button goes (a phone reloads the page itself): otherwise the user menu ended past the
// screen's edge, out of reach.
import { Box } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator, useTranslate } from 'react-admin';
import { appBarItems } from '../features';
import { AppUserMenu } from './AppUserMenu';
import { NotificationBell } from './bell/NotificationBell';
import { CompanySelector } from './CompanySelector';
import { DemoBadge } from './DemoBadge';
import { LanguageMenu } from './LanguageMenu';
import { PageHeading } from './PageHeading';

// react-admin passes unknown props to its spinner: named, it is announced ("Chargement…"), and
// axe's aria-progressbar-name no longer fails while a page loads.
const NamedLoadingIndicator = () => <LoadingIndicator aria-label={useTranslate()('ra.page.loading')} />;

export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={<AppUserMenu />}
    sx={{ '& .MuiToolbar-root .MuiIconButton-root': { p: { xs: 0.75, sm: 1 } } }}
    toolbar={
      <>
        <DemoBadge />
        {appBarItems.map((Item, i) => <Item key={i} />)}
        <CompanySelector />
        <NotificationBell />
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}><LanguageMenu /><NamedLoadingIndicator /></Box>
      </>
    }
  >
    <PageHeading />
  </RaAppBar>
);
