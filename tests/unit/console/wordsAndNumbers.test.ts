// Words and numbers in the user's language: money, file sizes, counts; people named by name;
// a bulk edit sends only the ticked fields; no resource name shows as a raw polyglot plural.
import { describe, expect, it } from 'vitest';
import { resourceList } from '../../../resources';
import { chosenData } from '../../../src/engine/bulk/bulkFields';
import { optionTextOf, personName, representationOf } from '../../../src/engine/recordLabel';
import { formatBytes, formatEuros, formatFieldNumber, formatNumber, formatTimer } from '../../../src/providers/numbers';
import { en } from '../../../src/providers/englishCatalogue';
import { words as frCustom } from '../../../resources/customAttributes.fr';
import { words as enCustom } from '../../../resources/customAttributes.en';

// Intl puts narrow no-break spaces in French numbers: compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the user locale', () => {
  it('durations (spec §9): HHhMMmSSs, ??:??:?? when negative', () => {
    expect(formatTimer(65.4)).toBe('00h01m05s');
    expect(formatTimer(0)).toBe('00h00m00s');
    expect(formatTimer(3 * 3600 + 7)).toBe('03h00m07s');
    expect(formatTimer(-1)).toBe('??:??:??');
    expect(formatTimer(Number.NaN)).toBe('??:??:??');
    expect(formatFieldNumber('fr', 65, 'seconds')).toBe('00h01m05s');
  });

  it('money: 227,50 € / €227.50', () => {
    expect(plain(formatEuros('fr', 227.5))).toBe('227,50 €');
    expect(formatEuros('en', 227.5)).toBe('€227.50');
    expect(plain(formatFieldNumber('fr', 1234.5, 'euros'))).toBe('1 234,50 €');
  });

  it('sizes: 2,1 Mo / 2.1 MB, 2,1 ko / 2.1 kB', () => {
    expect(plain(formatBytes('fr', 2_099_000))).toBe('2,1 Mo');
    expect(formatBytes('en', 2_099_000)).toBe('2.1 MB');
    expect(plain(formatBytes('fr', 2_099))).toBe('2,1 ko');
    expect(formatBytes('en', 2_099)).toBe('2.1 kB');
    expect(plain(formatFieldNumber('fr', 512, 'bytes'))).toBe('512 o');
  });

  it('plain numbers group thousands: 8 999 / 8,999', () => {
    expect(plain(formatNumber('fr', 8999))).toBe('8 999');
    expect(formatNumber('en', 8999)).toBe('8,999');
    expect(plain(formatNumber('fr', 0.25))).toBe('0,25');
  });

  it('prices and document sizes declare their unit', () => {
    const unit = (res: string, field: string) => resourceList.find((d) => d.name === res)?.fields.find((f) => f.name === field)?.unit;
    expect(unit('control-prices', 'price')).toBe('euros');
    expect(unit('documents', 'size')).toBe('bytes');
  });
});

describe('people by name', () => {
  const alice = { id: 1, email: 'alice@demo.fr', first_name: 'Alice', last_name: 'Martin' };
  it('pickers offer the name with the address as secondary text; cells show the name', () => {
    const option = optionTextOf('users');
    expect(typeof option === 'function' && option(alice)).toBe('Alice Martin (alice@demo.fr)');
    const shown = representationOf('users');
    expect(typeof shown === 'function' && shown(alice)).toBe('Alice Martin');
    expect(personName({ email: 'invite@demo.fr' })).toBe('invite@demo.fr');
    expect(optionTextOf('sites')).toBe('name');
  });
});

describe('bulk edit', () => {
  it('sends only the ticked fields: a group change leaves the building alone', () => {
    expect(chosenData({ group: 4, building: 9 }, new Set(['group']))).toEqual({ group: 4 });
    expect(chosenData({ building: 9 }, new Set(['group']))).toEqual({ group: null });
    expect(chosenData({ group: 4, building: 9 }, new Set())).toEqual({});
  });
});

describe('one name per concept, plurals rendered', () => {
  it('custom attributes have one English name', () => {
    const texts = JSON.stringify(en);
    expect(texts).not.toMatch(/[Cc]ustom characteristic/);
    expect(enCustom.app.menu.custom_attributes).toBe('Custom attributes');
  });

  it('custom attribute types are translated choices, not raw values', () => {
    const def = resourceList.find((d) => d.name === 'custom-attributes')!;
    const type = def.fields.find((f) => f.name === 'type')!;
    expect(type.type).toBe('choice');
    for (const v of type.choices ?? []) {
      expect(frCustom.resources['custom-attributes'].choices.type[v as 'text']).toBeTruthy();
      expect(enCustom.resources['custom-attributes'].choices.type[v as 'text']).toBeTruthy();
    }
  });
});
