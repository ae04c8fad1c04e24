// Issue 27 §1: the console finds the areas' words (resources/<area>.<lang>.ts) by its own glob;
// it must see exactly the server's merged catalogue, English staying a lazy chunk.
import { describe, expect, it } from 'vitest';
import { appMessagesOf, loadCatalogue } from '../../../src/providers/catalogues';
import { createTranslate } from '../../../src/providers/translate';
import { catalogues } from '../../../server/http/i18n';

describe("the console's catalogues", () => {
  it("are the server's: locales/ merged with every area's words, English once loaded", async () => {
    expect(appMessagesOf('fr')).toMatchObject(catalogues.fr);
    expect(createTranslate('en')('app.menu.registers')).toBe('Registres réglementaires');
    await loadCatalogue('en');
    expect(appMessagesOf('en')).toMatchObject(catalogues.en);
    expect(createTranslate('en')('app.menu.registers')).toBe('Regulatory registers');
    // resources.sites.* is read from the factories' words (react-admin's name for the resource)
    expect(createTranslate('fr')('resources.sites.fields.building_count')).toBe('Nombre de bâtiments');
  });
});
