// Verdict words as OCR misreads them (issue 26, round 4): "Confonne", "Satisfaisarit",
// "Défavorabie" are mended to the word they are one letter (two, from eight letters) away from,
// when that word is the only one so near. What cannot be told apart is refused, not guessed:
// a token as near to "favorable" as to "défavorable", or a "non" read as "nou" / "n0n" before a
// verdict word (the verdict's sign is then unknown). Only OCR'd lines are mended.
import { fold } from './normalise';

/** The verdict words worth mending (six letters or more: shorter ones are too near other words). */
const WORDS = ['conforme', 'conformes', 'satisfaisant', 'satisfaisante', 'satisfaisants', 'favorable', 'defavorable', 'verifie', 'verifiee',
  'observation', 'observations', 'reserve', 'reserves', 'surveiller', 'inapte', 'defectueux', 'correct', 'correcte', 'fonctionnement', 'dysfonctionnement'];
/** Real words near verdict words, never mended ("non-conformité" is no "non conforme"). */
const KEEP = new Set(['conformite', 'conformites', 'conformement', 'confirme', 'confirmee', 'conformer', 'verifier', 'verifies', 'verifiees', 'reserver', 'observer', 'observee', 'fonctionnements', 'correction', 'corrective', 'correctives', 'correctif', 'correctifs', 'correctement', 'informe', 'conformation']);
/** Words after which a misread "non" turns the verdict over. */
const SIGNED = new Set(['conforme', 'conformes', 'satisfaisant', 'satisfaisante', 'satisfaisants', 'favorable', 'verifie', 'verifiee', 'correct', 'correcte']);

/** Levenshtein distance, stopped above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, cur[j]);
    }
    if (best > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** The vocabulary word `token` is a misreading of, 'doubtful' when two are as near, null when none. */
function nearest(token: string): string | 'doubtful' | null {
  const max = token.length >= 8 ? 2 : 1;
  let best: string[] = [];
  let d = max + 1;
  for (const w of WORDS) {
    const x = distance(token, w, max);
    if (x < d) { d = x; best = [w]; } else if (x === d && x <= max) best.push(w);
  }
  if (d > max) return null;
  // "conforme" / "conformes": one word; "favorable" / "défavorable": two.
  const stems = new Set(best.map((w) => w.replace(/e?s?$/, '')));
  return stems.size > 1 ? 'doubtful' : best[0];
}

/**
 * An OCR'd line with its verdict words mended; `doubtful` when a word, or the sign before it,
 * cannot be told apart (the caller then reads no verdict from the line's words).
 */
export function mendVerdictWords(raw: string): { text: string; doubtful: boolean } {
  let doubtful = false;
  let previous = '';
  const text = raw.replace(/[\p{L}0-9']+/gu, (token) => {
    const f = fold(token);
    let word = WORDS.includes(f) ? f : null;
    let out = token;
    if (!word && f.length >= 6 && !KEEP.has(f) && /^\p{L}+$/u.test(f)) {
      const near = nearest(f);
      if (near === 'doubtful') doubtful = true;
      else if (near) { word = near; out = /^\p{Lu}/u.test(token) ? near.charAt(0).toUpperCase() + near.slice(1) : near; }
    }
    // "nou conforme", "n0n satisfaisant": the sign is not sure.
    if (word && SIGNED.has(word) && previous !== 'non' && previous.length === 3 && distance(previous, 'non', 1) <= 1) doubtful = true;
    previous = f;
    return out;
  });
  return { text, doubtful };
}
