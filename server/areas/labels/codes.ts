// The codes carried by elements (QR or Data Matrix labels): the one rule for new codes, the
// rule for codes typed or scanned by people, and what a printed label encodes.
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { intArr, rows, type Runner } from '../../crud/sql';

/** Crockford's base32: no I, L, O, U, so a code read aloud or retyped is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 symbols of 5 bits: 60 random bits, unguessable even among millions of labelled elements. */
export const NEW_CODE_LENGTH = 12;
export const MAX_CODE_LENGTH = 64;
/**
 * Codes given by people (pre-printed stickers, other systems): printable ASCII without spaces,
 * slashes or characters that need escaping in a URL path or a PDF.
 */
const CODE_PATTERN = /^[A-Za-z0-9\-_.:+#=*!$]+$/;

/** A new code: short, random (CSPRNG), unguessable. Uniqueness is the database's index. */
export function newCode(): string {
  let code = '';
  for (let i = 0; i < NEW_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The code as stored (trimmed), or null when it is not an acceptable code. */
export function normalizeCode(raw: string): string | null {
  const code = raw.trim();
  return code.length >= 1 && code.length <= MAX_CODE_LENGTH && CODE_PATTERN.test(code) ? code : null;
}

/**
 * What a label encodes: the console's page of the code, so that any phone camera opens the
 * element; the console's scanner reads the code back from such a link (or takes a bare code).
 */
export const labelContent = (publicUrl: string, code: string) => `${publicUrl}/elements/qr_code/${encodeURIComponent(code)}`;

/** A unique-index violation (Postgres 23505), bare or wrapped by drizzle. */
export const isUniqueViolation = (err: unknown) => (err as { code?: string })?.code === '23505'
  || (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Gives a new code to each of `ids` that has none (locked elements excepted: they refuse
 * writes) and answers the code of every id that has one now. A collision with an existing code
 * (2^-60 odds) draws new codes; a concurrent assignment is read back.
 */
export async function ensureCodes(runner: Runner, ids: number[]): Promise<Map<number, string>> {
  const codes = new Map<number, string>();
  if (!ids.length) return codes;
  for (let attempt = 0; ; attempt++) {
    try {
      const fresh = ids.map(() => newCode());
      await runner.execute(sql`
        UPDATE elements e SET qr_code = c.code
        FROM unnest(${intArr(ids)}, ${sql.param(fresh)}::text[]) AS c(id, code)
        WHERE e.id = c.id AND e.qr_code IS NULL AND NOT e.locked`);
      break;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 4) throw err;
    }
  }
  const found = await rows<{ id: number; qr_code: string | null }>(runner, sql`
    SELECT id, qr_code FROM elements WHERE id = ANY(${intArr(ids)})`);
  for (const r of found) if (r.qr_code) codes.set(r.id, r.qr_code);
  return codes;
}
