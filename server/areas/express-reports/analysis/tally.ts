// The report's own count of its verdicts, a check on what was read (issue 26, after round 13).
// Most reports close on a tally: "Appareils inscrits : 11 – aptes : 5 – à réparer : 3 – au rebut :
// 2 – non présentés : 1", "8 appareil(s) examiné(s) : 5 maintenu(s) en service, 3 à réparer…",
// "CONFORMES : 2" / "NON CONFORMES : 1" on lines of their own. When the reading holds MORE
// verdicts of a kind than the report counts, some of them are wrong, and which ones is not known:
// they are all left unread (unknown), so that validation asks for each instead of recording a
// false fact. Fewer is no proof of a wrong verdict (a row not read, an element not matched).
// A tally is used only when every number on it is understood: a kind of verdict (the report's
// own legend and words: vocabulary.ts) or a total that is their sum.
import type { Line } from './header';
import { fold } from './normalise';
import { cellVerdict } from './verdict-column';
import { type Legend, type Verdict } from './vocabulary';

export interface Tally { compliant: number; non_compliant: number; none: number; line: Line }

const KINDS: Verdict[] = ['compliant', 'non_compliant', null];
const NO_COLUMN = { at: 0, rank: 0, polarity: 0 } as const;
/** Findings, not equipment: "2 non-conformités", "3 observations" count remarks. */
const FINDINGS = /^(non[- ]?conformites?|anomalies?|observations?|remarques?|reserves?|defauts?|defectuosites?|ecarts?|constats?|points?)\b/;
/** A total: what was listed, examined, inspected ("Appareils inscrits", "10 examinées", "8 appareil(s)"). */
const TOTAL = /\b(equipements?|appareils?|installations?|elements?|chariots?|extincteurs?|portes?|recipients?|tableaux?|transformateurs?|materiels?|inscrits?|examine(e)?s?|inspecte(e)?s?|audite(e)?s?|total)\b/;

/** Checked, listed: "Appareils vérifiés", "Chariots contrôlés", "vérifiés". */
const CHECKED = /^(?!(non|pas) )([\p{L}]+ )?(verifie|controle|examine|inspecte|inscrit|audite|teste|essaye|visite)e?s?$/u;
/** A heading before a tally ("Bilan : 9 appareil(s) – …", "5. Synthèse : …"): no count of its own. */
const HEADING = /^(\d+[.)]?\s*)?(recapitulatif|bilan|synthese|total|resultats?|en resume|soit)( [\p{L}' ]{0,30})?$/u;

/**
 * The "n phrase" and "phrase : n" of one sentence (plural marks and notes in brackets gone);
 * null when a number in it is not one of them (the sentence is not a tally read safely).
 */
function segments(sentence: string): { n: number; words: string }[] | null {
  const text = sentence.replace(/\((s|x|es)\)/gi, '').replace(/\([^)]*\)/g, ' ').replace(/\s+([:=])/g, ' $1');
  const parts = text.split(/\s*(?:[,;–—]|\s-\s|\s{3,}|:(?=\s*\p{L}))\s*/u).map((p) => p.trim()).filter(Boolean)
    // "8 appareil(s) examiné(s) : 5 maintenu(s) en service": two counts about a colon.
    .flatMap((p) => (/^\d/.test(p) ? p.split(/\s*:\s*(?=\d)/) : [p]))
    // "Bilan : 9 appareil(s)": the heading goes.
    .flatMap((p) => { const m = /^(.+?)\s*:\s*(\d.*)$/.exec(p); return m && HEADING.test(fold(m[1])) ? [m[2]] : [p]; });
  const out: { n: number; words: string }[] = [];
  for (const p of parts) {
    const before = /^(\d{1,5})\s+(\p{L}[\p{L}\d' /.-]{0,50})$/u.exec(p);
    const after = /^(\p{L}[\p{L}' /.-]{0,50}?)\s*[:=]\s*(\d{1,5})$/u.exec(p);
    if (before) out.push({ n: Number(before[1]), words: before[2] });
    else if (after) out.push({ n: Number(after[2]), words: after[1] });
    else if (/\d/.test(p)) return null;
  }
  return out;
}

/** The kind a tally's words count: a verdict, 'total', or undefined (not understood). */
function kindOf(words: string, legend: Legend): Verdict | 'total' | undefined {
  const f = fold(words).replace(/^(en|dont|soit)\s+/, '').replace(/[\s.:]+$/, '');
  if (FINDINGS.test(f)) return undefined;
  // Codes a legend explains, one or several naming the same kind ("FR / D : 5").
  const codes = words.split(/\s*\/\s*/);
  if (codes.length > 1 && codes.every((c) => /^[A-Z0-9.]{1,4}$/.test(c))) {
    const kinds = new Set(codes.map((c) => cellVerdict(c, NO_COLUMN, legend)));
    return kinds.size === 1 ? [...kinds][0] : undefined;
  }
  // "Appareils vérifiés : 4", "vérifiés : 8": in a tally, what was checked (a total), not a verdict.
  if (CHECKED.test(f)) return 'total';
  const v = cellVerdict(words, NO_COLUMN, legend);
  if (v !== undefined) return v;
  return TOTAL.test(f) ? 'total' : undefined;
}

/** A tally read from a line, or from consecutive lines of one "phrase : n" each; null when not understood. */
function tallyOf(parts: { n: number; words: string }[], legend: Legend, line: Line): Tally | null {
  const t: Tally = { compliant: 0, non_compliant: 0, none: 0, line };
  const seen = new Set<Verdict>();
  const totals: number[] = [];
  for (const { n, words } of parts) {
    const kind = kindOf(words, legend);
    if (kind === undefined) return null;
    if (kind === 'total') { totals.push(n); continue; }
    seen.add(kind);
    if (kind === 'compliant') t.compliant += n;
    else if (kind === 'non_compliant') t.non_compliant += n;
    else t.none += n;
  }
  if (seen.size < 2 || !KINDS.slice(0, 2).some((k) => seen.has(k))) return null;
  // A stated total must be the sum, with or without the ones not verified: else the words were misread.
  const sum = t.compliant + t.non_compliant;
  if (totals.some((n) => n !== sum && n !== sum + t.none)) return null;
  return t;
}

/** The report's tally, when it states one (the same numbers everywhere it states them); null when none or several disagree. */
export function readTally(lines: Line[], legend: Legend): Tally | null {
  const found: Tally[] = [];
  let run: { parts: { n: number; words: string }[]; line: Line } | null = null;
  const closeRun = () => { if (run && run.parts.length >= 2) { const t = tallyOf(run.parts, legend, run.line); if (t) found.push(t); } run = null; };
  for (const line of lines) {
    if (!/\d/.test(line.raw) || line.raw.length > 240) { closeRun(); continue; }
    const sentences = line.raw.split(/\.\s+(?=\p{Lu})/u).map(segments);
    const counted = sentences.filter((p) => p && p.length >= 2) as { n: number; words: string }[][];
    if (counted.length) {
      closeRun();
      for (const parts of counted) { const t = tallyOf(parts, legend, line); if (t) found.push(t); }
      continue;
    }
    const parts = sentences.length === 1 ? sentences[0] : null;
    if (!parts || parts.length !== 1) { closeRun(); continue; }
    // "CONFORMES : 2" / "NON CONFORMES : 1": one count a line, read together.
    if (/[:=]/.test(line.raw)) { run ??= { parts: [], line }; run.parts.push(parts[0]); } else closeRun();
  }
  closeRun();
  if (!found.length) return null;
  const same = (a: Tally, b: Tally) => a.compliant === b.compliant && a.non_compliant === b.non_compliant && a.none === b.none;
  return found.every((t) => same(t, found[0])) ? found[0] : null;
}

/** The verdict kinds the reading holds more of than the tally counts: each of them may be wrong. */
export function overCounted(tally: Tally, verdicts: ('compliant' | 'non_compliant' | null | 'unknown')[]): Set<Verdict> {
  const count = (k: Verdict) => verdicts.filter((v) => v === k).length;
  const over = new Set<Verdict>();
  if (count('compliant') > tally.compliant) over.add('compliant');
  if (count('non_compliant') > tally.non_compliant) over.add('non_compliant');
  if (count(null) > tally.none) over.add(null);
  return over;
}
