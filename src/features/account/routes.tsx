// Custom routes of the account pages (inside the app's layout).
import { Route } from 'react-router';
import { NotificationsPage } from './NotificationsPage';
import { ProfilePage } from './ProfilePage';

export const accountRoutes = [
  <Route key="profile" path="/user/profile" element={<ProfilePage />} />,
  <Route key="notifications" path="/user/notifications" element={<NotificationsPage />} />,
];
