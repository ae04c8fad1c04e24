// Round 17b: a cross table whose COLUMNS are the results ("Conformes   Non conformes (réserve)
// Non vérifiées"), its rows a building's levels, each element listed in the cell of its level
// under its result: an element's verdict is its column's. Read apart from the rows, once the
// header is seen; a row label, a total row or the next section ends nothing but the table.
import type { Line } from './header';
import type { ReadElement, ReadVerdict } from './items';
import { ID_LABEL } from './item-patterns';
import { cleanToken, fold, idScore } from './normalise';
import { saidOrUnknown, STRONG } from './rows';
import { statedVerdict } from './sentences';
import { placed as cellsAt } from './table-header';
import { lexiconVerdict } from './vocabulary';

/** A header cell naming a result, alone: "Conformes", "Non conformes (réserve)", "Non vérifiées". */
function resultOf(text: string): ReadVerdict | undefined {
  const bare = text.replace(/\([^)]*\)/g, ' ').trim();
  if (!bare || bare.split(/\s+/).length > 3 || /\d/.test(bare)) return undefined;
  const v = saidOrUnknown(statedVerdict(bare), lexiconVerdict(bare));
  return v === 'unknown' ? undefined : v;
}

/** A line's cells at their offsets on the page (an indented line's first cell at its indent). */
// OCR's "|" for a ruling between two cells ("Bâtiment A - R+1 | Porte coupe-feu 043 - N-1-0043") parts them.
const placed = (l: Line) => cellsAt(l)
  .flatMap((c) => { const bar = c.text.indexOf(' | '); return bar < 0 ? [c] : [{ text: c.text.slice(0, bar), at: c.at }, { text: c.text.slice(bar + 3), at: c.at + bar + 3 }]; });

export function readPivot(lines: Line[]): ReadElement[] {
  const out: ReadElement[] = [];
  for (let i = 0; i < lines.length; i++) {
    const heads = placed(lines[i]).map((c) => ({ at: c.at, v: resultOf(c.text) })).filter((h) => h.v !== undefined);
    // Each result once (a matrix's row of verdicts, one an element, repeats them).
    if (heads.length < 2 || new Set(heads.map((h) => h.v)).size < heads.length || heads.length < placed(lines[i]).length - 1) continue;
    let idle = 0;
    for (let j = i + 1; j < lines.length && lines[j].page === lines[i].page && idle < 2; j++) {
      const l = lines[j];
      // A total, the next section, or the identifiers' own header row (a matrix of elements in columns, under it).
      if (/^(total|\d+[.)]\s)/.test(l.folded.trim()) || ID_LABEL.test(fold(placed(l)[0]?.text ?? ''))) break;
      let found = false;
      for (const c of placed(l)) {
        const head = heads.filter((h) => h.at <= c.at + 2).at(-1);
        const id = c.text.split(/\s+/).map(cleanToken).find((t) => idScore(t) >= STRONG);
        if (!head || !id) continue;
        found = true;
        out.push({ identification_number: id, designation: c.text.split(/\s+[·•|–—-]\s+/)[0] ?? '', verdict: head.v!, line: l });
      }
      idle = found ? 0 : idle + 1;
    }
  }
  return out;
}
