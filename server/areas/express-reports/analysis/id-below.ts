// Round 21b: a row whose identifier is printed BELOW it, in its first column (a barcode terminal's report: the
// code read is printed under the barcode drawn in the row's first column), its cells wrapped on
// a second line under themselves ("1 – maintenu en" / "service"). The row is laid out whole, the
// identifier in its column, so that every cell stays under its label.
import type { Line } from './header';
import { cleanToken, fold, idScore } from './normalise';
import { cells } from './table-header';

const STRONG = 4;
const GAP = /\S\s{3,}\S/;

/** A line's cells at their offsets on the page (extract.ts puts an indented line's first cell at 0). */
const onPage = (l: Line) => cells(l.raw).map((c, k) => (k === 0 ? { ...c, at: c.at + (l.indent ?? 0) } : c));
const hasId = (l: Line) => l.raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= STRONG);
/** A sure identifier alone in its line's first cell. */
const aloneId = (l: Line | undefined) => { const t = l ? cells(l.raw)[0]?.text ?? '' : ''; return !!t && !/\s/.test(t) && idScore(cleanToken(t)) >= STRONG ? cleanToken(t) : null; };

/** The row joined with its wrapped line and the identifier under it, and how many lines it took; null when the lines are not such a row. */
export function rowWithIdBelow(lines: Line[], i: number): { line: Line; used: number } | null {
  const row = lines[i];
  if (!row || !GAP.test(row.raw) || hasId(row)) return null;
  const wrapped = lines[i + 1];
  const under = (l: Line) => { const top = onPage(row); return onPage(l).every((c) => top.some((t) => Math.abs(t.at - c.at) <= 2)); };
  const cont = wrapped && wrapped.page === row.page && !hasId(wrapped) && !aloneId(wrapped) && under(wrapped) ? wrapped : null;
  const idLine = lines[i + (cont ? 2 : 1)];
  const id = idLine && idLine.page === row.page ? aloneId(idLine) : null;
  if (!id || idLine.indent === undefined) return null;
  const top = onPage(row);
  // The identifier stands left of the row's first cell, in a column of its own.
  if (idLine.indent + id.length + 3 > top[0].at) return null;
  // The identifier's line may go on with the row's wrapped cells too ("N-1-0261   encombré par du").
  const rest = onPage(idLine).slice(1);
  if (!rest.every((c) => top.some((t) => Math.abs(t.at - c.at) <= 2))) return null;
  const texts = top.map((t) => t.text);
  for (const c of [...(cont ? onPage(cont) : []), ...rest]) { const k = top.findIndex((t) => Math.abs(t.at - c.at) <= 2); texts[k] = `${texts[k]} ${c.text}`; }
  let raw = id;
  top.forEach((t, k) => { raw += ' '.repeat(Math.max(3, t.at - idLine.indent! - raw.length)) + texts[k]; });
  return { line: { ...row, raw, folded: fold(raw), indent: idLine.indent }, used: cont ? 3 : 2 };
}
