// The conclusion words of French inspection reports and the verdict each one means.
// "Avec observations" / "Avec réserves" / "favorable avec réserves" / a bare "Réserve" count as
// non-compliant: a remark is left to lift before the element is compliant again; "à surveiller"
// keeps it in service (compliant). "Non vérifié", "Sans objet", "SO"…: no verdict (null) — said by
// the report, unlike a verdict not found at all ('unknown', items.ts).
import { fold } from './normalise';

type Verdict = 'compliant' | 'non_compliant' | null;
const WORDS: [RegExp, Verdict][] = [
  [/\bnon[ -]?(verifie|examine|controle|accessible|visible|teste)e?s?\b|\bsans objet\b|\bn\.?\s?v\.?\b(?=\s*$)|\bso\b(?=\s*$)/, null],
  [/\bnon[ -]?conformes?\b|\bnon[ -]?satisfaisante?s?\b|\bavec (observations?|reserves?)\b|\ba reparer\b|\bhors service\b|\bdefavorable\b|\bmauvais etat\b|\bnc\b(?=\s*$)|(?<!sans )\breserves?\b(?=\s*$)|(?<!sans )\bobservations?\b(?=\s*$)/, 'non_compliant'],
  [/\bconformes?\b|\bsatisfaisante?s?\b|\bsans (observation|reserve)s?\b|\bbon etat\b|\bfavorable\b|\ba surveiller\b|\bc\b(?=\s*$)/, 'compliant'],
];
/** A ticked box and an empty one: "☒ Conforme ☐ Non conforme ☐ Sans objet". */
const TICKED = /[☒☑✔✓■]\s*([^☐□☒☑✔✓■]+)/;
const EMPTY = /[☐□]/;

export interface FoundVerdict { verdict: Verdict; index: number; length: number }

/** The verdict words in a line (the last one when there are several: the conclusion column). */
export function verdictOf(line: string): FoundVerdict | null {
  const text = fold(line);
  if (EMPTY.test(text)) {
    // A row of boxes: only the ticked box's words count (none ticked: nothing read).
    const ticked = TICKED.exec(text);
    if (!ticked) return null;
    const inner = verdictOf(ticked[1]);
    return inner && { ...inner, index: ticked.index };
  }
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
