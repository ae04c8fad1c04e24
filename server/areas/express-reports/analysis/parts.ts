// Round 19's Veramac table, too wide for the page, printed in two parts ("volet A": the line's
// number and the installation; "volet B", from a new page: the line's number, the measures and
// the opinion). The line's number is the only link. Each line of part B is put back at the end of
// its line of part A, as if the table had fitted, and the table is read as one.
// Only where the report says its parts meet by their lines' numbers: two numbered tables, the
// second an observation list say, must never be joined by chance.
import type { Line } from './header';
import { cleanToken, fold, idScore } from './normalise';
import { indented, STRONG } from './rows';
import { placed, printed } from './table-header';

/** The report says its parts go together line by line ("volet A" / "volet B": a smoke vent's "volet" is none). */
const SAID = /\bvolet [ab12]\b|\ben (?:deux|trois|2|3) (?:volets|parties)\b|\bsuite des lignes\b|\bse (?:correspondent|repondent)\b[^.]{0,40}\b(?:numero|n°|rang)/;
/** A header's first cell: the line's number. */
const NUMBER_HEAD = /^(?:ligne|lig\.|n°|no|n°\s*ligne|numero|rang|item|pos\.?)$/;
const ROW = /^(\d{1,3})(?=\s{3,}|$)/;

interface Part { header: Line; headerText: string; rows: { number: number; lines: Line[] }[]; all: Line[] }

/** Numbered tables: a header whose first cell is the line's number, then its rows (and their wrapped lines). */
function partsOf(lines: Line[]): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i < lines.length; i++) {
    const head = placed(lines[i]);
    // (OCR may join the next label to it with one space: "Ligne Repère".)
    if (head.length < 2 || !NUMBER_HEAD.test(fold(head[0].text).split(' ')[0])) continue;
    const part: Part = { header: lines[i], headerText: head.map((c) => fold(c.text)).join('|'), rows: [], all: [lines[i]] };
    let j = i + 1;
    for (; j < lines.length; j++) {
      const l = lines[j];
      const m = ROW.exec(l.raw);
      if (m && !l.indent) part.rows.push({ number: Number(m[1]), lines: [l] });
      // A cell's wrapped line (or the header's second line), indented under its column.
      else if ((l.indent ?? 0) >= 3 && (part.rows.length || j === i + 1)) part.rows.at(-1)?.lines.push(l);
      else break;
      part.all.push(l);
    }
    if (part.rows.length) parts.push(part);
    i = j - 1;
  }
  // A header repeated on the next page ("– suite") goes on with the same part.
  return parts.reduce<Part[]>((out, p) => {
    const same = out.find((q) => q.headerText === p.headerText);
    if (same) { same.rows.push(...p.rows); same.all.push(...p.all); } else out.push(p);
    return out;
  }, []);
}

const hasId = (l: Line) => l.raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= STRONG);

/** The lines with each part B line joined to its part A line; unchanged when the report has no such parts. */
export function joinParts(lines: Line[]): Line[] {
  if (!SAID.test(lines.map((l) => l.folded).join(' '))) return lines;
  const parts = partsOf(lines);
  for (let a = 0; a < parts.length; a++) for (let b = a + 1; b < parts.length; b++) {
    const A = parts[a]; const B = parts[b];
    const numbers = new Set(A.rows.map((r) => r.number));
    // Part A names the installations, part B none, and B's lines are A's.
    if (A.rows.length < 2 || A.rows.filter((r) => r.lines.some(hasId)).length < A.rows.length / 2) continue;
    if (B.rows.some((r) => r.lines.some(hasId)) || !B.rows.every((r) => numbers.has(r.number))) continue;
    if (new Set(B.rows.map((r) => r.number)).size !== B.rows.length || B.rows.length < 2) continue;
    return join(lines, A, B);
  }
  return lines;
}

function join(lines: Line[], A: Part, B: Part): Line[] {
  const width = Math.max(...A.all.map((l) => printed(l).length)) + 3;
  // B's line with its number blanked, moved right of A's widest line (its columns keep their offsets).
  const shifted = (l: Line) => ' '.repeat(width) + printed(l).replace(/^\S+(?: \S+)*/, (m) => ' '.repeat(m.length));
  const make = (from: Line, raw: string): Line => {
    const { raw: r, indent } = indented(raw.replace(/\s+$/, ''));
    return { ...from, raw: r, folded: fold(r), indent };
  };
  const byNumber = new Map(B.rows.map((r) => [r.number, r.lines]));
  const replaced = new Map<Line, Line[]>();
  replaced.set(A.header, [make(A.header, printed(A.header).padEnd(width) + shifted(B.header).slice(width))]);
  for (const row of A.rows) {
    const more = byNumber.get(row.number);
    if (!more) continue;
    const first = row.lines[0];
    replaced.set(first, [make(first, printed(first).padEnd(width) + shifted(more[0]).slice(width)), ...more.slice(1).map((l) => make(first, shifted(l)))]);
  }
  // An observation citing a line ("n° 3 – ligne 7 : …") names the line's installation too.
  const idOf = new Map(A.rows.map((r) => [r.number, r.lines[0].raw.split(/\s+/).map(cleanToken).find((t) => idScore(t) >= STRONG)]));
  const inPart = new Set([...A.all, ...B.all]);
  for (const l of lines) {
    if (inPart.has(l)) continue;
    const cited = l.raw.replace(/\b(lignes?|lig\.)\s*(?:n°\s*)?(\d{1,3})\b/i, (m, _w, n) => (idOf.get(Number(n)) ? `${m} (${idOf.get(Number(n))})` : m));
    if (cited !== l.raw) replaced.set(l, [{ ...l, raw: cited, folded: fold(cited) }]);
  }
  const dropped = new Set(B.all);
  return lines.flatMap((l) => (dropped.has(l) ? [] : replaced.get(l) ?? [l]));
}
