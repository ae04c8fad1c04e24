// Values as people read them (server/crud/display.ts): days and instants as DD/MM/YYYY (HH:mm in
// Paris), statuses by their label, booleans as Oui/Non, references by name, field labels, in
// either language.
import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../../../resources/types';
import { codeLabel, displayDay, displayInstant, displayValue, fieldName, type Names } from '../../../server/crud/display';
import { changesText } from '../../../server/crud/activity-display';

const names: Names = new Map([['factories', new Map([[2, 'Usine de Lyon']])]]);
const field = (f: Partial<FieldDef> & { name: string; type: FieldDef['type'] }) => f as FieldDef;

describe('dates', () => {
  it('a day is DD/MM/YYYY, an instant DD/MM/YYYY HH:mm in Paris (summer and winter)', () => {
    expect(displayDay('2027-03-01')).toBe('01/03/2027');
    expect(displayInstant('2026-07-14T08:05:00Z')).toBe('14/07/2026 10:05');
    expect(displayInstant('2026-12-31T23:30:00Z')).toBe('01/01/2027 00:30');
    expect(displayDay('demain')).toBe('demain');
  });
});

describe('displayValue', () => {
  it('a status by its label, in fr and en; an unknown code as it is', () => {
    const status = field({ name: 'status', type: 'choice' });
    expect(displayValue('fr', 'control-interventions', status, 'to_validate', names)).toBe('À valider');
    expect(displayValue('en', 'control-interventions', status, 'done', names)).not.toBe('done');
    expect(displayValue('fr', 'tasks', status, 'zzz', names)).toBe('zzz');
  });
  it('fields logged outside the resources (the profile) by the history\'s own labels; free text as it is', () => {
    expect(displayValue('fr', 'users', undefined, 'en', names, 'language')).toBe('English');
    expect(displayValue('en', 'users', undefined, 'main', names, 'preferred_dashboard')).toBe('Main dashboard');
    expect(displayValue('fr', 'elements', field({ name: 'designation', type: 'string' }), 'Ext. n°3', names)).toBe('Ext. n°3');
  });
  it("an element's conformity (a string field with labels) by its label", () => {
    expect(codeLabel('fr', 'elements', 'conformity', 'non_compliant')).toBe('Non conforme');
    expect(codeLabel('en', 'elements', 'conformity', 'non_compliant')).toBe('Non-compliant');
  });
  it('booleans, empties, references, lists and dates', () => {
    const site = field({ name: 'factory', type: 'reference', reference: 'factories' });
    expect(displayValue('fr', 'groups', field({ name: 'synchronised', type: 'boolean' }), true, names)).toBe('Oui');
    expect(displayValue('en', 'groups', undefined, false, names)).toBe('No');
    expect(displayValue('fr', 'elements', site, null, names)).toBe('(vide)');
    expect(displayValue('en', 'elements', site, null, names)).toBe('(empty)');
    expect(displayValue('fr', 'elements', site, 2, names)).toBe('Usine de Lyon');
    expect(displayValue('fr', 'elements', site, 9, names)).toBe('#9');
    expect(displayValue('fr', 'documents', field({ name: 'factories', type: 'references', reference: 'factories' }), [2, 9], names)).toBe('Usine de Lyon, #9');
    expect(displayValue('fr', 'elements', field({ name: 'expiry_date', type: 'date' }), '2027-02-28', names)).toBe('28/02/2027');
    expect(displayValue('fr', 'user', undefined, '2027-02-28', names)).toBe('28/02/2027');
  });
});

describe('field labels and lines', () => {
  it('a field by its label, else the history\'s own, else its name', () => {
    expect(fieldName('fr', 'elements', 'factory')).toBe('Site');
    expect(fieldName('en', 'elements', 'expiry_date')).toBe('Expiry date');
    expect(fieldName('fr', 'elements', 'linked')).toBe('Objets liés');
    expect(fieldName('fr', 'nothing', 'xyz')).toBe('xyz');
  });
  it('lines as one export cell', () => {
    expect(changesText([{ field: 'status', label: 'Statut', from: 'À valider', to: 'Validée' }, { field: 'factory', label: 'Site', from: '(vide)', to: 'Usine de Lyon' }]))
      .toBe('Statut : À valider → Validée\nSite : (vide) → Usine de Lyon');
  });
});
