// The app's catalogues (locales/), with each engine resource's labels also reachable under its
// react-admin name: `resources.sites.*` reads `resources.factories.*`. French, the default, is in
// the entry chunk; English (ours and react-admin's) is a chunk of its own, loaded before the first
// render only when it is the chosen locale (main.tsx): the locale changes by reloading.
// Each is locales/<lang> merged with every area's words (resources/<area>.<lang>.ts, found by the
// glob below and in englishCatalogue.ts; the server reads the same files: locales/merge.ts).
import { fr as frenchBase } from '../../locales/fr';
import { mergeWords, partsOf, type Words } from '../../locales/merge';
import type { Locale } from '../../locales/types';
import { resourceList } from '../../resources';
import { raName } from './resourceMap';

/** A catalogue as the translators read it (the English one is checked against the French by en.ts). */
type Catalogue = { resources: Record<string, unknown> } & Record<string, unknown>;

// Every resource's labels come from its area's words: locales/ has no `resources` block of its own.
const withAliases = (catalogue: Words): Catalogue => {
  const resources: Record<string, unknown> = { ...(catalogue.resources as Words | undefined) };
  for (const def of resourceList) {
    const name = raName(def);
    if (name !== def.name) resources[name] = resources[def.name];
  }
  return { ...catalogue, resources };
};

const frenchWords = import.meta.glob('../../resources/*.fr.ts', { eager: true, import: 'words' });
const fr = mergeWords(frenchBase, partsOf(frenchWords), 'locales/fr');

const loaded: Partial<Record<Locale, Catalogue>> = { fr: withAliases(fr) };
let raEnglish: Record<string, unknown> | undefined;

/** A locale's catalogue; French until the locale's own is loaded (loadCatalogue). */
export const appMessagesOf = (locale: Locale): Catalogue => loaded[locale] ?? loaded.fr!;

/** react-admin's own English strings, once the English catalogue is loaded. */
export const raEnglishMessages = () => raEnglish;

/** Loads a locale's catalogue (nothing to do for French). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  if (locale !== 'en' || loaded.en) return;
  const english = await import('./englishCatalogue');
  loaded.en = withAliases(english.en);
  raEnglish = english.raEnglish;
}
