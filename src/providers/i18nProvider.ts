// Polyglot over react-admin's own catalogues merged with ours. The locale is read once at start:
// changing it stores the choice and reloads (locale.changeLocale), so no async catalogue is needed.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'ra-core';
import { appMessages } from './catalogues';
import { getLocale, LOCALE_NAMES } from './locale';

const messages = {
  fr: mergeTranslations(frenchMessages, appMessages.fr),
  en: mergeTranslations(englishMessages, appMessages.en),
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? messages.en : messages.fr),
  getLocale(),
  Object.entries(LOCALE_NAMES).map(([locale, name]) => ({ locale, name })),
  { allowMissing: true },
);
