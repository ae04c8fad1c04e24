// Round 16b: boxes side by side (a single-line diagram's frames, cards in a grid). A line holds
// one identifier a cell ("Rep. N-1-0073   Rep. N-1-0084   Rep. N-1-0095"), each at the left of
// its box; a line under it carries each box's mark at the right of its span ("1250 kVA   ✓
// 630 kVA – renvoi 1   ✘"), a mark the report's key explains. Each box's span runs from its
// identifier's cell to the next one's.
import type { Line } from './header';
import type { ReadElement } from './items';
import { cleanToken, fold, idScore } from './normalise';
import { STRONG } from './rows';
import { placed } from './table-header';
import { key, type Legend } from './vocabulary';

const BOXED_ID = /^(?:(?:rep(?:[eè]re)?\.?|n[°o]|id\.?)\s*:?\s*)?(\(?[^()\s]+\)?)$/i;

export function gridBoxes(lines: Line[], n: number, legend: Legend): { elements: ReadElement[]; used: number } | null {
  const line = lines[n];
  const cs = placed(line);
  if (cs.length < 2 || !legend.size) return null;
  const ids = cs.map((c) => BOXED_ID.exec(c.text)?.[1]).map((t) => (t ? cleanToken(t) : ''));
  if (ids.some((id) => idScore(id) < STRONG)) return null;
  const spanOf = (at: number) => cs.findLastIndex((c) => c.at - 2 <= at);
  for (let k = 1; k <= 2; k++) {
    const under = lines[n + k];
    if (!under || under.page !== line.page) return null;
    const marks = new Map<number, ReturnType<Legend['get']>[]>();
    for (const c of placed(under)) {
      const code = key(c.text);
      if (c.text.length > 2 || !legend.has(code)) continue;
      const span = spanOf(c.at);
      if (span < 0) continue;
      marks.set(span, [...(marks.get(span) ?? []), legend.get(code)]);
    }
    if (!marks.size) continue;
    // The designation over each identifier, in its span ("Transformateur 073").
    const above = n > 0 && lines[n - 1].page === line.page ? placed(lines[n - 1]) : [];
    const elements = ids.map((id, i) => {
      const said = marks.get(i);
      const designation = above.filter((c) => spanOf(c.at) === i && /\p{L}/u.test(c.text)).map((c) => c.text).join(' ');
      return { identification_number: id, designation: fold(designation) === fold(id) ? '' : designation, verdict: said?.length === 1 ? said[0] ?? null : 'unknown', line } as ReadElement;
    });
    return { elements, used: k };
  }
  return null;
}
