import { describe, expect, it } from 'vitest';
import { actionLabel, describeChanges, formatValue, OBJECT_TYPES, objectTypeLabel, withDisplayGlobal } from '../../../src/features/history/historyRules';
import { catalogueLookup } from '../../../src/features/history/lookup';
import { loadCatalogue } from '../../../src/providers/catalogues';

// English is a lazy chunk in the console: loaded before the first render, here before the lookups.
await loadCatalogue('en');
const fr = catalogueLookup('fr');
const en = catalogueLookup('en');

describe('activity log screen', () => {
  it('forces display_global=true in the URL, keeping the rest', () => {
    expect(withDisplayGlobal('')).toBe('?display_global=true');
    expect(withDisplayGlobal('?page=2')).toBe('?page=2&display_global=true');
    expect(withDisplayGlobal('?display_global=false&page=2')).toBe('?display_global=true&page=2');
    expect(withDisplayGlobal('?filter=%7B%7D&display_global=true')).toBeNull();
  });

  it('translates actions and object types, falling back to the raw value', () => {
    expect(actionLabel('update', fr)).toBe('Modification');
    expect(actionLabel('update', en)).not.toBe('update');
    expect(actionLabel('teleport', fr)).toBe('teleport');
    expect(objectTypeLabel('factories', fr)).toBe('Site');
    expect(objectTypeLabel('no_such_type', fr)).toBe('no_such_type'); // a name no area takes (widgets was one)
  });

  it('renders changes as field: old → new with labels', () => {
    expect(describeChanges('users', { first_name: ['Alice', 'Alicia'], is_active: [true, false] }, fr)).toEqual([
      { field: 'first_name', label: expect.any(String), from: 'Alice', to: 'Alicia' },
      { field: 'is_active', label: expect.any(String), from: 'oui', to: 'non' },
    ]);
    expect(describeChanges('user', { first_name: ['Alice', 'Alicia'] }, fr)[0].label).toBe('Prénom');
    expect(describeChanges('factories', { name: [null, 'Usine'] }, fr)).toEqual([{ field: 'name', label: 'Nom', from: '(vide)', to: 'Usine' }]);
    expect(describeChanges('factories', '{"regulations":[[1],[1,2]]}', en)).toEqual([
      { field: 'regulations', label: expect.any(String), from: '1', to: '1, 2' },
    ]);
    expect(describeChanges('users', { 'notifications.weekly_digest': [true, false] }, fr)).toEqual([
      { field: 'notifications.weekly_digest', label: 'Notifications – Résumé hebdomadaire (le lundi matin)', from: 'oui', to: 'non' },
    ]);
    expect(describeChanges('factories', null, fr)).toEqual([]);
    expect(describeChanges('factories', 'not json', fr)).toEqual([]);
  });

  it('formats values readably', () => {
    expect(formatValue([], fr)).toBe('(vide)');
    expect(formatValue({ a: 1 }, fr)).toBe('{"a":1}');
    expect(formatValue(3, fr)).toBe('3');
  });
});

describe('history object types', () => {
  it('are derived from resources/ (every logged resource, and the user account), each named by its resource', () => {
    expect(OBJECT_TYPES).toEqual(expect.arrayContaining(['factories', 'buildings', 'elements', 'groups', 'custom-attributes', 'users', 'teams', 'user']));
    expect(OBJECT_TYPES).not.toContain('activity-log');
    for (const type of OBJECT_TYPES) {
      expect(objectTypeLabel(type, fr)).not.toBe(type);
      expect(objectTypeLabel(type, en)).not.toBe(type);
    }
    expect(objectTypeLabel('custom-attributes', en)).toBe('Custom attribute');
  });
});

describe('history values', () => {
  it('shows a choice (a status) as the console names it, never its API value', () => {
    const [line] = describeChanges('controls', { status: ['to_do', 'finished'] }, fr);
    expect(line.from).not.toBe('to_do');
    expect(line.to).not.toBe('finished');
    expect(line.to).toBe(fr('resources.controls.choices.status.finished'));
    expect(describeChanges('controls', { status: ['to_do', 'finished'] }, en)[0].to).toBe(en('resources.controls.choices.status.finished'));
  });
});

