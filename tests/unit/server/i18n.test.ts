import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, t } from '../../../server/http/i18n';

describe('Accept-Language', () => {
  it.each([
    [undefined, 'fr'], ['', 'fr'], ['en', 'en'], ['en-US,en;q=0.9', 'en'], ['de-DE, en;q=0.5', 'en'],
    ['en;q=0.4, fr;q=0.8', 'fr'], ['fr-CA', 'fr'], ['de', 'fr'], ['*', 'fr'], ['en;q=0', 'fr'], ['EN', 'en'],
    ['en;q=0.5, fr;q=0.5', 'en'],
  ])('%s → %s', (header, locale) => {
    expect(parseAcceptLanguage(header)).toBe(locale);
  });
});

describe('t', () => {
  it('translates and interpolates %{x}', () => {
    expect(t('fr', 'api.validation.max_length', { max: 255 })).toBe('Assurez-vous que ce champ comporte au plus 255 caractères.');
    expect(t('en', 'api.errors.missing_permissions', { permissions: 'company.create' })).toBe('Missing permissions: company.create.');
  });

  it('answers the key when it is missing, leaves unknown placeholders', () => {
    expect(t('en', 'api.nope.nothing')).toBe('api.nope.nothing');
    expect(t('fr', 'api.errors.throttled')).toBe('Trop de tentatives. Réessayez dans %{seconds} secondes.');
  });
});
