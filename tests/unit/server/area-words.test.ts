// Issue 27 §1: an area's words live in the area (resources/<area>.<lang>.ts) and the catalogues
// are locales/<lang> merged with them (locales/merge.ts). A key given twice, a resource, field,
// choice or tab left without its label, or an English key missing, fails here.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '../../../locales/en';
import { fr } from '../../../locales/fr';
import { mergeWords, type Words } from '../../../locales/merge';
import { resourceList } from '../../../resources';
import { areaWordsOf, catalogues, t } from '../../../server/http/i18n';

const leaves = (node: Words, prefix = ''): string[] => Object.entries(node).flatMap(([k, v]) =>
  typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`));

/** A key as path segments: choice values may hold dots (`task.created`). */
const lookup = (tree: Words, path: string[]): unknown =>
  path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** The areas whose words moved out of locales/ (issue 27): all of them; others may join, none may leave. */
const MOVED = ['account', 'activityLog', 'activityReport', 'branches', 'buildings', 'calendar', 'comments', 'company',
  'consumption', 'controlPrices', 'controlTypes', 'controls', 'customAttributes', 'dashboards', 'documents',
  'elementCodes', 'elementTypes', 'elements', 'expressReports', 'factories', 'groups', 'help', 'imports',
  'integrations', 'interventions', 'legal', 'notifications', 'obligations', 'offers', 'regulations', 'registers',
  'reports', 'score', 'sso', 'supportThreads', 'tags', 'tasks', 'teams', 'tokens', 'toolbox', 'users',
  'voluntaryControlTypes', 'webhooks'];

/** What stays in locales/<lang>/: the shell's and the engine's words (docs/adding-an-area.md §5). */
const CENTRAL = ['api.ts', 'app-shell.ts', 'app.ts', 'files.ts', 'jobs.ts', 'mail.ts'];

describe("the areas' words", () => {
  it('are found in both languages, for every moved area', async () => {
    const files = readdirSync(path.join(import.meta.dirname, '../../../resources'));
    const frAreas = files.filter((f) => f.endsWith('.fr.ts')).map((f) => f.slice(0, -6)).sort();
    const enAreas = files.filter((f) => f.endsWith('.en.ts')).map((f) => f.slice(0, -6)).sort();
    expect(enAreas).toEqual(frAreas);
    expect(frAreas).toEqual(expect.arrayContaining(MOVED));
    expect((await areaWordsOf('fr')).map((p) => p.source)).toEqual(frAreas.map((a) => `resources/${a}.fr.ts`));
  });

  it("leave in locales/ only the shell's and the engine's words", () => {
    for (const locale of ['fr', 'en']) {
      expect(readdirSync(path.join(import.meta.dirname, '../../../locales', locale)).sort(), locale).toEqual(CENTRAL);
    }
    expect(Object.keys(fr).sort()).toEqual(['api', 'app', 'files', 'jobs', 'mail']);
    // the menu entries are the areas' (src/features/<area>/index.ts names them), but the shell's own
    expect(Object.keys(fr.app.menu).sort()).toEqual(['data_management', 'logout', 'user_menu']);
  });

  it('reach the server (api, resources) and the menus through the merged catalogue', () => {
    expect(t('fr', 'api.tokens.errors.expiration_past')).toBe("La date d'expiration ne peut pas être dans le passé.");
    expect(t('en', 'api.sso.errors.invalid_url')).toBe('Enter a valid https address.');
    expect(t('en', 'resources.tags.fields.document_count')).toBe('Documents');
    expect(t('fr', 'app.menu.toolbox')).toBe('Boîte à outils');
    expect(t('en', 'notify.layout.unsubscribe')).toBe('Stop receiving this kind of message');
    expect(t('fr', 'resources.elements.fields.designation')).toBe('Désignation');
    expect(t('fr', 'api.errors.ghost_building_protected')).toMatch(/^Le bâtiment fantôme/);
    expect(t('en', 'jobs.kinds.imports-apply')).toBe('import being applied');
  });

  it('a key given twice, by two areas or by an area and locales/, stops the merge', async () => {
    const parts = await areaWordsOf('fr');
    expect(() => mergeWords(fr, parts)).not.toThrow();
    const tags = parts.find((p) => p.source === 'resources/tags.fr.ts')!;
    expect(() => mergeWords(fr, [...parts, { source: 'resources/copy.fr.ts', words: tags.words }]))
      .toThrow(/resources\.tags\.name is given twice \(resources\/copy\.fr\.ts and resources\/tags\.fr\.ts\)/);
    expect(() => mergeWords(fr, [...parts, { source: 'resources/x.fr.ts', words: { api: { errors: { not_found: 'x' } } } }]))
      .toThrow(/api\.errors\.not_found is given twice \(locales and resources\/x\.fr\.ts\)/);
    // a leaf where another file has a group of keys is a clash too
    expect(() => mergeWords(fr, [...parts, { source: 'resources/x.fr.ts', words: { app: { tokens: 'x' } } }]))
      .toThrow(/app\.tokens is given twice/);
  });

  it('label every resource, field, choice value and tab in both languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const def of resourceList) {
        const at = ['resources', def.name];
        const keys = [[...at, 'name'], ...def.fields.map((f) => [...at, 'fields', f.name]),
          ...def.fields.flatMap((f) => (f.type === 'choice' || f.type === 'choices' ? f.choices ?? [] : [])
            .map((v) => [...at, 'choices', f.name, v])),
          ...(def.tabs ?? []).map((tab) => [...at, 'tabs', tab.name])];
        for (const key of keys) expect(typeof lookup(catalogues[locale], key), `${locale}: ${key.join(' › ')}`).toBe('string');
      }
    }
  });

  it('give English every French key, and no other', () => {
    expect(leaves(catalogues.en).sort()).toEqual(leaves(catalogues.fr).sort());
    // the areas' keys are not in locales/ any more (the merge would refuse them), but in the catalogue
    expect(leaves(catalogues.fr).length).toBeGreaterThan(leaves(fr).length);
    expect(leaves(en).length).toBe(leaves(fr).length);
  });
});
