// Support's screens under /support (the route guard sends anyone else to /dashboard): the express
// reports queue at /support/rxpress.
import { Route } from 'react-router';
import type { ConsoleArea } from '../consoleArea';
import { SupportQueue } from './SupportQueue';

export const supportArea: ConsoleArea = {
  name: 'support',
  routes: [<Route key="support-rxpress" path="/support/rxpress" element={<SupportQueue />} />],
};
