import { describe, expect, it } from 'vitest';
import { checkValue, type Attribute } from '../../../server/areas/elements/custom-values';

const attr = (type: Attribute['type']): Attribute => ({ id: 1, name: 'Marque', type, choices: ['A', 'B'] });
const problem = (a: Attribute, v: unknown) => {
  const r = checkValue(a, v);
  return 'problem' in r ? r.problem.key.replace('api.elements.values.', '') : null;
};

describe('a custom value fits its attribute\'s type', () => {
  it('text: trimmed, at most 255 characters, empty removes', () => {
    expect(checkValue(attr('text'), '  Sicli ')).toEqual({ value: 'Sicli' });
    expect(checkValue(attr('text'), '   ')).toEqual({ value: null });
    expect(checkValue(attr('text'), 'x'.repeat(255))).toEqual({ value: 'x'.repeat(255) });
    expect(problem(attr('text'), 'x'.repeat(256))).toBe('text');
    expect(problem(attr('text'), 12)).toBe('text');
  });

  it('number, boolean and list', () => {
    expect(checkValue(attr('number'), -2.5)).toEqual({ value: -2.5 });
    expect(problem(attr('number'), '3')).toBe('number');
    expect(problem(attr('number'), Number.NaN)).toBe('number');
    expect(checkValue(attr('boolean'), false)).toEqual({ value: false });
    expect(problem(attr('boolean'), 'oui')).toBe('boolean');
    expect(checkValue(attr('list'), 'B')).toEqual({ value: 'B' });
    expect(problem(attr('list'), 'b')).toBe('list');
  });

  it('date: a real YYYY-MM-DD, not before 1900 (spec §5); null always removes', () => {
    expect(checkValue(attr('date'), '2024-02-29')).toEqual({ value: '2024-02-29' });
    expect(checkValue(attr('date'), '1900-01-01')).toEqual({ value: '1900-01-01' });
    expect(problem(attr('date'), '2023-02-29')).toBe('date');
    expect(problem(attr('date'), '01/02/2024')).toBe('date');
    expect(problem(attr('date'), '1899-12-31')).toBe('date_before_1900');
    for (const type of ['text', 'number', 'date', 'boolean', 'list'] as const) expect(checkValue(attr(type), null)).toEqual({ value: null });
  });
});
