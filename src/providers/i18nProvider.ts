// Polyglot over react-admin's own catalogues merged with ours. The locale is read once at start:
// changing it stores the choice and reloads (locale.changeLocale), and main.tsx has loaded its
// catalogue before the first render (catalogues.ts), so the messages are here synchronously.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'ra-core';
import { appMessagesOf, raEnglishMessages } from './catalogues';
import { getLocale, LOCALE_NAMES } from './locale';
import { formatNumber } from './numbers';

const french = mergeTranslations(frenchMessages, appMessagesOf('fr'));
let english: Record<string, unknown> | undefined;

const messagesOf = (locale: string) => {
  const ra = raEnglishMessages();
  if (locale !== 'en' || !ra) return french;
  english ??= mergeTranslations(ra, appMessagesOf('en'));
  return english;
};

type Replacer = (expression: string, argument: string) => unknown;

/**
 * Polyglot's interpolation, with counts written in the user's language: "12 345 résultats",
 * never "12345 résultats". Only `smart_count`, which is a count by definition: other numeric
 * arguments may be years or ids, which take no separator.
 * The locale is fixed for the page's life (a change reloads), so it is read once here.
 */
export const numberAwareReplace = (locale: string) =>
  function replace(this: string, pattern: RegExp, replacer: Replacer): string {
    return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
      const value = replacer(expression, argument);
      return argument === 'smart_count' && typeof value === 'number' ? formatNumber(locale, value) : String(value);
    });
  };

export const i18nProvider = polyglotI18nProvider(
  messagesOf,
  getLocale(),
  Object.entries(LOCALE_NAMES).map(([locale, name]) => ({ locale, name })),
  { allowMissing: true, replace: numberAwareReplace(getLocale()) },
);
