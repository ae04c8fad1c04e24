import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  getCompanySelection,
  getSession,
  isAuthenticated,
  isSessionValid,
  setCompanySelection,
  setSession,
} from '../../../src/providers/session';
import { user } from './helpers';

const future = () => new Date(Date.now() + 60_000).toISOString();

describe('session validity', () => {
  it('needs token, user and an expiry in the future', () => {
    const u = user();
    expect(isSessionValid({ token: 't', user: u, expiry: future() })).toBe(true);
    expect(isSessionValid({ token: '', user: u, expiry: future() })).toBe(false);
    expect(isSessionValid({ token: 't', user: null, expiry: future() })).toBe(false);
    expect(isSessionValid({ token: 't', user: u, expiry: null })).toBe(false);
    expect(isSessionValid({ token: 't', user: u, expiry: new Date(Date.now() - 1000).toISOString() })).toBe(false);
    expect(isSessionValid({ token: 't', user: u, expiry: 'not a date' })).toBe(false);
    expect(isSessionValid(null)).toBe(false);
  });

  it('expires with time', () => {
    const expiry = '2030-01-01T00:00:00Z';
    expect(isSessionValid({ token: 't', user: user(), expiry }, Date.parse('2029-12-31T23:59:59Z'))).toBe(true);
    expect(isSessionValid({ token: 't', user: user(), expiry }, Date.parse('2030-01-01T00:00:01Z'))).toBe(false);
  });
});

describe('stored session', () => {
  afterEach(() => localStorage.clear());

  it('stores the three parts together under `user`, storage version 1', () => {
    setSession({ token: 'abc', expiry: future(), user: user() });
    const stored = JSON.parse(localStorage.getItem('user')!);
    expect(stored.version).toBe(1);
    expect(Object.keys(stored.state).sort()).toEqual(['expiry', 'token', 'user']);
    expect(isAuthenticated()).toBe(true);
  });

  it('clears the three parts together', () => {
    setSession({ token: 'abc', expiry: future(), user: user() });
    clearSession();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('ignores another storage version', () => {
    localStorage.setItem('user', JSON.stringify({ state: { token: 't', expiry: future(), user: user() }, version: 2 }));
    expect(isAuthenticated()).toBe(false);
  });

  it('keeps the company selection, `all` by default', () => {
    expect(getCompanySelection()).toBe('all');
    setCompanySelection(2);
    expect(getCompanySelection()).toBe(2);
    localStorage.setItem('company', 'garbage');
    expect(getCompanySelection()).toBe('all');
  });
});
