// Round 18's Omexom planning: each row is three lines high, its identifier's line on top ("1
// Transformateur 007 (N-1-0007)"), its bar and result centred on the row's height on the next
// line ("1 ▬▬▬ RAS", under "Éq." and "Résultat"), its room under. The centred line's cells, all
// right of the row's own, are the row's: they are put back on its line.
import type { Line } from './header';
import { cleanToken, idScore } from './normalise';
import { placed } from './table-header';

const STRONG_ID = 4;
const hasId = (l: Line) => l.raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= STRONG_ID);

/** The row's line with the centred line's cells at their offsets, or null. */
export function centredCells(l: Line, next: Line | undefined): string | null {
  if (!next || next.page !== l.page || !(next.indent ?? 0) || hasId(next) || !hasId(l)) return null;
  const row = placed(l);
  const more = placed(next);
  const end = Math.max(...row.map((c) => c.at + c.text.length));
  // Every cell of the centred line right of the row's last, two at least (a bar's label, the result).
  if (more.length < 2 || more[0].at < end + 3) return null;
  // (The row's first cell may sit at 0 for its indent: its other cells, and these, are at their offsets.)
  let raw = l.raw;
  for (const c of more) raw = `${raw.padEnd(c.at)}${raw.length > c.at ? '   ' : ''}${c.text}`;
  return raw;
}
