// Round 19's Ogimat report, sent with its review comments shown: each truck's result is only in
// the margin balloon joined to its row ("Commentaire [AV3] : A. Vuillemin" / "INAPTE – ne pas
// utiliser : Câble de levage …", wrapped under it). The text layer gives the balloon's lines
// beside the row's. Each balloon's words (its author set aside) are put back on its row's line,
// in a column the table's header names "Avis", as if the table had a result column.
import type { Line } from './header';
import { fold } from './normalise';
import { indented } from './rows';
import { cells, printed } from './table-header';

/** A balloon's head: "Commentaire [AV3] : A. Vuillemin" (Word's), "Comment [JD2]:". */
const BALLOON = /\b(?:commentaire|comment|remarque)\s*\[[A-Z]{1,5}\d{1,3}\]\s*:/i;
/** A comment's anchor mark left alone on its line ("[AV3]"). */
const ANCHOR = /^\[[A-Z]{1,5}\d{1,3}\]$/;

const make = (from: Line, raw: string): Line => {
  const { raw: r, indent } = indented(raw.replace(/\s+$/, ''));
  return { ...from, raw: r, folded: fold(r), indent };
};

export function joinBalloons(lines: Line[]): Line[] {
  const heads = lines.map((l, i) => ({ i, at: printed(l).search(BALLOON) })).filter((h) => h.at > 0);
  if (heads.length < 2) return lines;
  const out = lines.map(printed);
  const dropped = new Set<number>();
  for (const [k, h] of heads.entries()) {
    const end = heads[k + 1]?.i ?? lines.length;
    const words: string[] = [];
    // The balloon's words: what its next lines hold from its left edge on, until a line holds nothing there.
    for (let j = h.i + 1; j < end; j++) {
      const tail = out[j].slice(h.at - 1);
      // (A paragraph running across the margin's edge is the page's text, not the balloon's.)
      const left = out[j].slice(0, h.at - 1);
      if (!tail.trim() || ANCHOR.test(out[j].trim()) || (left.trim() && !/\s{2,}$/.test(left))) break;
      words.push(tail.trim());
      out[j] = out[j].slice(0, h.at - 1).replace(/\s+$/, '');
      if (!out[j].trim()) dropped.add(j);
    }
    // An author cut after an initial ("Commentaire [AV10] : A." / "Vuillemin"): the rest of the name is no comment.
    const author = /:\s*(\p{Lu})\.\s*$/u.exec(out[h.i])?.[1];
    const surname = author ? new RegExp(`\\b${author}\\. ?(\\p{Lu}[\\p{L}-]+)`, 'u').exec(lines.map((l) => l.raw).join(' '))?.[1] : undefined;
    const said = words.join(' ');
    out[h.i] = `${out[h.i].slice(0, h.at).replace(/\s+$/, '').padEnd(h.at)}${surname && said.startsWith(surname) ? said.slice(surname.length).trim() : said}`;
  }
  // The table's header: the last line of three cells or more before the first balloon names the column.
  const first = heads[0];
  for (let j = first.i - 1; j >= 0; j--) {
    if (ANCHOR.test(out[j].trim()) || cells(out[j]).length < 3) continue;
    out[j] = `${out[j].padEnd(first.at)}Avis`;
    break;
  }
  for (let j = 0; j < out.length; j++) if (ANCHOR.test(out[j].trim())) dropped.add(j);
  return lines.flatMap((l, j) => (dropped.has(j) ? [] : out[j] === printed(l) ? [l] : [make(l, out[j])]));
}
