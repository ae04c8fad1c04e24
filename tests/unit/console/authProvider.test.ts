import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../../../src/providers/authProvider';
import { isAuthenticated } from '../../../src/providers/session';
import { call, json, mockFetch, signIn } from './helpers';

describe('authProvider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('ends the session on 401 only (a 403 must reach the form)', async () => {
    signIn();
    mockFetch(json({}), json({}));
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 400 })).resolves.toBeUndefined();
    expect(isAuthenticated()).toBe(true);
    window.history.replaceState(null, '', '/sites?x=1');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fsites%3Fx%3D1' });
    expect(isAuthenticated()).toBe(false);
  });

  it('checks the session and sends the visitor back to where they were', async () => {
    window.history.replaceState(null, '', '/sites/2');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fsites%2F2' });
  });

  it('reads identity and access from the session, without the network', async () => {
    signIn({ rights: { company: ['view'] } });
    const fetch = mockFetch();
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 1, fullName: 'Alice Martin' });
    expect(await authProvider.canAccess!({ resource: 'sites', action: 'list' })).toBe(true);
    expect(await authProvider.canAccess!({ resource: 'sites', action: 'delete' })).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('revokes the token on an explicit logout', async () => {
    signIn();
    const fetch = mockFetch(json(undefined, 204));
    expect(await authProvider.logout({ explicit: true })).toBe('/login');
    expect(call(fetch).url).toBe('/api/v1/logout/');
    expect(call(fetch).headers.get('Authorization')).toBe('Token tok');
    expect(isAuthenticated()).toBe(false);
  });
});
