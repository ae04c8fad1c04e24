// Decides access before a view's controller mounts (answered from the session, no network) and
// renders the forbidden page in place, so the URL the user asked for is kept.
import type { ReactNode } from 'react';
import { ForbiddenPage } from '../pages/errors/ForbiddenPage';
import { useAccess } from '../providers/useSession';

export const AccessGate = ({ resource, action, children }: { resource: string; action: string; children: ReactNode }) =>
  useAccess(resource, action) ? <>{children}</> : <ForbiddenPage />;
