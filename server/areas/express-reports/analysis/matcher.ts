// The company's element an identifier read in a report designates, in SQL over up to a million
// elements: (1) the identifier itself, (2) a QR code, (3) the OCR-tolerant key (normalise.ts
// idKey), (4) pg_trgm similarity on the identifier and the designation. Every step is an
// indexed lookup: (company_id, key) btree for 1 and 3, the unique qr_code index, the trigram GIN
// indexes on f_unaccent(identification_number / designation) for 4. Within the
// company, and the site when given; landmarks (repère 1/2) break ties.
import type pg from 'pg';
import { fold, idKey, keySql } from './normalise';
import type { ElementCandidate, ElementMatcher } from './types';

interface Row { id: number; identification_number: string; designation: string; repere_1: string; repere_2: string; si: number; sd: number }

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const COLUMNS = 'id, identification_number, designation, repere_1, repere_2';
/** The expression of the index elements_company_identification_key_idx (company_id, key). */
const KEY = keySql('identification_number');
/** Below this similarity, a candidate is not the element (short ids differ by one digit at 0.4). */
export const MIN_SIMILARITY = 0.45;

/** The halves of the identifier's longest segment (whole when short): one of them survives a misread character. */
export function halves(id: string): string[] {
  const seg = id.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0] ?? '';
  if (seg.length < 3) return [];
  if (seg.length < 6) return [seg];
  const h = Math.ceil(seg.length / 2);
  return [seg.slice(0, h), seg.slice(seg.length - h)];
}
/** A designation's words of 3 characters or more (the 4 longest). */
export const words = (s: string) => s.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3).sort((a, b) => b.length - a.length).slice(0, 4);

function byLandmarks(rows: Row[], landmarks: string[] | undefined): Row {
  if (rows.length === 1 || !landmarks?.length) return rows[0];
  const wanted = landmarks.map(fold).filter(Boolean);
  const hits = (r: Row) => [r.repere_1, r.repere_2].filter((x) => x && wanted.includes(fold(x))).length;
  return [...rows].sort((a, b) => hits(b) - hits(a))[0];
}

export function createElementMatcher(db: pg.Pool | pg.PoolClient, companyId: number, factoryId: number | null): ElementMatcher {
  const scope = factoryId === null ? 'company_id = $1' : 'company_id = $1 AND factory_id = $2';
  const base = factoryId === null ? [companyId] : [companyId, factoryId];
  const n = base.length;
  const query = async (where: string, params: unknown[]) =>
    (await db.query<Row>(`SELECT ${COLUMNS} FROM elements WHERE ${scope} AND ${where} ORDER BY id LIMIT 5`, [...base, ...params])).rows;

  // The rows of each key, fetched for all the report's identifiers in one query (prime): steps 1
  // and 3 then read them instead of querying one row at a time (0.4 s a page under load).
  const byKey = new Map<string, Row[]>();
  return {
    async prime(identifiers: string[]) {
      const keys = [...new Set(identifiers.map(idKey).filter((k) => k && !byKey.has(k)))];
      if (!keys.length) return;
      const { rows } = await db.query<Row & { key: string }>(`SELECT ${COLUMNS}, ${KEY} AS key FROM elements WHERE ${scope} AND ${KEY} = ANY($${n + 1}::text[]) ORDER BY id`, [...base, keys]);
      for (const k of keys) byKey.set(k, []);
      for (const r of rows) byKey.get(r.key)?.push(r);
    },
    async match(c: ElementCandidate) {
      const id = c.identification_number.trim();
      const designation = c.designation.trim();
      const key = idKey(id);
      const primed = key ? byKey.get(key) : undefined;
      if (key) {
        // 1. The identifier as written (case- and accent-insensitive), among the rows of its key.
        const exact = primed ? primed.filter((r) => fold(r.identification_number) === fold(id)).slice(0, 5)
          : await query(`${KEY} = $${n + 1} AND f_unaccent(identification_number) ILIKE f_unaccent($${n + 2})`, [key, escapeLike(id)]);
        if (exact.length) return { element: byLandmarks(exact, c.landmarks).id, confidence: exact.length === 1 ? 1 : 0.8 };
      }
      // 2. A QR code (given, or an identifier that is one).
      for (const qr of [c.qr_code, id].filter((x): x is string => !!x)) {
        const rows = await query(`qr_code = $${n + 1}`, [qr]);
        if (rows.length) return { element: rows[0].id, confidence: 1 };
      }
      if (key.length >= 3) {
        // 3. The OCR-tolerant key alone ("N-l-OO73" is "N-1-0073").
        const rows = primed ? primed.slice(0, 5) : await query(`${KEY} = $${n + 1}`, [key]);
        if (rows.length) return { element: byLandmarks(rows, c.landmarks).id, confidence: rows.length === 1 ? 0.9 : 0.7 };
      }
      // 4. Similarity, on the identifier when there is one (the designation then ranks), else on
      // the designation alone. pg_trgm's % on a short identifier matches nearly every row of a
      // large company (they share "B-0…" trigrams): the rows are narrowed first by indexed
      // ILIKEs that a one-character misreading leaves true (either half of the identifier's
      // longest segment; every word of a designation), then ranked by similarity.
      const useId = id.length >= 3;
      const target = useId ? id : designation;
      const pieces = useId ? halves(id) : words(designation);
      if (!pieces.length) return { element: null, confidence: 0 };
      const column = useId ? 'identification_number' : 'designation';
      const likes = pieces.map((_, i) => `f_unaccent(${column}) ILIKE f_unaccent($${n + 3 + i})`).join(useId ? ' OR ' : ' AND ');
      const { rows } = await db.query<Row>(`SELECT * FROM (
          SELECT ${COLUMNS}, similarity(f_unaccent(${column}), f_unaccent($${n + 1})) AS si,
            similarity(f_unaccent(designation), f_unaccent($${n + 2})) AS sd
          FROM elements WHERE ${scope} AND (${likes})) s
        WHERE si >= ${MIN_SIMILARITY} ORDER BY si * 0.7 + sd * 0.3 DESC, id LIMIT 5`,
      [...base, target, designation, ...pieces.map((p) => `%${escapeLike(p)}%`)]);
      if (!rows.length) return { element: null, confidence: 0 };
      const top = rows.filter((r) => r.si * 0.7 + r.sd * 0.3 >= rows[0].si * 0.7 + rows[0].sd * 0.3 - 0.02);
      const best = byLandmarks(top, c.landmarks);
      // A near identifier is another element as often as a misread one ("N-1-0099" for a missing
      // "N-1-0999"): only taken when the designation agrees too, or the identifier is very close.
      // A designation alone must be close and single: reports repeat designations.
      const agrees = useId ? (designation ? best.sd >= 0.6 : best.si >= 0.8) : best.si >= 0.7 && top.length === 1;
      if (!agrees) return { element: null, confidence: 0 };
      const score = useId ? best.si * 0.7 + best.sd * 0.3 : best.si * 0.6;
      return { element: best.id, confidence: Math.round(Math.min(0.85, score) * 100) / 100 };
    },
  };
}
