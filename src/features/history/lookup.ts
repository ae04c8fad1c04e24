// A translation that says when a key is missing (polyglot would answer the key itself): reads
// the app's catalogues of the current locale.
import { appMessagesOf } from '../../providers/catalogues';
import { getLocale } from '../../providers/locale';
import { lookup } from '../../providers/translate';

export type Lookup = (key: string) => string | undefined;

export const catalogueLookup = (locale = getLocale()): Lookup => (key) => lookup(appMessagesOf(locale), key);
