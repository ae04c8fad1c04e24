// Column heads printed vertically (round 17's Coreex fax: six check points, then "En service",
// "À l'arrêt", "Non vu", each turned a quarter and 21 pt apart). pdf.js gives each as one turned
// item; laid flat, their words would overlap their neighbours and no column keeps its offset. A
// run of such heads whose options say a fit and an unfit result becomes one flat header line:
// each option at its column's centre as the code the rows read ("C", "NC", "SO"), every other
// head (a check point) as "·", so a row's tick falls under its own column (rows.ts).
import type { Item } from './pen-marks';
import { optionVerdict } from './verdict-column';

/** A turned item: `up` reads bottom to top (its glyphs left of its origin), else top to bottom. */
export interface Turned { str: string; x: number; y: number; length: number; size: number; up: boolean }

const CODE = { compliant: 'C', non_compliant: 'NC' } as const;

/** Turned heads → flat items (one header line); the turned items that are no such header are returned as they were. */
export function flattenHeads(turned: Turned[], flat: Item[]): Item[] {
  const heads = turned.filter((t) => t.str.trim() !== '').map((t) => ({
    ...t,
    // The glyphs' middle across the text (0.45 of the size from the origin), and the end nearest the rows.
    centre: t.x + (t.up ? -0.45 : 0.45) * t.size,
    bottom: t.up ? t.y : t.y - t.length,
    top: t.up ? t.y + t.length : t.y,
  })).sort((a, b) => a.centre - b.centre);
  const runs: (typeof heads)[] = [];
  for (const h of heads) {
    const run = runs.at(-1);
    const prev = run?.at(-1);
    // Side by side: close across (five sizes at most) and overlapping along the page.
    if (prev && h.centre - prev.centre <= 5 * Math.max(prev.size, h.size) && h.bottom < prev.top && prev.bottom < h.top) run!.push(h);
    else runs.push([h]);
  }
  const out: Item[] = [];
  const kept: Item[] = [];
  for (const run of runs) {
    const verdicts = run.map((h) => optionVerdict(h.str.trim()));
    if (run.length < 3 || !verdicts.includes('compliant') || !verdicts.includes('non_compliant')) {
      kept.push(...run.map((h) => ({ str: h.str, x: h.x, y: h.y, w: h.length, h: h.size })));
      continue;
    }
    // On the line of the header's flat labels printed beside the run ("N°", "Repère"), if any.
    const low = Math.min(...run.map((h) => h.bottom));
    const beside = flat.find((i) => Math.abs(i.y - low) <= 6 && (i.x + i.w < run[0].centre || i.x > run.at(-1)!.centre));
    const y = beside?.y ?? low;
    run.forEach((h, k) => {
      const v = verdicts[k];
      const str = v === undefined ? '·' : v === null ? 'SO' : CODE[v as keyof typeof CODE] ?? '·';
      const w = str.length * 0.6 * h.size;
      out.push({ str, x: h.centre - w / 2, y, w, h: beside?.h ?? h.size });
    });
  }
  return [...flat, ...kept, ...out];
}
