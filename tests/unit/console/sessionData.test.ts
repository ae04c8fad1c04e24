import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCompanySelection } from '../../../src/providers/session';
import {
  clearSessionData,
  ensureSessionData,
  getCompanies,
  getEffectiveSelection,
  isStale,
  SESSION_DATA_TTL,
} from '../../../src/providers/sessionData';
import { call, json, mockFetch, signIn, user } from './helpers';

describe('session data (current user and companies)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('is fetched once, then served from the 24 h cache', async () => {
    signIn();
    const fetch = mockFetch(json(user({ first_name: 'Alicia' })), json([{ id: 1, name: 'Démo', tier: 'pro' }]));
    await ensureSessionData();
    await ensureSessionData();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect([call(fetch, 0).url, call(fetch, 1).url].sort()).toEqual(['/api/v1/company/all', '/api/v1/user/me/']);
    expect(getCompanies().map((c) => c.id)).toEqual([1]);
  });

  it('belongs to one user', async () => {
    signIn();
    mockFetch(json(user()), json([{ id: 1, name: 'Démo', tier: 'pro' }]));
    await ensureSessionData();
    signIn({ id: 2 });
    expect(getCompanies()).toEqual([]);
  });

  it('keeps a company selection only among the user\'s companies', async () => {
    signIn();
    mockFetch(json(user()), json([{ id: 1, name: 'Démo', tier: 'pro' }]));
    await ensureSessionData();
    setCompanySelection(1);
    expect(getEffectiveSelection()).toBe(1);
    setCompanySelection(9);
    expect(getEffectiveSelection()).toBe('all');
    clearSessionData();
    expect(localStorage.getItem('company')).toBeNull();
  });

  it('is stale after 24 hours', () => {
    expect(isStale(1000, 1000 + SESSION_DATA_TTL)).toBe(false);
    expect(isStale(1000, 1001 + SESSION_DATA_TTL)).toBe(true);
    expect(isStale(undefined)).toBe(true);
  });
});
