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
  <Layout appBar={AppBar} menu={AppMenu} error={ServerErrorPage}>
    <BackendErrorListener />
    <RouteGuards>{children}</RouteGuards>
  </Layout>
);
