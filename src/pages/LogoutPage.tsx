// /logout: revokes the token (POST /logout/), clears the session and react-admin's caches, and
// goes to /login.
import { useEffect } from 'react';
import { useLogout } from 'react-admin';
import { PageLoader } from './PageLoader';

export const LogoutPage = () => {
  const logout = useLogout();
  useEffect(() => {
    void logout({ explicit: true }, '/login', false);
  }, [logout]);
  return <PageLoader />;
};
