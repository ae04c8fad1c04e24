import { describe, expect, it } from 'vitest';
import { afterLoginPath, guardRedirect, loginUrlFor, needsCompanySwitch, safeRedirect } from '../../../src/providers/redirects';

describe('redirect rules', () => {
  it('accepts only in-app paths as redirect targets', () => {
    expect(safeRedirect('/sites?page=2')).toBe('/sites?page=2');
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=/x')).toBeNull();
    expect(safeRedirect('/logout')).toBeNull();
    expect(safeRedirect('')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });

  it('sends an authenticated visitor of / or /login to redirect, else home', () => {
    expect(afterLoginPath('/sites')).toBe('/sites');
    expect(afterLoginPath(null)).toBe('/dashboard');
    expect(afterLoginPath('https://evil.example')).toBe('/dashboard');
  });

  it('sends an unauthenticated visitor to /login with the current path', () => {
    expect(loginUrlFor('/sites')).toBe('/login?redirect=%2Fsites');
    expect(loginUrlFor('/sites/3', '?tab=x')).toBe('/login?redirect=%2Fsites%2F3%3Ftab%3Dx');
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/', '?redirect=%2Fsites')).toBe('/login?redirect=%2Fsites');
    expect(loginUrlFor('/logout')).toBe('/login');
  });

  it('keeps /support for support users and forces the password change first', () => {
    expect(guardRedirect({ role: 'admin' }, '/support/rxpress')).toBe('/dashboard');
    expect(guardRedirect({ role: null }, '/support')).toBe('/dashboard');
    expect(guardRedirect({ role: 'support' }, '/support/rxpress')).toBeNull();
    expect(guardRedirect({ role: 'admin' }, '/supporters')).toBeNull();
    expect(guardRedirect({ role: 'admin', force_password_change: true, sso_settings: null }, '/sites', '?a=1')).toBe(
      '/change-password?redirect=%2Fsites%3Fa%3D1',
    );
    expect(guardRedirect({ role: 'admin', force_password_change: true, sso_settings: { id: 1 } }, '/sites')).toBeNull();
    expect(guardRedirect({ role: 'admin', force_password_change: true }, '/change-password')).toBeNull();
  });

  it('switches a support user working on all companies, outside /support only', () => {
    expect(needsCompanySwitch({ role: 'support', company: 'all' }, '/sites')).toBe(true);
    expect(needsCompanySwitch({ role: 'support', company: 'all' }, '/support/rxpress')).toBe(false);
    expect(needsCompanySwitch({ role: 'support', company: 2 }, '/sites')).toBe(false);
    expect(needsCompanySwitch({ role: 'admin', company: 'all' }, '/sites')).toBe(false);
  });
});
