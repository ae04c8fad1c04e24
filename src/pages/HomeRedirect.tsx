// `/` when authenticated: the `redirect` parameter if it is an in-app path, else the home path.
import { Navigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../providers/redirects';

export const HomeRedirect = () => {
  const [params] = useSearchParams();
  return <Navigate to={afterLoginPath(params.get('redirect'))} replace />;
};
