// Rules applied to every main-area route: /support is for support users, a forced password
// change comes first, and support users always work within one company outside /support.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading, useNotify, useRefresh } from 'react-admin';
import { defaultCompany, switchCompany } from '../providers/companySwitch';
import { guardRedirect, needsCompanySwitch } from '../providers/redirects';
import { useCompanies, useCompanySelection, useSessionUser } from '../providers/useSession';

export const RouteGuards = ({ children }: { children: ReactNode }) => {
  const user = useSessionUser();
  const companies = useCompanies();
  const selection = useCompanySelection();
  const { pathname, search } = useLocation();
  const notify = useNotify();
  const refresh = useRefresh();
  const [switchFailed, setSwitchFailed] = useState(false);
  const mustSwitch = needsCompanySwitch(user, pathname) && !switchFailed;
  const target = defaultCompany(companies, selection);
  const switching = useRef(false);

  useEffect(() => {
    if (!mustSwitch || target === undefined || switching.current) return;
    switching.current = true;
    switchCompany(user, target)
      .then(refresh, (error: Error) => {
        setSwitchFailed(true);
        notify(error.message, { type: 'error' });
      })
      .finally(() => {
        switching.current = false;
      });
  }, [mustSwitch, target, user, refresh, notify]);

  const redirect = guardRedirect(user, pathname, search);
  if (redirect) return <Navigate to={redirect} replace />;
  if (mustSwitch && target !== undefined) return <Loading />;
  return <>{children}</>;
};
