// The current user (/user/me/) and the company list (/company/all), fetched once and kept 24 h,
// so that access checks answer without the network. Refreshed when stale, after a 403 (rights
// may have changed), on reconnection, and after a company switch.
import { httpClient } from './httpClient';
import { readJson, remove, write } from './storage';
import { COMPANY_KEY, getCompanySelection, getSession, setSessionUser } from './session';
import type { Company, CompanySelection, CurrentUser } from './types';

export const CACHE_KEY = 'session-data';
export const SESSION_DATA_TTL = 24 * 60 * 60 * 1000;

interface Cache {
  userId: number;
  fetchedAt: number;
  companies: Company[];
}

const readCache = (): Cache | null => {
  const cache = readJson<Cache>(CACHE_KEY);
  const user = getSession()?.user;
  return cache && user && cache.userId === user.id ? cache : null;
};

/** The companies of the signed-in user (empty until loaded). */
export const getCompanies = (): Company[] => readCache()?.companies ?? [];

export const isStale = (fetchedAt: number | undefined, now = Date.now()) =>
  fetchedAt === undefined || now - fetchedAt > SESSION_DATA_TTL;

export const fetchCurrentUser = async (): Promise<CurrentUser> =>
  (await httpClient<CurrentUser>('/user/me/')).json;

let inflight: Promise<void> | null = null;

/**
 * Refetches the user and the companies (one refresh at a time). `user`: a user just received
 * (the login answer), which then is not fetched again.
 */
export const refreshSessionData = (known?: CurrentUser): Promise<void> => {
  inflight ??= (async () => {
    try {
      const [user, companies] = await Promise.all([
        known ?? fetchCurrentUser(),
        httpClient<Company[]>('/company/all').then((r) => r.json),
      ]);
      write(CACHE_KEY, { userId: user.id, fetchedAt: Date.now(), companies } satisfies Cache);
      setSessionUser(user);
    } finally {
      inflight = null;
    }
  })();
  return inflight;
};

/** Waits for the data when missing; refreshes in the background when merely stale. */
export const ensureSessionData = async (): Promise<void> => {
  const cache = readCache();
  if (!cache) return refreshSessionData();
  if (isStale(cache.fetchedAt)) refreshSessionData().catch(() => undefined);
};

/** The company in force: the stored selection when it is one of the user's companies, else 'all'. */
export const getEffectiveSelection = (): CompanySelection => {
  const selection = getCompanySelection();
  return selection !== 'all' && getCompanies().some((c) => c.id === selection) ? selection : 'all';
};

/** Forgets what belonged to the signed-in user (another user may sign in next). */
export const clearSessionData = () => {
  remove(CACHE_KEY);
  remove(COMPANY_KEY);
};
