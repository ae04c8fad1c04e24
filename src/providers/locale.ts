// The console language: stored under `locale`, French by default, always a supported locale.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../locales/types';
import { readText, write } from './storage';

export const LOCALE_KEY = 'locale';
export const LOCALE_NAMES: Record<Locale, string> = { fr: 'Français', en: 'English' };

/** Pure rule: the stored value when supported, else the default. */
export const pickLocale = (stored: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;

export const getLocale = (): Locale => pickLocale(readText(LOCALE_KEY));

/** Stores the choice and reloads: every string, the API's included, then follows it. */
export const changeLocale = (locale: Locale) => {
  write(LOCALE_KEY, pickLocale(locale));
  window.location.reload();
};
