// Round 15b: a logbook's pages, one per appliance (its heading, then a table of dated entries
// "Date   Opération   …   Constatations"), where the visit's result is its LAST entry of the
// day: a defect found and repaired on the spot ends "Appareil APTE – remis en service". An
// appliance's verdict is that of its last entry stating one, when that entry is of the report's
// last day (the visit); an entry of an earlier visit says nothing of this one.
import type { Line } from './header';
import type { ReadElement } from './items';
import { findDates } from './dates';
import { mergeVerdict } from './decisions';
import { fold } from './normalise';
import { statedVerdict } from './sentences';

interface Entry { iso: string; text: string }

function entriesOf(block: Line[]): Entry[] | null {
  const header = block.findIndex((l) => { const cs = l.raw.trim().split(/\s{2,}/); return cs.length >= 3 && /^dates?$/.test(fold(cs[0])); });
  if (header < 0) return null;
  const entries: Entry[] = [];
  for (const l of block.slice(header + 1)) {
    const date = findDates(l.raw.trim())[0];
    if (date && date.index === 0) entries.push({ iso: date.iso, text: l.raw.trim().slice(date.text.length) });
    else if (entries.length && (l.indent ?? 0) > 0) entries.at(-1)!.text += ` ${l.raw.trim()}`;
    else break;
  }
  return entries;
}

export function applyLogbook(lines: Line[], elements: ReadElement[]) {
  const at = elements.map((e) => lines.indexOf(e.line));
  const order = [...new Set(at.filter((i) => i >= 0))].sort((a, b) => a - b);
  const books = new Map<number, Entry[]>();
  for (const [k, i] of order.entries()) {
    const entries = entriesOf(lines.slice(i + 1, order[k + 1] ?? lines.length));
    if (entries?.length) books.set(i, entries);
  }
  if (books.size < 2) return;
  const visit = [...books.values()].flat().reduce((max, e) => (e.iso > max ? e.iso : max), '');
  elements.forEach((e, k) => {
    const entries = books.get(at[k]);
    if (!entries) return;
    const said = entries.map((x) => ({ iso: x.iso, v: statedVerdict(x.text) })).filter((x) => x.v !== undefined).at(-1);
    // No entry says anything: what was read stays. An earlier visit's word, or a doubt: nothing sure.
    if (!said) return;
    const v = said.iso !== visit || said.v === 'unknown' ? 'unknown' : said.v!;
    mergeVerdict(e, v);
  });
}
