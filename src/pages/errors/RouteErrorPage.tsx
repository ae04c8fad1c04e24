// <Admin error>: an error outside any screen (routing, auth, layout). As the spec asks, the
// session is cleared and the user signs in again, coming back to the current path; a chunk
// that failed to load reloads instead (at most twice).
import { useEffect } from 'react';
import { loginUrlFor } from '../../providers/redirects';
import { clearSession } from '../../providers/session';
import { clearSessionData } from '../../providers/sessionData';
import { PageLoader } from '../PageLoader';
import { reloadForChunkError } from './chunkReload';

export const RouteErrorPage = ({ error }: { error: unknown }) => {
  useEffect(() => {
    if (reloadForChunkError(error)) return;
    console.error(error);
    const target = loginUrlFor(window.location.pathname, window.location.search);
    clearSession();
    clearSessionData();
    // A full load: the crashed tree and its caches must not survive.
    window.location.assign(target);
  }, [error]);
  return <PageLoader />;
};
