// Round 18b: a register page kept by hand over the years (the safety register of fire doors, code
// du travail art. R. 4227-39): each visit's entries opened by its date, the next ones "id." (idem),
// last year's entries above this year's, naming the same doors. The newest visit is the report's:
// its date is the visit's, and the older visits' entries are history, not this visit's results.
import { findDates } from './dates';
import type { Line } from './header';
import { cells } from './table-header';

/** A register's entry opening with its date ("10/4/26   Porte coupe-feu 010   vérif. ann.   bon fonctionnement"). */
const DATED = /^(\d{1,2}\/\d{1,2}\/\d{2,4})[\s|]/;
/** The next entries of the same day: "id." (idem), "d°" (ditto). */
const DITTO = /^(id\.?|idem|d°)\s/i;

export interface Register { date: string; line: Line; history: Set<Line> }

/** The register's visits, if the lines are one: two dated visits at least, entries "id." under them. */
export function readRegister(lines: Line[]): Register | null {
  const visits: { date: string; line: Line; lines: Line[]; dittos: number }[] = [];
  for (const line of lines) {
    const text = line.raw.trim();
    const dated = DATED.exec(text);
    const date = dated && cells(line.raw).length >= 3 ? findDates(dated[1])[0]?.iso : undefined;
    if (date) visits.push({ date, line, lines: [line], dittos: 0 });
    else if (visits.length) {
      const visit = visits.at(-1)!;
      visit.lines.push(line);
      if (DITTO.test(text)) visit.dittos++;
    }
  }
  const dates = new Set(visits.map((v) => v.date));
  // (A visit of one entry has no "id.": one visit with them is the register's mark.)
  if (dates.size < 2 || !visits.some((v) => v.dittos >= 1)) return null;
  const newest = visits.reduce((a, b) => (b.date > a.date ? b : a));
  return { date: newest.date, line: newest.line, history: new Set(visits.filter((v) => v.date < newest.date).flatMap((v) => v.lines)) };
}
