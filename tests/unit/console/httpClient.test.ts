import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKEND_ERROR_EVENT, httpClient } from '../../../src/providers/httpClient';
import { mapErrorBody } from '../../../src/providers/httpErrors';
import { isAuthenticated } from '../../../src/providers/session';
import { call, json, mockFetch, signIn } from './helpers';

describe('error bodies', () => {
  it('maps detail, non-field and field errors for react-admin forms', () => {
    expect(mapErrorBody({ detail: 'Permissions manquantes : company.create.' })).toEqual({
      message: 'Permissions manquantes : company.create.',
      errors: {},
    });
    expect(mapErrorBody({ non_field_errors: ['Identifiants invalides.'], name: ['Trop long.', 'Vide.'] })).toEqual({
      message: 'Identifiants invalides. Trop long. Vide.',
      errors: { name: 'Trop long. Vide.', root: { serverError: 'Identifiants invalides.' } },
    });
    expect(mapErrorBody({ buildings: [{ name: ['Requis.'] }] }).errors).toEqual({ buildings: { 0: { name: 'Requis.' } } });
    expect(mapErrorBody({}).message).toBe('app.errors.unknown');
    expect(mapErrorBody('<html>').message).toBe('app.errors.unknown');
  });
});

describe('httpClient', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the token and the stored language, but no token to /login', async () => {
    localStorage.setItem('locale', 'en');
    const fetch = mockFetch(json({ ok: 1 }), json({ method: 'password' }));
    await httpClient('/factories/', { query: { search: 'lyon', empty: '', none: undefined } });
    await httpClient('/login/check/', { method: 'POST', body: { username: 'a@b.fr' } });
    const list = call(fetch, 0);
    expect(list.url).toBe('/api/v1/factories/?search=lyon');
    expect(list.headers.get('Authorization')).toBe('Token tok');
    expect(list.headers.get('Accept-Language')).toBe('en');
    const login = call(fetch, 1);
    expect(login.headers.get('Authorization')).toBeNull();
    expect(login.body).toEqual({ username: 'a@b.fr' });
  });

  it('accepts absolute API paths (next links, confirm requests)', async () => {
    const fetch = mockFetch(json({ count: 1 }));
    await httpClient('/api/v1/factories/bulk/', { method: 'POST', body: {} });
    expect(call(fetch).url).toBe('/api/v1/factories/bulk/');
  });

  it('throws an HttpError carrying form errors on a 400', async () => {
    mockFetch(json({ name: ['Ce champ est obligatoire.'] }, 400));
    await expect(httpClient('/factories/', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 400,
      message: 'Ce champ est obligatoire.',
      body: { errors: { name: 'Ce champ est obligatoire.' } },
    });
  });

  it('clears the session on a 400 about the token', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockFetch(json({ detail: 'Jeton invalide.' }, 400));
    await expect(httpClient('/user/me/')).rejects.toMatchObject({ status: 400 });
    expect(isAuthenticated()).toBe(false);
    // The login page says why (spec §2 `status`).
    expect(assign).toHaveBeenCalledWith('/login?status=session_expired');
  });

  it('emits backenderror on a network failure and on a server failure', async () => {
    const events: unknown[] = [];
    const listener = (e: Event) => events.push((e as CustomEvent).detail);
    window.addEventListener(BACKEND_ERROR_EVENT, listener);
    mockFetch(new TypeError('Failed to fetch'), json({ detail: 'boom' }, 500), new Response('<html>', { status: 502 }));
    await expect(httpClient('/factories/')).rejects.toMatchObject({ status: 0, message: 'app.errors.network' });
    await expect(httpClient('/factories/')).rejects.toMatchObject({ status: 500, message: 'app.errors.server' });
    await expect(httpClient('/factories/')).rejects.toMatchObject({ status: 502 });
    window.removeEventListener(BACKEND_ERROR_EVENT, listener);
    expect(events).toEqual([
      { code: 'NETWORK', url: '/api/v1/factories/' },
      { code: 500, url: '/api/v1/factories/' },
      { code: 502, url: '/api/v1/factories/' },
    ]);
  });

  it('does not report aborted requests', async () => {
    const listener = vi.fn();
    window.addEventListener(BACKEND_ERROR_EVENT, listener);
    mockFetch(new DOMException('aborted', 'AbortError'));
    await expect(httpClient('/factories/')).rejects.toMatchObject({ name: 'AbortError' });
    window.removeEventListener(BACKEND_ERROR_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not report a request aborted while its answer is read (a refreshed query)', async () => {
    const listener = vi.fn();
    window.addEventListener(BACKEND_ERROR_EVENT, listener);
    const aborted = (status: number) => ({
      ok: status < 400, status, url: '/api/v1/users/count/', headers: new Headers({ 'content-type': 'application/json' }),
      json: () => Promise.reject(new DOMException('aborted', 'AbortError')),
    }) as unknown as Response;
    mockFetch(aborted(200), aborted(400));
    await expect(httpClient('/users/count/')).rejects.toMatchObject({ name: 'AbortError' });
    await expect(httpClient('/users/count/')).rejects.toMatchObject({ name: 'AbortError' });
    window.removeEventListener(BACKEND_ERROR_EVENT, listener);
    expect(listener).not.toHaveBeenCalled();
  });
});
