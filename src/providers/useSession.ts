// React view of the local session: re-renders when it changes (login, refetch, company switch).
import { useMemo, useSyncExternalStore } from 'react';
import { canAccess } from './accessControl';
import { accessContext } from './authProvider';
import { getCompanySelection, getSession, SESSION_KEY, subscribeSession } from './session';
import { CACHE_KEY, getCompanies, getEffectiveSelection } from './sessionData';
import { readText } from './storage';

// Snapshots must be stable between changes: read the raw storage strings, parse on change.
const snapshot = () => `${readText(SESSION_KEY)}|${readText(CACHE_KEY)}|${getCompanySelection()}`;

const useSessionVersion = () => useSyncExternalStore(subscribeSession, snapshot, snapshot);

/** The same object until the session changes (safe in effect dependencies). */
export const useSessionUser = () => {
  const version = useSessionVersion();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => getSession()?.user ?? null, [version]);
};

export const useCompanies = () => {
  const version = useSessionVersion();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => getCompanies(), [version]);
};

export const useCompanySelection = () => {
  useSessionVersion();
  return getEffectiveSelection();
};

/** Synchronous access check, for gates that must decide before a controller mounts. */
export const useAccess = (resource: string, action: string): boolean => {
  useSessionVersion();
  return canAccess(accessContext(), { resource, action });
};

/** The access context (rights, plan), re-read when the session changes: for the pure rules of actionRules.ts. */
export const useAccessContext = () => {
  useSessionVersion();
  return accessContext();
};
