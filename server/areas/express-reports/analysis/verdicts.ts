// The conclusion words of French inspection reports and the verdict each one means.
// "Avec observations" / "Avec réserves" count as non-compliant: a remark is left to lift before
// the element is compliant again. "Non vérifié", "Non accessible"…: no verdict (null).
import { fold } from './normalise';

type Verdict = 'compliant' | 'non_compliant' | null;
const WORDS: [RegExp, Verdict][] = [
  [/\bnon[ -]?(verifie|examine|controle|accessible|visible|teste)e?s?\b|\bsans objet\b|\bn\.?\s?v\.?\b(?=\s*$)/, null],
  [/\bnon[ -]?conformes?\b|\bnon[ -]?satisfaisante?s?\b|\bavec (observations?|reserves?)\b|\ba reparer\b|\bhors service\b|\bdefavorable\b|\bmauvais etat\b|\bnc\b(?=\s*$)/, 'non_compliant'],
  [/\bconformes?\b|\bsatisfaisante?s?\b|\bsans (observation|reserve)s?\b|\bbon etat\b|\bfavorable\b|\bc\b(?=\s*$)/, 'compliant'],
];

export interface FoundVerdict { verdict: Verdict; index: number; length: number }

/** The verdict words in a line (the last one when there are several: the conclusion column). */
export function verdictOf(line: string): FoundVerdict | null {
  const text = fold(line);
  let best: FoundVerdict | null = null;
  for (const [re, verdict] of WORDS) {
    const g = new RegExp(re.source, 'g');
    for (const m of text.matchAll(g)) {
      // "non conforme" also holds "conforme": a later rule never overrides an overlapping earlier one.
      if (best && m.index < best.index + best.length && m.index + m[0].length > best.index) continue;
      if (!best || m.index > best.index) best = { verdict, index: m.index, length: m[0].length };
    }
  }
  return best;
}
