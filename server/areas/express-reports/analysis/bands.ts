// Round 18b: blocks each headed by their result (a maintenance label's coloured band "VÉRIFIÉ –
// APTE" / "HORS SERVICE – À REMPLACER" printed above its appliance and "Repère : N-1-0063").
// Read in order, each band would close the block above it: the previous label's. When bands and
// identifiers strictly alternate, a band first, each band is its following block's: it is moved
// under that block's identifier, where a block's result is read (items.ts).
import type { Line } from './header';
import { cleanToken, idScore } from './normalise';
import type { ReadVerdict } from './items';
import { bestId, saidOrUnknown, STRONG } from './rows';
import { statedVerdict } from './sentences';
import { key, type Legend } from './vocabulary';

/** A line that is only a result, as a band or a stamp prints it. */
const isBand = (text: string) => {
  const t = text.trim();
  if (t.length > 40 || /[\d:]/.test(t) || t.split(/\s+/).length > 6) return false;
  const v = statedVerdict(t);
  return v === 'compliant' || v === 'non_compliant' || v === null;
};
const hasId = (text: string) => text.trim().split(/\s+/).some((t) => idScore(cleanToken(t)) >= STRONG);

const MOVED = new WeakSet<Line>();

/**
 * A block's result on a line of its own, read before its words are taken for a heading: its band
 * moved under it, however short ("VÉRIFIÉ – APTE"), or a mark the report's key explains ("✔ VGP
 * validée – vignette posée", "✘ Réserve bloquante – …"; « ✘ Réserve bloquante » = défaut à corriger).
 * A line naming its own element with its mark is that element's ("✔ Transformateur 018 (N-1-0018) : RAS").
 */
export function headedResult(line: Line, legend: Legend): ReadVerdict | undefined {
  const text = line.raw.trim();
  if (MOVED.has(line)) return saidOrUnknown(statedVerdict(text));
  const mark = !bestId(text.split(/\s+/), 0, Infinity, 2) ? /^([✓✔✗✘])\s+\p{L}/u.exec(text) : null;
  return mark && legend.has(key(mark[1])) ? legend.get(key(mark[1])) : undefined;
}

export function leadingBands(lines: Line[]): Line[] {
  const marks = lines.map((l, n) => ({ n, band: isBand(l.raw), id: hasId(l.raw) })).filter((m) => m.band || m.id);
  if (!marks[0]?.band) return lines;
  // Band, identifier, band, identifier…, each identifier within four lines of its band; after the
  // last pair, identifiers only (a summary naming them again), no band.
  let pairs = 0;
  while (2 * pairs + 1 < marks.length) {
    const [band, id] = [marks[2 * pairs], marks[2 * pairs + 1]];
    if (!band.band || band.id || !id.id || id.band || id.n - band.n > 4) break;
    pairs++;
  }
  if (pairs < 2 || marks.slice(2 * pairs).some((m) => m.band)) return lines;
  const moved = new Map<number, Line>();
  for (let k = 0; k < pairs; k++) moved.set(marks[2 * k + 1].n, lines[marks[2 * k].n]);
  const bands = new Set([...moved.values()]);
  for (const band of bands) MOVED.add(band);
  return lines.flatMap((l, n) => (bands.has(l) ? [] : moved.has(n) ? [l, moved.get(n)!] : [l]));
}
