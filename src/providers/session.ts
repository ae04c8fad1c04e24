// The local session (spec §3/§4): token, expiry and user, stored together under `user` with
// storage version 1. It is authenticated only when all three exist and expiry is in the future.
import { readJson, readText, remove, write } from './storage';
import type { CompanySelection, CurrentUser } from './types';

export const SESSION_KEY = 'user';
export const COMPANY_KEY = 'company';
const VERSION = 1;

export interface Session {
  token: string;
  expiry: string;
  user: CurrentUser;
}

interface Stored {
  state: { token?: string | null; expiry?: string | null; user?: CurrentUser | null };
  version: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** Components re-render on session changes through useSession (useSyncExternalStore). */
export const subscribeSession = (listener: Listener) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const emit = () => listeners.forEach((l) => l());

/** Pure rule: every part present and an expiry in the future. */
export const isSessionValid = (state: Partial<Stored['state']> | null | undefined, now = Date.now()): boolean => {
  if (!state?.token || !state.user || !state.expiry) return false;
  const expiry = Date.parse(state.expiry);
  return Number.isFinite(expiry) && expiry > now;
};

export const readStoredState = (): Stored['state'] | null => {
  const stored = readJson<Stored>(SESSION_KEY);
  return stored && stored.version === VERSION && stored.state ? stored.state : null;
};

/** The session when it is valid, else null. */
export const getSession = (now = Date.now()): Session | null => {
  const state = readStoredState();
  return isSessionValid(state, now) ? (state as Session) : null;
};

export const isAuthenticated = (now = Date.now()) => getSession(now) !== null;
/** The stored token even when the session is no longer valid (for the logout call). */
export const getToken = (): string | null => readStoredState()?.token ?? null;
export const getUser = (): CurrentUser | null => getSession()?.user ?? null;

/** Stores token, expiry and user together: never one without the others. */
export const setSession = ({ token, expiry, user }: Session) => {
  write(SESSION_KEY, { state: { token, expiry, user }, version: VERSION } satisfies Stored);
  emit();
};

/** Replaces the user of the current session (after /user/me/ was refetched). */
export const setSessionUser = (user: CurrentUser) => {
  const state = readStoredState();
  if (!state?.token || !state.expiry) return;
  setSession({ token: state.token, expiry: state.expiry, user });
};

/** Clears token, expiry and user together. */
export const clearSession = () => {
  remove(SESSION_KEY);
  emit();
};

/** The company chosen in the top bar, persisted locally; 'all' by default. */
export const getCompanySelection = (): CompanySelection => {
  const raw = readText(COMPANY_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : 'all';
};

export const setCompanySelection = (value: CompanySelection) => {
  write(COMPANY_KEY, String(value));
  emit();
};
