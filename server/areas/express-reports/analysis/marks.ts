// Round 20b: a table's results given by a mark beside each element's identifier, explained by a
// key above the table ("Repère sans marque : appareil apte à la poursuite de son utilisation.
// * : défectuosité constatée …   ° : appareil non vérifié ce jour (motif en renvoi)."). The key
// decides the row ("N-1-0179 *" is unfit, "N-1-0170 °" not verified, an unmarked "N-1-0190" fit)
// and a footnote naming its element after the mark ("° N-1-0190 – … : appareil consigné") too.
import type { Line } from './header';
import { fold } from './normalise';
import { said, type Legend } from './vocabulary';

const MARK = '[*°†‡#]';
const ENTRY = new RegExp(`(?:^|\\s)(${MARK})\\s*:\\s*(.+?)(?=\\s{3,}|\\s${MARK}\\s*:|$)`, 'gu');
const UNMARKED = /\b(reperes?|lignes?|appareils?|elements?|equipements?|identifiants?)\s+(sans|non)\s+(marques?|signes?|annotes?|marquee?s?)\s*:\s*(.+?)(?=\s{3,}|$)/;
const key = (mark: string) => `MARK:${mark}`;

/** The marks a key explains, in the legend as "MARK:*" (and "MARK:" for no mark); two marks at least, saying different things. */
export function readMarks(lines: Line[], legend: Legend) {
  // A key's line cut by the page's width ("* : défectuosité constatée, appareil à ne pas" / "utiliser …"): its first words decide.
  const found = new Map<string, ReturnType<typeof said>>();
  for (const { raw } of lines) {
    if (raw.length > 400) continue;
    for (const m of raw.matchAll(ENTRY)) found.set(key(m[1]), said(m[2].replace(/\([^)]*\)/g, ' ').trim(), true));
    const none = UNMARKED.exec(fold(raw));
    if (none) found.set(key(''), said(none[4], true));
  }
  const read = [...found].filter(([, v]) => v !== undefined);
  if (read.length < 2 || new Set(read.map(([, v]) => v)).size < 2) return;
  for (const [k, v] of read) legend.set(k, v!);
}

/**
 * What a row's mark says: a mark right after its identifier's token or before it at the line's
 * start; no mark, what the key says of unmarked rows (in a table only). undefined when the
 * report has no key of marks.
 */
export function markVerdict(tokens: string[], id: number, legend: Legend, inTable: boolean) {
  const mark = [tokens[id + 1], id === 1 ? tokens[0] : undefined].find((t) => t !== undefined && legend.has(key(t)));
  if (mark !== undefined) return legend.get(key(mark));
  return inTable ? legend.get(key('')) : undefined;
}
