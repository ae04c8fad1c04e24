// Custom route of the activity log screen.
import { Route } from 'react-router';
import { HistoryPage } from './HistoryPage';

export const historyRoutes = [<Route key="history" path="/user/team/history" element={<HistoryPage />} />];
