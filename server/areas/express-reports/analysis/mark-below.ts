// Round 22b: a carbon copy's marks fall a little below their boxes. On the client's copy of a
// self-copying form the handwriting is shifted off the printed boxes, so a row's cross ("X" under
// "Apte" or "Inapte") comes out alone on the line under the row. When the row has blank space
// where that mark stands, the mark is the row's, in its column.
import { cleanToken, idScore } from './normalise';
import type { Line } from './header';

/** A line of one or two marks and nothing else. */
const MARKS_ONLY = /^\s*[Xx✗✓✔×](\s{2,}[Xx✗✓✔×])?\s*$/;

/** The row with the marks of the line under it put in its blanks, or null. */
export function markBelow(row: Line, next: Line): string | null {
  if (row.page !== next.page || !MARKS_ONLY.test(next.raw)) return null;
  // The row names an element (a sure identifier among its words).
  if (!row.raw.trim().split(/\s+/).some((t) => idScore(cleanToken(t)) >= 4)) return null;
  let raw = row.raw;
  for (const [k, m] of [...next.raw.matchAll(/\S/g)].entries()) {
    // An indented line's first cell was moved to its start (rows.ts, indented): its place is the indent.
    const at = k === 0 && next.indent ? next.indent : m.index;
    // Blank around the mark in the row: two spaces each side, or the row's end.
    const around = raw.slice(Math.max(0, at - 2), at + 3);
    if (at < 2 || /\S/.test(around)) return null;
    raw = raw.length <= at ? `${raw.padEnd(at)}${m[0]}` : `${raw.slice(0, at)}${m[0]}${raw.slice(at + 1)}`;
  }
  return raw;
}
