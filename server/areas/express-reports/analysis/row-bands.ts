// A form whose rows are several lines high, each cell centred or laid anywhere in its row's band
// (round 23's SFER slip: the room and the identifier on the top line, the row's number, type and
// year on the middle one, the label's number and the ticked box on the bottom one). Each line
// belongs to the nearest numbered line; a band is put back on one line, every cell at its offset.
// Only where no numbered line holds an identifier of its own (the identifier is on another line
// of its band), and only when every line is nearer one numbered line than the others: a table of
// one line a row with wrapped cells is never cut into bands.
import type { Line } from './header';
import { cleanToken, fold, idScore } from './normalise';
import { indented, STRONG } from './rows';
import { placed } from './table-header';

const NUMBER_HEAD = /^(?:n°|no|ligne|numero|rang|item)$/;
const NUMBERED = /^(\d{1,3})(?=\s{3,}|$)/;
const hasId = (l: Line) => l.raw.split(/\s+/).some((t) => idScore(cleanToken(t)) >= STRONG);

/** The band's lines as one: cells within two characters of each other are one column's, joined top to bottom. */
function merge(band: Line[]): Line {
  const columns: { at: number; texts: string[] }[] = [];
  for (const l of band) for (const c of placed(l)) {
    const col = columns.find((k) => Math.abs(k.at - c.at) <= 2);
    if (col) col.texts.push(c.text); else columns.push({ at: c.at, texts: [c.text] });
  }
  columns.sort((a, b) => a.at - b.at);
  let raw = '';
  for (const c of columns) raw = `${raw.padEnd(c.at)}${raw && raw.length >= c.at ? '   ' : ''}${c.texts.join(' ')}`;
  const { raw: r, indent } = indented(raw);
  return { ...band.find((l) => NUMBERED.test(l.raw) && !l.indent)!, raw: r, folded: fold(r), indent };
}

/** Every table of such a form (one a page: a slip continued on a second sheet numbers on). */
export function joinBands(lines: Line[]): Line[] {
  let out = lines;
  let from = 0;
  for (;;) {
    const head = out.findIndex((l, i) => i >= from && NUMBER_HEAD.test(fold(placed(l)[0]?.text ?? '').split(' ')[0]) && placed(l).length >= 4);
    if (head < 0) return out;
    out = joinTable(out, head);
    from = head + 1;
  }
}

function joinTable(lines: Line[], head: number): Line[] {
  // The numbered lines under the header, on its page, in order (1, 2, 3 … or going on from an earlier sheet).
  const numbered: number[] = [];
  let expected: number | null = null;
  for (let i = head + 1; i < lines.length && lines[i].page === lines[head].page; i++) {
    const m = NUMBERED.exec(lines[i].raw);
    if (!m || lines[i].indent) continue;
    if (expected === null || Number(m[1]) === expected) { numbered.push(i); expected = Number(m[1]) + 1; }
  }
  if (numbered.length < 2 || numbered.some((i) => hasId(lines[i]))) return lines;
  // The table opens on its first band's top line, an identifier on it (not on a row's line with its
  // wrapped lines under it: a row of one line whose identifier wrapped under its designation).
  if (NUMBERED.test(lines[head + 1]?.raw ?? '1') || !hasId(lines[head + 1]) || numbered[0] !== head + 2) return lines;
  // Only the numbered lines that hold something besides their number, and the lines around them.
  const extra = (j: number) => j > head && j < lines.length && lines[j].page === lines[head].page && !numbered.includes(j);
  const filled = numbered.filter((i) => placed(lines[i]).length > 1 || extra(i - 1) || extra(i + 1));
  if (!filled.length) return lines;
  const first = head + 1;
  const last = filled.at(-1)! + 1;
  const bands = new Map<number, Line[]>(filled.map((i) => [i, []]));
  for (let j = first; j <= last && j < lines.length; j++) {
    if (numbered.includes(j) && !filled.includes(j)) continue;
    const dist = filled.map((i) => Math.abs(i - j));
    const best = Math.min(...dist);
    // A line as near two numbered lines belongs to neither: no bands.
    if (dist.filter((d) => d === best).length > 1) return lines;
    if (best > 1) continue;
    bands.get(filled[dist.indexOf(best)])!.push(lines[j]);
  }
  // A band whose lines hold no identifier is no row of this form.
  if (![...bands.values()].every((b) => b.some(hasId))) return lines;
  const used = new Set([...bands.values()].flat());
  const out: Line[] = [];
  for (const [k, l] of lines.entries()) {
    if (bands.has(k)) out.push(merge(bands.get(k)!));
    else if (!used.has(l)) out.push(l);
  }
  return out;
}
