// Custom routes of the company pages (inside the app's layout).
import { Route } from 'react-router';
import { CompanyAccountPage } from './CompanyAccountPage';

export const companyRoutes = [
  <Route key="company-account" path="/user/entreprise/account" element={<CompanyAccountPage />} />,
];
