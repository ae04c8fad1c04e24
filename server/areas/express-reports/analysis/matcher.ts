// The company's element an identifier read in a report designates, in SQL over up to a million
// elements: (1) the identifier itself, (2) a QR code, (3) the OCR-tolerant key (normalise.ts
// idKey) among rows sharing the identifier's digits, (4) pg_trgm similarity on the identifier
// and the designation. Every step is an indexed lookup: the trigram GIN indexes on
// f_unaccent(identification_number / designation) and the unique qr_code index. Within the
// company, and the site when given; landmarks (repère 1/2) break ties.
import type pg from 'pg';
import { fold, idKey, keySql } from './normalise';
import type { ElementCandidate, ElementMatcher } from './types';

interface Row { id: number; identification_number: string; designation: string; repere_1: string; repere_2: string; si: number; sd: number }

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const COLUMNS = 'id, identification_number, designation, repere_1, repere_2';
/** Below this similarity, a candidate is not the element (short ids differ by one digit at 0.4). */
const MIN_SIMILARITY = 0.45;

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

  return {
    async match(c: ElementCandidate) {
      const id = c.identification_number.trim();
      const designation = c.designation.trim();
      if (id) {
        // 1. The identifier as written (case- and accent-insensitive; the trigram index serves ILIKE without wildcards).
        const exact = await query(`f_unaccent(identification_number) ILIKE f_unaccent($${n + 1})`, [escapeLike(id)]);
        if (exact.length) return { element: byLandmarks(exact, c.landmarks).id, confidence: exact.length === 1 ? 1 : 0.8 };
      }
      // 2. A QR code (given, or an identifier that is one).
      for (const qr of [c.qr_code, id].filter((x): x is string => !!x)) {
        const rows = await query(`qr_code = $${n + 1}`, [qr]);
        if (rows.length) return { element: rows[0].id, confidence: 1 };
      }
      if (id) {
        // 3. OCR-tolerant key, among the rows holding the identifier's longest run of digits
        // (as read, and with look-alike letters made digits): an indexed ILIKE '%run%'.
        const key = idKey(id);
        // Runs taken within the written segments ("N l OO73" → "0073"), as the stored text has its separators.
        const longest = (parts: string[]) => parts.flatMap((p) => p.match(/\d+/g) ?? []).sort((a, b) => b.length - a.length)[0];
        const segments = id.split(/[^\p{L}\p{N}|]+/u);
        const runs = [...new Set([longest(segments), longest(segments.map(idKey))].filter((r): r is string => !!r && r.length >= 3))];
        if (key.length >= 3 && runs.length) {
          const like = runs.map((_, i) => `f_unaccent(identification_number) ILIKE $${n + 2 + i}`).join(' OR ');
          const rows = await query(`(${like}) AND ${keySql('identification_number')} = $${n + 1}`, [key, ...runs.map((r) => `%${escapeLike(r)}%`)]);
          if (rows.length) return { element: byLandmarks(rows, c.landmarks).id, confidence: rows.length === 1 ? 0.9 : 0.7 };
        }
      }
      // 4. Similarity: on the identifier when there is one (the designation then ranks), else on
      // the designation alone (a designation is rarely unique: lower confidence).
      const useId = id.length >= 3;
      const target = useId ? id : designation;
      if (!target) return { element: null, confidence: 0 };
      const column = useId ? 'identification_number' : 'designation';
      const { rows } = await db.query<Row>(`SELECT * FROM (
          SELECT ${COLUMNS}, similarity(f_unaccent(${column}), f_unaccent($${n + 1})) AS si,
            similarity(f_unaccent(designation), f_unaccent($${n + 2})) AS sd
          FROM elements WHERE ${scope} AND f_unaccent(${column}) % f_unaccent($${n + 1})) s
        WHERE si >= ${MIN_SIMILARITY} ORDER BY si * 0.7 + sd * 0.3 DESC, id LIMIT 5`, [...base, target, designation]);
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
