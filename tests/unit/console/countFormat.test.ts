import { describe, expect, it } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { numberAwareReplace } from '../../../src/providers/i18nProvider';

const phrases = { ra: {}, count: '%{smart_count} résultat |||| %{smart_count} résultats', year: 'Année %{year}' } as unknown as TranslationMessages;

describe('counts in messages', () => {
  it('writes smart_count with the language\'s thousands separator, and leaves other numbers alone', () => {
    const fr = polyglotI18nProvider(() => phrases, 'fr', [], { replace: numberAwareReplace('fr') });
    expect(fr.translate('count', { smart_count: 12345 }).replace(/\s/g, ' ')).toBe('12 345 résultats');
    expect(fr.translate('count', { smart_count: 1 })).toBe('1 résultat');
    expect(fr.translate('year', { year: 2026 })).toBe('Année 2026');
    const en = polyglotI18nProvider(() => phrases, 'en', [], { replace: numberAwareReplace('en') });
    expect(en.translate('count', { smart_count: 1234567 })).toBe('1,234,567 résultats');
  });
});
