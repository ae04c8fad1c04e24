// Text folding and the OCR-tolerant form of identification numbers, shared by the extraction
// (which token is an identifier) and the matcher (the same key on the read text and the rows).

/** Lower case, no accents, typographic quotes and dashes made plain, spaces collapsed. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    .replace(/[’‘`´]/g, "'").replace(/[–—‐‑]/g, '-').replace(/\s+/g, ' ').trim();
}

/** Letters OCR takes for digits and back: O↔0, I/l↔1, S↔5, B↔8 (Z↔2, G↔6 too). */
const TO_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', '|': '1', S: '5', B: '8', Z: '2', G: '6' };

/**
 * The identifier's comparison key: upper case, no accents, no separators (spaces, dashes, dots,
 * slashes), letters OCR confuses with digits made digits. Applied alike to what was read and to
 * the stored identifiers, so "N-1-0O73", "n 1 0073" and "N-1-0073" share one key.
 * (The same rule in SQL: matcher.ts KEY_SQL.)
 */
export function idKey(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/[^A-Z0-9|]/g, '')
    .replace(/[OQDILSBZG|]/g, (c) => TO_DIGIT[c]);
}

/** The postgres expression computing idKey(column) (kept in step with idKey). */
export const keySql = (column: string) =>
  `translate(upper(regexp_replace(f_unaccent(${column}), '[^A-Za-z0-9|]', '', 'g')), 'OQDILSBZG|', '0001158261')`;

/**
 * How much a token looks like an identification number (0: not at all): digits mixed with
 * letters or separators, long enough. "N-1-0073" > "EXT42" > "073" (a designation's number).
 */
export function idScore(token: string): number {
  const t = token.replace(/^[([]+|[)\].,;:]+$/g, '');
  if (t.length < 3 || t.length > 40 || !/\d/.test(t)) return 0;
  if (/^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/.test(t)) return 0; // a date
  if (/^\d+[.,]\d+$/.test(t)) return 0; // a number
  if (/^\d{4}-\d{2}-\d{2}(T\d{1,2}(:\d{2}){1,2})?$/.test(t)) return 0; // an ISO date or time stamp ("2026-01-09T14:53")
  if (/^\d{4}-?W\d{2}(-?\d)?$/.test(t)) return 0; // round 21b: an ISO week ("2026-W31"), a date
  if (/^(sha|md)-?\d{1,3}$/i.test(t)) return 0; // round 21b: a hash's name ("SHA-256") on a signature's proof
  if (/^\d{1,2}(er|re|e|eme|ème|nd|nde)$/i.test(t)) return 0; // an ordinal ("1er juin")
  if (/^\d{1,2}[:h]\d{2}$/.test(t)) return 0; // a time of day ("11:56", "8h30")
  if (/^R[+-]\d{1,2}$/i.test(t)) return 0; // a building's level ("R+1")
  if (/^[IVX]{1,4}\/\d{2,4}$/.test(t)) return 0; // a month in Roman figures and its year ("III/2027")
  // OCR glues a date to its neighbour ("07/10/2026,dans", "21et22.08.2026").
  if (/^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}[,;]/.test(t) || /^\d{1,2}(et|au|-)\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/.test(t)) return 0;
  if (/\.(jpe?g|png|tiff?|pdf|bmp|heic|m4a|mp3|wav|ogg|mp4|mov|avi|docx?|xlsx?|odt|ods|csv|txt|xml|json|dat|log|zip|mem|dwg|dxf)$/i.test(t)) return 0; // a file's name ("IR_8480.jpg", round 19's "DICT_20260509_0723.m4a", round 23's "SES-2602-6.mem")
  if (/^v\d+(\.\d+)+$/i.test(t)) return 0; // round 23b: a software's version ("logiciel … v4.2")
  if (/…|\.\.+\)?$/.test(token)) return 0; // round 19b: a pattern, not an identifier ("repères normalisés (N-1-…)")
  if (/^(obs|observations?|rem|remarques?)[.-]?\d{1,3}$/i.test(t)) return 0; // round 25c: an observation's number OCR glued ("Obs.1"), no element
  if (t.includes('@')) return 0; // an address, or OCR's reading of a drawn sign ("e@6")
  if (/^\W?\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\S?$/.test(t)) return 0; // a date OCR misread at an end ("<4/06/2026", "11/05/202t")
  // An extinguisher's type and charge, glued by OCR ("EP6L", "CO25kg", "P9kg").
  if (/^(ep|eau|epa|pa|p|pm|co2|abc|ps)\d+([.,]\d+)?(l|kg)$/i.test(t)) return 0;
  // A date with its month in words ("09-mars-2026").
  if (/^\d{1,2}-\p{L}{3,9}\.?-\d{2,4}$/u.test(t)) return 0;
  // A date with one figure OCR read as a letter ("10/V4/2026").
  if (/^\W?[\dA-Za-z]{1,2}[/.][\dA-Za-z]{1,2}[/.][\dA-Za-z]{4}$/.test(t) && (t.match(/\d/g) ?? []).length >= 6) return 0;
  if ((t.match(/[^\p{L}\p{N}\-/._]/gu) ?? []).length >= 2) return 0; // OCR's noise ("ir.3t+>!:suôns")
  // Round 13: OCR's noise around a struck-out word ("/->075", "/-7357-Saustaisante”/"): signs first, or a long word inside.
  if (/^[^\p{L}\p{N}]{2}/u.test(t) || /\p{L}{8}/u.test(t)) return 0;
  // A measure ("42kV", "=30kV", "13969h", "9kg", "400kVA"), not an identifier (OCR glues the unit and a sign to it).
  if (/^[=<>≥≤~z]?\d+([.,]\d+)?\s?(kv|kva|kw|kwh|v|va|w|a|ma|bar|mbar|kg|g|t|l|m|mm|cm|h|s|hz|°c|%|ohms?|mω|kω|ω)$/i.test(t)) return 0;
  // Measures written together ("16 bar/175 °C" read "bar/175", "12V/24", a span and a height "16m/7m"): units and numbers only.
  if (t.split(/[/._-]/).every((x) => /^\d*([.,]\d+)?(kv|kva|kw|v|va|w|a|bar|mbar|kg|t|l|m|mm|cm|h|hz|°c|c|ps|ts)?$/i.test(x))) return 0;
  let s = 1;
  // Mostly digits ("N-1-0034") rather than a place with a number ("Quai4-RDC").
  const alnum = t.replace(/[^\p{L}\p{N}]/gu, '');
  if (alnum.replace(/\D/g, '').length * 2 > alnum.length) s += 0.5;
  if (/[-/._]/.test(t) && /[\dA-Za-z][-/._][\dA-Za-z]/.test(t)) s += 2;
  if (/[A-Za-z]/.test(t)) s += 1;
  if (t.length >= 5) s += 1;
  if (/^\d{1,3}$/.test(t)) s -= 0.5;
  // A word of five letters or more is a place or a name glued to a number ("Escalier4-R+1"), less likely an identifier.
  if (/\p{L}{5,}/u.test(t)) s -= 1;
  // Mostly letters with a stray digit ("Llacs-por.2-"): a misread word.
  if (alnum.length >= 8 && alnum.replace(/\D/g, '').length * 6 < alnum.length) s -= 1;
  return s;
}

/** Trims the punctuation a token carries in running text ("(N-1-0073)", "N-1-0073:"). */
const trimToken = (t: string) => t.replace(/^[([«"']+|[)\]»"',;:]+$/g, '').replace(/\.$/, '');
/** Round 21b: OCR reads a table's rule before a cell as "|" ("|N-1-0026"): dropped before a sure identifier (the SQL matcher's key drops it too), kept before noise ("||23m/om": a rule and a speck). */
export const cleanToken = (t: string) => { const c = trimToken(t); const bare = c.replace(/^\|(?!\|)/, ''); return bare !== c && idScore(bare) >= 4 ? bare : c; };
