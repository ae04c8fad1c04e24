// The express reports' element matcher on PostgreSQL (the demo company's elements): the
// identifier as written, QR codes, OCR misreadings, near identifiers only when the designation
// agrees, designations alone, and the company and site scopes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createElementMatcher } from '../../server/areas/express-reports/analysis';
import { createPool } from '../../server/db/pool';

const pool = createPool(inject('databaseUrl'));
let company: number;
let other: number;
interface El { id: number; identification_number: string; designation: string; factory_id: number; qr_code: string | null }
let el: El;
let withQr: El;
let otherFactory: number;

beforeAll(async () => {
  const { rows: [c] } = await pool.query(`SELECT id FROM companies WHERE name = 'Démo Industrie'`);
  const { rows: [o] } = await pool.query(`SELECT id FROM companies WHERE name = 'Groupe Corpo'`);
  company = c.id;
  other = o.id;
  ({ rows: [el] } = await pool.query<El>(`SELECT id, identification_number, designation, factory_id, qr_code FROM elements
    WHERE company_id = $1 AND identification_number LIKE '%-0073'`, [company]));
  ({ rows: [withQr] } = await pool.query<El>(`SELECT id, identification_number, designation, factory_id, qr_code FROM elements
    WHERE company_id = $1 AND qr_code IS NOT NULL ORDER BY id LIMIT 1`, [company]));
  ({ rows: [{ id: otherFactory }] } = await pool.query(`SELECT id FROM factories WHERE company_id = $1 AND id <> $2 ORDER BY id LIMIT 1`, [company, el.factory_id]));
});
afterAll(() => pool.end());

describe('element matcher', () => {
  it('finds the identifier as written, whatever its case', async () => {
    const m = createElementMatcher(pool, company, null);
    expect(await m.match({ identification_number: el.identification_number, designation: '' })).toEqual({ element: el.id, confidence: 1 });
    expect((await m.match({ identification_number: el.identification_number.toLowerCase(), designation: '' })).element).toBe(el.id);
  });

  it('finds a QR code, given or read as the identifier', async () => {
    const m = createElementMatcher(pool, company, null);
    expect((await m.match({ identification_number: '', designation: '', qr_code: withQr.qr_code! })).element).toBe(withQr.id);
    expect((await m.match({ identification_number: withQr.qr_code!, designation: 'illisible' })).element).toBe(withQr.id);
  });

  it('tolerates OCR misreadings: O/0, l/1, spaces and dashes', async () => {
    const m = createElementMatcher(pool, company, null);
    const misread = el.identification_number.replace(/-/g, ' ').replace('0073', 'OO73').replace(/^N 1/, 'N l');
    expect(misread).not.toBe(el.identification_number);
    expect(await m.match({ identification_number: misread, designation: '' })).toEqual({ element: el.id, confidence: 0.9 });
  });

  it('takes a near identifier only when the designation agrees', async () => {
    const m = createElementMatcher(pool, company, null);
    const near = el.identification_number.replace('0073', '073');
    expect((await m.match({ identification_number: near, designation: el.designation })).element).toBe(el.id);
    expect((await m.match({ identification_number: near, designation: 'Chaudière fioul 12' })).element).toBeNull();
    expect((await m.match({ identification_number: el.identification_number.replace('0073', '9999'), designation: '' })).element).toBeNull();
  });

  it('finds a unique designation when no identifier was read', async () => {
    const m = createElementMatcher(pool, company, null);
    const r = await m.match({ identification_number: '', designation: el.designation });
    expect(r.element).toBe(el.id);
    expect(r.confidence).toBeLessThan(0.9);
  });

  it('stays within the company and the site', async () => {
    expect((await createElementMatcher(pool, other, null).match({ identification_number: el.identification_number, designation: el.designation })).element).toBeNull();
    expect((await createElementMatcher(pool, company, el.factory_id).match({ identification_number: el.identification_number, designation: '' })).element).toBe(el.id);
    expect((await createElementMatcher(pool, company, otherFactory).match({ identification_number: el.identification_number, designation: '' })).element).toBeNull();
  });

  it('primed with a report\'s identifiers, matches them from one query, with the same answers', async () => {
    let queries = 0;
    const counted = { query: (...a: Parameters<typeof pool.query>) => { queries++; return pool.query(...a); } } as unknown as typeof pool;
    const m = createElementMatcher(counted, company, null);
    const misread = el.identification_number.replace('0073', 'OO73');
    await m.prime!([el.identification_number, misread, withQr.identification_number]);
    expect(queries).toBe(1);
    expect(await m.match({ identification_number: el.identification_number, designation: '' })).toEqual({ element: el.id, confidence: 1 });
    expect(await m.match({ identification_number: withQr.identification_number, designation: '' })).toEqual({ element: withQr.id, confidence: 1 });
    expect(queries).toBe(1);
    // A misread identifier still tries the QR codes first (two queries), then the primed key.
    expect(await m.match({ identification_number: misread, designation: '' })).toEqual({ element: el.id, confidence: 0.9 });
    // Scoped: another company's matcher, primed, finds nothing.
    const o = createElementMatcher(pool, other, null);
    await o.prime!([el.identification_number]);
    expect((await o.match({ identification_number: el.identification_number, designation: el.designation })).element).toBeNull();
  });
});
