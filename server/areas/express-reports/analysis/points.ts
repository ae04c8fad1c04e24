// Round 25b: an inspection app's report that gives each appliance only as the counts of its check
// points ("Conformes 30 · Non conformes 0 · Sans objet 4 · Non vérifiés 0"), no verdict word. A
// point found non-compliant makes the appliance so; every point checked (or without object) and
// none non-compliant, compliant; no point checked, not verified; some checked and some not, nothing
// is sure. Only a line of such counts alone, in the appliance's block, a few lines under its
// identifier: a report's tally of appliances further on is not one appliance's points.
import { fold } from './normalise';
import type { ReadVerdict } from './items';

const PAIR = /(non[- ]conformes?|conformes?|sans objet|non (?:verifies?|controles?|vus?|evalues?))\s*:?\s*(\d{1,3})(?=\s|$|[·|,;])/g;
/** Lines under the block's identifier within which its counts are its own. */
export const POINTS_REACH = 6;

export function pointCounts(text: string): ReadVerdict | undefined {
  const f = fold(text);
  const counts = new Map<string, number>();
  for (const m of f.matchAll(PAIR)) counts.set(m[1].startsWith('non ') && !/conforme/.test(m[1]) ? 'unchecked' : /^non[- ]conforme/.test(m[1]) ? 'nc' : m[1] === 'sans objet' ? 'na' : 'c', Number(m[2]));
  // Nothing but the counts on the line (separators aside).
  if (f.replace(PAIR, '').replace(/[\s·|,;:]+/g, '') !== '' || !counts.has('c') || !counts.has('nc')) return undefined;
  const c = counts.get('c')!; const nc = counts.get('nc')!; const unchecked = counts.get('unchecked') ?? 0;
  if (nc > 0) return 'non_compliant';
  if (c > 0 && unchecked === 0) return 'compliant';
  if (c === 0 && unchecked > 0) return null;
  return 'unknown';
}
