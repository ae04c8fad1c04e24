// The value parsers of imports: booleans as people type them, dates as Excel stores or French
// CSVs write them, numbers with a decimal comma, references by label or `label [id]`, and the
// hostile shapes the reader refuses (zip bomb declared sizes, binary, encodings).
import { describe, expect, it } from 'vitest';
import { cellText, isImpossibleDay, parseBoolean, parseDate, parseNumber, parseReference, serialToIso, MAX_CELL_CHARS, parseCell } from '../../../server/areas/imports/parse';
import { checkZip, decodeCsv, ImportFileError, sniffSpreadsheet } from '../../../server/areas/imports/read';

describe('parseBoolean', () => {
  it.each([['oui', true], ['Non', false], ['1', true], ['0', false], ['VRAI', true], ['faux', false], ['yes', true], ['no', false], [1, true], [0, false], [true, true]] as const)(
    '%s → %s', (cell, want) => expect(parseBoolean(cell)).toBe(want));
  it('is null for anything else', () => {
    expect(parseBoolean('peut-être')).toBeNull();
    expect(parseBoolean(2)).toBeNull();
  });
});

describe('parseDate', () => {
  it('reads DD/MM/YYYY, ISO, Excel serials and Date cells', () => {
    expect(parseDate('15/01/2027')).toBe('2027-01-15');
    expect(parseDate('5/1/2027')).toBe('2027-01-05');
    expect(parseDate('2027-01-15')).toBe('2027-01-15');
    expect(parseDate(46_402)).toBe('2027-01-15');
    expect(parseDate('46402')).toBe('2027-01-15');
    expect(parseDate(new Date(Date.UTC(2027, 0, 15)))).toBe('2027-01-15');
    expect(parseDate('15/01/2027 10:30')).toBe('2027-01-15');
  });
  it('refuses days that do not exist and text', () => {
    expect(parseDate('31/02/2027')).toBeNull();
    expect(parseDate('demain')).toBeNull();
    expect(parseDate(0)).toBeNull();
  });
  it('tells a day the calendar does not have from a text that is no date', () => {
    const date = { name: 'expiry_date', type: 'date' } as const;
    const noRefs = () => ({ byId: new Set<number>(), byLabel: new Map<string, number[]>() });
    expect(isImpossibleDay('31/02/2027')).toBe(true);
    expect(isImpossibleDay('2027-04-31')).toBe(true);
    expect(isImpossibleDay('29/02/2028')).toBe(false);
    expect(isImpossibleDay('demain')).toBe(false);
    expect(parseCell(date, '31/02/2027', noRefs, new Map())).toEqual({ error: 'api.imports.errors.date_not_exist', params: { value: '31/02/2027' } });
    expect(parseCell(date, 'demain', noRefs, new Map())).toEqual({ error: 'api.imports.errors.invalid_date' });
  });
  it('keeps days before 1900 for the engine to refuse (its rule, its message)', () => {
    expect(parseDate('31/12/1899')).toBe('1899-12-31');
  });
  it('follows Excel serials around its phantom 29/02/1900', () => {
    expect(serialToIso(1)).toBe('1900-01-01');
    expect(serialToIso(59)).toBe('1900-02-28');
    expect(serialToIso(61)).toBe('1900-03-01');
  });
});

describe('parseNumber and cellText', () => {
  it('reads a decimal comma and spaces', () => {
    expect(parseNumber('12,5')).toBe(12.5);
    expect(parseNumber('1 200')).toBe(1200);
    expect(parseNumber('douze')).toBeNull();
  });
  it('shows a date as DD/MM/YYYY', () => expect(cellText(new Date(Date.UTC(2027, 0, 15)))).toBe('15/01/2027'));
});

describe('parseReference', () => {
  const index = { byId: new Set([3, 4, 5]), byLabel: new Map([['bâtiment a', [3]], ['hall', [4, 5]]]) };
  it('by label (any case), by `label [id]`, by id', () => {
    expect(parseReference('Bâtiment A', index)).toEqual({ value: 3 });
    expect(parseReference('Hall [5]', index)).toEqual({ value: 5 });
    expect(parseReference('4', index)).toEqual({ value: 4 });
  });
  it('an ambiguous label or an unknown id is an error', () => {
    expect(parseReference('Hall', index)).toMatchObject({ error: 'api.imports.errors.ambiguous' });
    expect(parseReference('Hall [9]', index)).toMatchObject({ error: 'api.validation.does_not_exist' });
    expect(parseReference('Nulle part', index)).toMatchObject({ error: 'api.validation.does_not_exist' });
  });
  it('a cell beyond Excel\'s limit is refused', () => {
    expect(parseCell({ name: 'designation', type: 'string' }, 'x'.repeat(MAX_CELL_CHARS + 1), () => index, new Map())).toMatchObject({ error: 'api.imports.errors.cell_too_long' });
  });
});

describe('the reader\'s guards', () => {
  it('sniffs a zip as XLSX, text as CSV, binary as nothing', () => {
    expect(sniffSpreadsheet(Buffer.from('PK\x03\x04rest', 'latin1'))).toBe('xlsx');
    expect(sniffSpreadsheet(Buffer.from('a;b\r\n1;2\r\n'))).toBe('csv');
    expect(sniffSpreadsheet(Buffer.from([0x4d, 0x5a, 0x90, 0, 3]))).toBeNull();
  });
  it('decodes UTF-8 (BOM dropped) and Latin-1; UTF-16 is refused', () => {
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('é;à')]))).toBe('é;à');
    expect(decodeCsv(Buffer.from('Désignation;Bâtiment', 'latin1'))).toBe('Désignation;Bâtiment');
    expect(() => decodeCsv(Buffer.from('a;b', 'utf16le'))).toThrow(ImportFileError);
  });
  it('refuses a zip without a central directory', () => {
    expect(() => checkZip(Buffer.alloc(100, 1))).toThrow(ImportFileError);
  });
});
