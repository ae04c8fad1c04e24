// The authenticated area's frame: react-admin's Layout with our bar and menu, the error page of
// a crashed screen, the route guards and the global error toasts.
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ServerErrorPage } from '../pages/errors/ServerErrorPage';
import { AppBar } from './AppBar';
import { AppMenu } from './AppMenu';
import { BackendErrorListener } from './BackendErrorListener';
import { RouteGuards } from './RouteGuards';

export const AppLayout = ({ children }: { children: ReactNode }) => (
  // The content column may shrink below its widest child (a 13-month table, a calendar's no-wrap
  // titles): those scroll inside their own box instead of pushing the page past the window.
  // The same for react-admin's page columns (flex items sized to their content by default): on a
  // phone a list's filter form or tabs would otherwise widen the whole page past the screen.
  <Layout
    appBar={AppBar}
    menu={AppMenu}
    error={ServerErrorPage}
    sx={{
      minWidth: 0,
      '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 },
      '& .RaList-main, & .RaShow-main, & .RaEdit-main, & .RaCreate-main, & .RaShow-card, & .RaEdit-card, & .RaCreate-card': { minWidth: 0 },
    }}
  >
    <BackendErrorListener />
    <RouteGuards>{children}</RouteGuards>
  </Layout>
);
