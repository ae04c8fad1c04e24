import { describe, expect, it } from 'vitest';
import {
  displayValue, expandCustomValueChanges, formatDate, fromFormValues, toFormValues, toWriteBody, type ElementAttribute,
} from '../../../src/features/elements/customValues';
import { companyLandmarks, companyOfSite, listLandmarks } from '../../../src/features/elements/landmarks';
import { stateFromUrl, urlFromState } from '../../../src/features/elements/listUrl';
import { isSearchTooLong, normalizeSearch } from '../../../src/features/elements/searchText';
import type { Company } from '../../../src/providers/types';

const attr = (id: number, type: ElementAttribute['type'], name = `A${id}`): ElementAttribute => ({ id, name, type, choices: ['A', 'B'] });

describe('elements list URL (spec §2)', () => {
  it('reads comma-separated id lists, tab, search (repeated: joined), ordering, due date, sheet and page', () => {
    const s = stateFromUrl('?factory=3,4&building=9&rid=1&elt=7,x,8&group=2&tab=non_compliant&search=pompe&search=nord'
      + '&ordering=-expiry_date&next_date_lte=2026-12-31&open_sheet=42&page=3');
    expect(s.filter).toEqual({ factory: [3, 4], building: [9], regulation: [1], element_type: [7, 8], group: [2],
      q: 'pompe nord', tab: 'non_compliant', next_date_lte: '2026-12-31' });
    expect(s.sort).toEqual({ field: 'expiry_date', order: 'DESC' });
    expect(s).toMatchObject({ openSheet: 42, page: 3 });
  });

  it('defaults: tab all, ordering designation, page 1; unusable values are dropped', () => {
    expect(stateFromUrl('?next_date_lte=demain&open_sheet=0&page=-2&ordering=a;b')).toEqual({
      filter: { tab: 'all' }, sort: { field: 'designation', order: 'ASC' }, page: 1, openSheet: null });
  });

  it('writes back only what differs from the defaults, lists comma-separated, and round-trips', () => {
    expect(urlFromState(stateFromUrl(''))).toBe('');
    const url = '?factory=3,4&rid=1&elt=7&tab=to_discard&search=pompe+nord&ordering=-expiry_date&open_sheet=5';
    expect(urlFromState(stateFromUrl(url))).toBe(url);
    expect(urlFromState({ filter: { regulation: [], q: '  ', tab: 'all' }, sort: { field: 'designation', order: 'ASC' }, page: 2, openSheet: null }))
      .toBe('?page=2');
  });
});

describe('search rule (spec §5)', () => {
  it('replaces " / " by a space, trims, and says when past 100 characters', () => {
    expect(normalizeSearch('  Pompe / Nord ')).toBe('Pompe Nord');
    expect(normalizeSearch('A/B')).toBe('A/B');
    expect(isSearchTooLong('x'.repeat(100))).toBe(false);
    expect(isSearchTooLong('x'.repeat(101))).toBe(true);
  });
});

describe('landmark labels', () => {
  const company = (id: number, repere_1: string, repere_2: string, use_repere_2 = true) =>
    ({ id, repere_1, repere_2, use_repere_2, factories: [{ id: id * 10, name: 'S' }] }) as unknown as Company;

  it('a company\'s own labels; an empty one falls back to the default; the second only when used', () => {
    expect(companyLandmarks(company(1, 'Zone', 'Local'))).toEqual({ repere_1: 'Zone', repere_2: 'Local', useRepere2: true });
    expect(companyLandmarks(company(1, ' ', '', false))).toEqual({ repere_1: null, repere_2: null, useRepere2: false });
    expect(companyLandmarks(undefined)).toEqual({ repere_1: null, repere_2: null, useRepere2: true });
    // Issue 34: the French defaults stored as labels read as the user's language's default.
    expect(companyLandmarks(company(1, 'Repère 1', ' repère 2 '))).toEqual({ repere_1: null, repere_2: null, useRepere2: true });
    expect(companyLandmarks(company(1, 'Repère 2', 'Repère 1'))).toEqual({ repere_1: 'Repère 2', repere_2: 'Repère 1', useRepere2: true });
  });

  it('a list over several companies: shared labels only; the second shown when one uses it', () => {
    expect(listLandmarks([company(1, 'Zone', 'Local', false), company(2, 'Zone', 'Pièce')]))
      .toEqual({ repere_1: 'Zone', repere_2: null, useRepere2: true });
    expect(listLandmarks([company(1, 'Zone', 'Local', false)]).useRepere2).toBe(false);
    expect(companyOfSite([company(1, 'a', 'b'), company(2, 'c', 'd')], 20)?.id).toBe(2);
    expect(companyOfSite([company(1, 'a', 'b')], null)).toBeUndefined();
  });
});

describe('custom values in the element form', () => {
  it('API values ⇄ form inputs (a<id> keys); only shown attributes are sent; emptied ones as null', () => {
    expect(toFormValues({ 12: 'x', 13: 4, 14: true, bad: 'y', 15: { a: 1 } })).toEqual({ a12: 'x', a13: 4, a14: true });
    const shown = [attr(12, 'text'), attr(13, 'number'), attr(14, 'boolean'), attr(16, 'list')];
    expect(fromFormValues({ a12: '', a13: 5, a14: false, a99: 'hidden' }, shown)).toEqual({ 12: null, 13: 5, 14: false });
    expect(toWriteBody({ designation: 'd', cv: { a16: 'B' } }, shown)).toEqual({ designation: 'd', custom_values: { 16: 'B' } });
    expect(toWriteBody({ designation: 'd', cv: {} }, shown)).toEqual({ designation: 'd' });
  });

  it('displays dates DD/MM/YYYY and booleans as words; history changes spread per attribute', () => {
    const words = { yes: 'Oui', no: 'Non' };
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
    expect(formatDate(null)).toBe('');
    expect(displayValue(attr(1, 'date'), '2024-02-29', words)).toBe('29/02/2024');
    expect(displayValue(attr(1, 'boolean'), false, words)).toBe('Non');
    expect(displayValue(attr(1, 'text'), undefined, words)).toBe('');
    expect(expandCustomValueChanges({ designation: ['a', 'b'], custom_values: [{ 1: 'x', 2: 3 }, { 1: 'y', 2: 3, 9: true }] },
      [attr(1, 'text', 'Marque')])).toEqual({ designation: ['a', 'b'], Marque: ['x', 'y'], '#9': [null, true] });
    expect(expandCustomValueChanges({ linked: [null, 'E'] }, [])).toEqual({ linked: [null, 'E'] });
  });
});
