// Reconciliation of an extracted report with the observations already open (spec §3, the express
// report's task statuses). Pure: the SQL that loads the open observations is reconcile-sql.ts.
//   - a remark on a matched element that repeats an open observation of that element (similar
//     text) → to_do with that task (it is not created twice);
//   - any other remark on a matched element → new; no element → element_not_found;
//   - an open observation of an inspected element that no remark repeats → added, done proposed.
import type { ExpressResult } from '../../../resources/expressReportResult';

export interface OpenTask { id: number; element: number; description: string }

/** Lowercase, no accents, no punctuation, single spaces: OCR and typing differences fade. */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const bigrams = (s: string): Map<string, number> => {
  const out = new Map<string, number>();
  for (let i = 0; i < s.length - 1; i += 1) out.set(s.slice(i, i + 2), (out.get(s.slice(i, i + 2)) ?? 0) + 1);
  return out;
};

/** Dice coefficient on character bigrams of the normalised texts (0..1). */
export function similarity(a: string, b: string): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x === y) return 1;
  if (x.length < 2 || y.length < 2) return 0;
  const bx = bigrams(x);
  const by = bigrams(y);
  let common = 0;
  for (const [k, n] of bx) common += Math.min(n, by.get(k) ?? 0);
  return (2 * common) / (x.length - 1 + y.length - 1);
}

/** Above this, a remark repeats an open observation (measured on reworded remarks: 0.6–0.9). */
export const SIMILAR = 0.6;

type Observation = ExpressResult['observations'][number];

export function reconcile(result: ExpressResult, open: OpenTask[]): ExpressResult {
  const used = new Set<number>();
  const observations: Observation[] = result.observations.map((o) => {
    if (o.element == null) return { ...o, proposal: 'element_not_found', task: null };
    let best: OpenTask | null = null;
    let score = SIMILAR;
    for (const t of open) {
      if (t.element !== o.element || used.has(t.id)) continue;
      const s = similarity(o.text, t.description);
      if (s >= score) { best = t; score = s; }
    }
    if (!best) return { ...o, proposal: 'new', task: null };
    used.add(best.id);
    return { ...o, proposal: 'to_do', task: best.id };
  });
  const inspected = new Set(result.elements.map((e) => e.element).filter((e): e is number => e != null));
  for (const t of open) {
    if (used.has(t.id) || !inspected.has(t.element)) continue;
    const el = result.elements.find((e) => e.element === t.element)!;
    observations.push({ text: t.description, element: t.element, proposal: 'done', task: t.id, page: el.page, confidence: el.confidence });
  }
  return { ...result, observations };
}
