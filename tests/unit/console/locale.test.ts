import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, pickLocale } from '../../../src/providers/locale';
import { loadCatalogue } from '../../../src/providers/catalogues';
import { createTranslate } from '../../../src/providers/translate';

describe('locale', () => {
  afterEach(() => localStorage.clear());

  it('is French unless a supported locale is stored', () => {
    expect(pickLocale(null)).toBe('fr');
    expect(pickLocale('en')).toBe('en');
    expect(pickLocale('de')).toBe('fr');
    expect(pickLocale('EN')).toBe('fr');
    expect(getLocale()).toBe('fr');
    localStorage.setItem('locale', 'en');
    expect(getLocale()).toBe('en');
    localStorage.setItem('locale', 'es');
    expect(getLocale()).toBe('fr');
  });

  it('translates the login page in the stored language, English once its chunk is loaded', async () => {
    // English is a lazy chunk (main.tsx loads it before the first render): French until then.
    expect(createTranslate('en')('app.login.next')).toBe('Suivant');
    await loadCatalogue('en');
    expect(createTranslate('fr')('app.login.next')).toBe('Suivant');
    expect(createTranslate('en')('app.login.next')).toBe('Next');
    expect(createTranslate('en')('app.dashboard.greeting', { name: 'Alice' })).toBe('Hello Alice');
    expect(createTranslate('fr')('app.unknown.key')).toBe('app.unknown.key');
  });

  it('exposes engine resources under their console name too', () => {
    expect(createTranslate('fr')('resources.sites.fields.name')).toBe('Nom');
    expect(createTranslate('en')('resources.sites.fields.building_count')).toBe('Number of buildings');
  });
});
