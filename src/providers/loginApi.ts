// The login steps' calls (POST /login/check/, then POST /login/), and a session opened from a
// token and expiry in the URL (SSO or a link): kept, removed from the URL, the user refetched.
import { httpClient } from './httpClient';
import { clearSession, setSession } from './session';
import { fetchCurrentUser, refreshSessionData } from './sessionData';
import type { CurrentUser } from './types';

export type LoginMethod = { method: 'password' } | { method: 'sso'; url: string };

/** The SSO start URL with the console path to open once signed in (same-origin paths only). */
export const ssoStartUrl = (url: string, redirect: string | null): string => {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
};

export const checkUsername = async (username: string): Promise<LoginMethod> =>
  (await httpClient<LoginMethod>('/login/check/', { method: 'POST', body: { username } })).json;

export const loginWithPassword = async (username: string, password: string): Promise<void> => {
  const { json } = await httpClient<{ token: string; expiry: string; user: CurrentUser }>('/login/', {
    method: 'POST',
    body: { username, password },
  });
  setSession(json);
  // Access checks need the company list (tiers) before the first page; the user came with the login.
  await refreshSessionData(json.user);
};

/** Opens the session carried by `?token=…&expiry=…`, if any. Resolves when done (or failed). */
export const consumeUrlSession = async (): Promise<void> => {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  const expiry = url.searchParams.get('expiry');
  if (!token || !expiry) return;
  url.searchParams.delete('token');
  url.searchParams.delete('expiry');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  // The user is unknown yet: store the token with a placeholder, then refetch /user/me/.
  setSession({ token, expiry, user: { id: 0 } as CurrentUser });
  try {
    const user = await fetchCurrentUser();
    setSession({ token, expiry, user });
    await refreshSessionData(user);
  } catch {
    clearSession();
  }
};
