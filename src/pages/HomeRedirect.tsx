// `/` when authenticated: the `redirect` parameter if it is an in-app path, else the user's
// preferred dashboard (when its screen exists).
import { Navigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../providers/redirects';
import { useSessionUser } from '../providers/useSession';

export const HomeRedirect = () => {
  const [params] = useSearchParams();
  const user = useSessionUser();
  return <Navigate to={afterLoginPath(params.get('redirect'), user?.profile_details?.preferred_dashboard)} replace />;
};
