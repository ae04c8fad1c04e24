import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources';
import { bodySchema } from '../../../server/crud/schemas';
import { csvCell } from '../../../server/crud/export';
import { issuesToFields } from '../../../server/http/validation';

const errors = (mode: 'create' | 'put' | 'patch', body: unknown) => {
  const r = bodySchema(resources.factories, mode).safeParse(body, { reportInput: true });
  return r.success ? {} : Object.fromEntries(Object.entries(issuesToFields(r.error.issues)).map(([k, v]) => [k, v.map((m) => m.key.split('.').pop())]));
};

describe('write schemas from metadata', () => {
  it('create: required, types, unknown and read-only fields', () => {
    // The company may be omitted: the route takes the caller's (crud/routes.ts, withCompany).
    expect(errors('create', {})).toEqual({ name: ['required'] });
    expect(errors('create', { name: 'x', company: 1, zz: 1, id: 3 })).toEqual({ zz: ['unknown_field'], id: ['read_only'] });
    expect(errors('create', { name: 'x'.repeat(256), company: 1.5 })).toEqual({ name: ['max_length'], company: ['invalid_integer'] });
    expect(errors('create', { name: 'x', company: 1, regulations: [1, 'a'] })).toEqual({ regulations: ['invalid_number'] });
  });

  it('patch: everything optional, create-only refused; put: required fields', () => {
    expect(errors('patch', {})).toEqual({});
    expect(errors('patch', { company: 2 })).toEqual({ company: ['read_only'] });
    expect(errors('put', {})).toEqual({ name: ['required'] });
  });

  it('a non-object body is a non-field error', () => {
    expect(errors('create', 'x')).toEqual({ non_field_errors: ['invalid'] });
  });
});

describe('csv cells', () => {
  it('quotes separators and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('-1', false)).toBe('-1'); // a number, not text typed by a user
  });
});
