// Support conversations: /messages for users, /support/messages for support staff (the /support
// routes send anyone else to /dashboard: RouteGuards).
import { Route } from 'react-router';
import { SupportThreadsPage } from './SupportThreadsPage';

export const supportThreadsRoutes = [
  <Route key="messages" path="/messages" element={<SupportThreadsPage />} />,
  <Route key="support-messages" path="/support/messages" element={<SupportThreadsPage supportSide />} />,
];
