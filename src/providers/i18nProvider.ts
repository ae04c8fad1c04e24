// Polyglot over react-admin's own catalogues merged with ours. The locale is read once at start:
// changing it stores the choice and reloads (locale.changeLocale), and main.tsx has loaded its
// catalogue before the first render (catalogues.ts), so the messages are here synchronously.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'ra-core';
import { appMessagesOf, raEnglishMessages } from './catalogues';
import { getLocale, LOCALE_NAMES } from './locale';

const french = mergeTranslations(frenchMessages, appMessagesOf('fr'));
let english: Record<string, unknown> | undefined;

const messagesOf = (locale: string) => {
  const ra = raEnglishMessages();
  if (locale !== 'en' || !ra) return french;
  english ??= mergeTranslations(ra, appMessagesOf('en'));
  return english;
};

export const i18nProvider = polyglotI18nProvider(
  messagesOf,
  getLocale(),
  Object.entries(LOCALE_NAMES).map(([locale, name]) => ({ locale, name })),
  { allowMissing: true },
);
