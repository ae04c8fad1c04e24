// The app's catalogues (locales/), with each engine resource's labels also reachable under its
// react-admin name: `resources.sites.*` reads `resources.factories.*`.
import { en } from '../../locales/en';
import { fr } from '../../locales/fr';
import type { Locale } from '../../locales/types';
import { resourceList } from '../../resources';
import { raName } from './resourceMap';

type Catalogue = typeof fr | typeof en;

const withAliases = (catalogue: Catalogue) => {
  const resources: Record<string, unknown> = { ...catalogue.resources };
  for (const def of resourceList) {
    const name = raName(def);
    if (name !== def.name) resources[name] = resources[def.name];
  }
  return { ...catalogue, resources };
};

export const appMessages: Record<Locale, ReturnType<typeof withAliases>> = { fr: withAliases(fr), en: withAliases(en) };
