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
function merge(band: Line[], base = band.find((l) => NUMBERED.test(l.raw) && !l.indent)!): Line {
  const columns: { at: number; texts: string[] }[] = [];
  for (const l of band) for (const c of placed(l)) {
    const col = columns.find((k) => Math.abs(k.at - c.at) <= 2);
    if (col) col.texts.push(c.text); else columns.push({ at: c.at, texts: [c.text] });
  }
  columns.sort((a, b) => a.at - b.at);
  let raw = '';
  for (const c of columns) raw = `${raw.padEnd(c.at)}${raw && raw.length >= c.at ? '   ' : ''}${c.texts.join(' ')}`;
  const { raw: r, indent } = indented(raw);
  return { ...base, raw: r, folded: fold(r), indent };
}

/** Every table of such a form (one a page: a slip continued on a second sheet numbers on). */
export function joinBands(lines: Line[]): Line[] {
  let out = lines;
  let from = 0;
  for (;;) {
    const head = out.findIndex((l, i) => i >= from && NUMBER_HEAD.test(fold(placed(l)[0]?.text ?? '').split(' ')[0]) && placed(l).length >= 2);
    if (head < 0) return out;
    out = joinIdLed(out, head) ?? (placed(out[head]).length >= 4 ? joinTable(out, head) : out);
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

/**
 * Round 24 (round 23's photo of a filled form): a table whose header and rows are each several lines
 * high, every row opening with its identifier alone on its line (its number, alone on the next,
 * may be lost). A band runs from its identifier's line to the next one's; the header's lines are
 * put on one line too, so that a cross is read under its column. Only where the identifiers come
 * a few lines under the header's "N°", at one offset, and no other line of a band starts with one there.
 */
function joinIdLed(lines: Line[], head: number): Line[] | null {
  const page = lines[head].page;
  const at = placed(lines[head])[0].at;
  const idAlone = (l: Line | undefined) => !!l && l.page === page && placed(l).length === 1 && placed(l)[0].at > at && hasId(l);
  const top = lines.findIndex((l, i) => i > head && i <= head + 9 && idAlone(l));
  if (top < 0 || lines.slice(head, top).some(hasId)) return null;
  const idAt = placed(lines[top])[0].at;
  const starts: number[] = [];
  let end = top;
  for (let j = top; j < lines.length && lines[j].page === page; j++) {
    const first = placed(lines[j])[0];
    // The table ends where a line starts left of its numbers, or left of its identifiers with
    // more than a row's number (the form's key, its signatures).
    if (!first || first.at < at - 1 || (j > top && first.at < idAt - 2 && !/^\d{1,3}$/.test(first.text))) break;
    if (idAlone(lines[j]) && Math.abs(first.at - idAt) <= 2) starts.push(j);
    else if (hasId(lines[j]) && Math.abs(first.at - idAt) <= 2) return null; // (a model's "J2.0" elsewhere in a band is no identifier's line)
    end = j + 1;
  }
  if (starts.length < 2) return null;
  // The last band is no longer than the longest other (the form's key under it is no row's).
  const longest = Math.max(...starts.slice(1).map((s, k) => s - starts[k]));
  const bands = starts.map((s, k) => lines.slice(s, starts[k + 1] ?? Math.min(end, s + longest)));
  end = Math.min(end, starts.at(-1)! + longest);
  // Rows several lines high, all of them.
  if (bands.some((b) => b.length < 3)) return null;
  return [...lines.slice(0, head), ...onGrid(lines.slice(head, top), bands), ...lines.slice(end)];
}

/**
 * The header's lines and each band as one line each, on one grid: a cell goes to the header's column
 * it lies under, a column's texts are joined top to bottom, and each column starts where the one
 * before it ends at the longest (a row's long model name pushes no cross out from under its column).
 */
function onGrid(header: Line[], bands: Line[][]): Line[] {
  const anchors = [...new Set(header.flatMap((l) => placed(l).map((c) => c.at)))].sort((a, b) => a - b)
    .filter((a, i, all) => i === 0 || a - all[i - 1] > 2);
  const column = (at: number) => Math.max(0, anchors.findLastIndex((a) => a - 2 <= at));
  const texts = [header, ...bands].map((band) => {
    const cols: string[][] = anchors.map(() => []);
    for (const l of band) for (const c of placed(l)) cols[column(c.at)].push(c.text);
    return cols.map((t) => t.join(' '));
  });
  const pos: number[] = [];
  anchors.forEach((a, i) => { pos.push(i ? Math.max(a, pos[i - 1] + Math.max(...texts.map((t) => t[i - 1].length)) + 3) : a); });
  return [header, ...bands].map((band, b) => {
    let raw = '';
    texts[b].forEach((t, i) => { if (t) raw = `${raw.padEnd(pos[i])}${t}`; });
    const { raw: r, indent } = indented(raw);
    const base = band.find((l) => /^\d{1,3}$/.test(placed(l)[0]?.text ?? '')) ?? band[0];
    return { ...base, raw: r, folded: fold(r), indent };
  });
}
