import { describe, expect, it } from 'vitest';
import { emailListError, isValidEmail, MAX_INVITES, parseEmails } from '../../../src/features/users/emails';

describe('parseEmails', () => {
  it('splits on lines, commas and semicolons, trims, lowercases and drops duplicates', () => {
    expect(parseEmails('  Alice@Demo.fr \n bob@demo.fr, carol@demo.fr;ALICE@demo.fr\n\n,')).toEqual({
      emails: ['alice@demo.fr', 'bob@demo.fr', 'carol@demo.fr'],
      invalid: [],
    });
  });

  it('keeps the entries that are not addresses, as typed', () => {
    expect(parseEmails('ok@demo.fr\nnot an email, x@y, @demo.fr, a@b.c')).toEqual({
      emails: ['ok@demo.fr', 'a@b.c'],
      invalid: ['not an email', 'x@y', '@demo.fr'],
    });
  });

  it('reads nothing from an empty or missing text', () => {
    expect(parseEmails('')).toEqual({ emails: [], invalid: [] });
    expect(parseEmails(undefined)).toEqual({ emails: [], invalid: [] });
  });
});

describe('isValidEmail', () => {
  it('follows a standard address pattern after trimming and lowercasing', () => {
    expect(isValidEmail(' Jean.Dupont+test@Usine-Lyon.example.fr ')).toBe(true);
    expect(isValidEmail('jean dupont@demo.fr')).toBe(false);
    expect(isValidEmail('jean@demo')).toBe(false);
    expect(isValidEmail('jean@-demo.fr')).toBe(false);
    expect(isValidEmail(`${'a'.repeat(250)}@demo.fr`)).toBe(false);
  });
});

describe('emailListError', () => {
  it('asks for at least one address', () => {
    expect(emailListError('  \n ')).toEqual({ message: 'app.users.errors.emails_required' });
  });

  it('names the invalid addresses', () => {
    expect(emailListError('ok@demo.fr, faux, autre@')).toEqual({
      message: 'app.users.errors.email_invalid',
      args: { smart_count: 2, emails: 'faux, autre@' },
    });
  });

  it('refuses more addresses than the API takes at once', () => {
    const many = Array.from({ length: MAX_INVITES + 1 }, (_, i) => `u${i}@demo.fr`).join('\n');
    expect(emailListError(many)).toEqual({ message: 'app.users.errors.too_many_emails', args: { max: MAX_INVITES } });
    expect(emailListError(many.split('\n').slice(1).join('\n'))).toBeUndefined();
  });
});
