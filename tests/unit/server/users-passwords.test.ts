import { describe, expect, it } from 'vitest';
import { sortEmails } from '../../../server/areas/users/emails';
import { decodeUid, encodeUid, passwordLink } from '../../../server/areas/users/password-tokens';
import { changePasswordErrors, newPasswordErrors } from '../../../server/areas/users/password-rules';

describe('password rules', () => {
  it('asks for every field first, and nothing else then', () => {
    expect(changePasswordErrors({ old_password: 'x', new_password: '', new_password_confirm: 'y' }))
      .toEqual({ non_field_errors: [{ key: 'api.users.password.fill_all' }] });
    expect(changePasswordErrors({})).toEqual({ non_field_errors: [{ key: 'api.users.password.fill_all' }] });
  });
  it('checks the length and the confirmation, under the form field names', () => {
    expect(changePasswordErrors({ old_password: 'x', new_password: 'court', new_password_confirm: 'autre' })).toEqual({
      new_password: [{ key: 'api.users.password.too_short', params: { min: 8 } }],
      new_password_confirm: [{ key: 'api.users.password.mismatch' }],
    });
    expect(newPasswordErrors('assez-long', 'assez-long', { password: 'password', confirm: 'password_confirm' })).toEqual({});
    expect(newPasswordErrors('assez-long', 'assez-longs', { password: 'password', confirm: 'password_confirm' }))
      .toEqual({ password_confirm: [{ key: 'api.users.password.mismatch' }] });
  });
});

describe('password links', () => {
  it('carries the user id as base64url and decodes only real ids', () => {
    expect(encodeUid(42)).toBe('NDI');
    expect(decodeUid('NDI')).toBe(42);
    expect(decodeUid(encodeUid(2_147_483_647))).toBe(2_147_483_647);
    for (const bad of ['', '!!', encodeUid(0), Buffer.from('12a').toString('base64url'), Buffer.from('99999999999').toString('base64url')]) {
      expect(decodeUid(bad)).toBeNull();
    }
  });
  it('is the console page with email, uidB64 and token', () => {
    const url = new URL(passwordLink('a+b@x.fr', 7, 'tok-_en'), 'https://app.example');
    expect(url.pathname).toBe('/reset-password/confirm');
    expect(Object.fromEntries(url.searchParams)).toEqual({ email: 'a+b@x.fr', uidB64: encodeUid(7), token: 'tok-_en' });
  });
});

describe('sortEmails', () => {
  it('trims, lowercases, dedupes, skips blanks and keys answers by the typed address', () => {
    const r = sortEmails([' Bob@X.fr ', 'bob@x.fr', '', '  ', 'pas une adresse', 'pas une adresse', 'zoé@x.fr', 'a@b.fr']);
    expect(r.valid).toEqual([{ key: 'Bob@X.fr', email: 'bob@x.fr' }, { key: 'a@b.fr', email: 'a@b.fr' }]);
    expect(r.invalid).toEqual(['pas une adresse', 'zoé@x.fr']);
  });
});
