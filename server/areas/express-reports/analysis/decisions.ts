// Round 14b: a decision paragraph citing a list's order numbers ("le technicien émet un AVIS
// FAVORABLE au maintien en service des installations n° 1 et 4 à 7 ; un AVIS DÉFAVORABLE pour
// l'installation n° 3"): each clause's verdict is the verdict of the rows it numbers. A row read
// otherwise, or numbered by two clauses that disagree, is left unread.
import type { Line } from './header';
import type { ReadElement } from './items';
import { fold } from './normalise';
import { verdictOf } from './verdicts';
import { lexiconVerdict } from './vocabulary';
import { saidOrUnknown } from './rows';
import { statedVerdict } from './sentences';

/** "installations n° 1 et 4 à 7", "l'appareil n° 2", "équipements n°s 3, 5 et 8". */
// Round 15b: after a colon with no noun ("À remplacer (devis joint) : n° 1, n° 4"), each number with its own "n°".
const CITED = /(?:\b(?:installations?|appareils?|equipements?|elements?|postes?|tableaux?|recipients?|extincteurs?|portes?|chariots?)\s+|:\s*)n[°o]s?\s*(\d{1,3}(?:\s*(?:,|et|a|-)\s*(?:n[°o]s?\s*)?\d{1,3})*)/g;
/** Whether a line cites rows by their numbers ("n° 1, n° 4", "installations n° 2 et 3"): it speaks of them, not of the block before it. */
export const citesRows = (folded: string) => [...folded.matchAll(CITED)].some((m) => numbers(m[1]).length > 0);

function numbers(list: string): number[] {
  const out: number[] = [];
  for (const part of list.replace(/n[°o]s?\s*/g, '').split(/\s*(?:,|et)\s*/)) {
    const range = /^(\d{1,3})\s*(?:a|-)\s*(\d{1,3})$/.exec(part.trim());
    if (range && Number(range[2]) >= Number(range[1]) && Number(range[2]) - Number(range[1]) <= 50) for (let k = Number(range[1]); k <= Number(range[2]); k++) out.push(k);
    else if (/^\d{1,3}$/.test(part.trim())) out.push(Number(part.trim()));
  }
  return out;
}

type Said = Map<string, ReadElement['verdict']>;
/** What a clause or a mark says of a row; two that disagree leave it unread. */
const say = (said: Said, id: string, v: ReadElement['verdict']) => said.set(id, said.has(id) && said.get(id) !== v ? 'unknown' : v);
/** A verdict said of an element from elsewhere in the report: taken when none was read, unread when it disagrees. */
export const mergeVerdict = (e: ReadElement, v: ReadElement['verdict']) => { e.verdict = e.verdict === 'unknown' || e.verdict === v ? v : 'unknown'; };
function applySaid(elements: ReadElement[], said: Said) {
  for (const e of elements) { const v = said.get(e.identification_number); if (v !== undefined) mergeVerdict(e, v); }
}

const ALL_BUT = /\b(tous|toutes|l'ensemble)\b[^;:]{0,60}[,\s](a l'exception|sauf|hormis|excepte)\s*(des|du|de l'|de la|de)?\s*$/;

export function applyDecisions(lines: Line[], elements: ReadElement[], byNumber: Map<number, string | null>) {
  if (!byNumber.size) return;
  // The paragraph may wrap: its lines are read as one text, clause by clause.
  const text = lines.map((l) => fold(l.raw)).join('\n');
  const said: Said = new Map();
  for (const clause of text.split(/\s*[;.]\s+/)) {
    const cited = [...clause.matchAll(CITED)];
    if (!cited.length) continue;
    // The clause's own verdict: words before its first citation ("un avis favorable … des installations n° 1").
    // Round 15b: or the lexicon's ("À remplacer (devis joint) : n° 1, n° 4").
    // A clause a list's rows run into has its words on the citation's own line.
    const wordsOf = (head: string) => [verdictOf(head)?.verdict, lexiconVerdict(head.replace(/\([^)]*\)/g, ' '))].find((v) => v !== undefined);
    const head = clause.slice(0, cited[0].index);
    const word = [wordsOf(head), wordsOf(head.split('\n').at(-1)!)].find((v) => v !== undefined);
    if (word === undefined) continue;
    // Round 24b: "tous sont conformes, à l'exception des appareils n° 1, 2 et 4 (…)": the rows it does not cite are what all are said to be.
    if (ALL_BUT.test(head)) {
      const cites = new Set(cited.flatMap((m) => numbers(m[1])));
      for (const [n, id] of byNumber) if (id && !cites.has(n)) say(said, id, word);
      continue;
    }
    const found = { verdict: word };
    for (const m of cited) {
      for (const n of numbers(m[1])) {
        const id = byNumber.get(n);
        if (!id) continue;
        say(said, id, found.verdict);
      }
    }
  }
  applySaid(elements, said);
}

/** Round 12: a decision boxed beside a block, one short line each after its heading ("DÉCISION" / "MAINTIEN EN" / "SERVICE"): its verdict and how many lines it took. */
export function boxedDecision(lines: Line[], n: number): { said: Exclude<ReadElement['verdict'], 'unknown'>; lines: number } | null {
  const line = lines[n];
  const words: Line[] = [];
  for (let k = n + 1; k < lines.length && words.length < 4; k++) {
    const l = lines[k];
    if (l.page !== line.page || l.raw.trim().split(/\s+/).length > 4 || Math.abs((l.indent ?? 0) - (line.indent ?? 0)) > 12) break;
    words.push(l);
  }
  const boxed = words.map((l) => l.raw.trim()).join(' ');
  const said = words.length ? saidOrUnknown(statedVerdict(boxed), lexiconVerdict(boxed)) : 'unknown';
  return said === 'unknown' ? null : { said, lines: words.length };
}

/** Round 15b: marks keyed by a legend with the row's number ("● n = extincteur vérifié, apte ; ✘ n = … hors service ; ○ n = … non vu"), placed on a drawn plan ("✘ 1", "● 2"). */
const MARK = '[●○◯✘✗✖✔✓■□▲△◆◇★☆]';
export function applyPlanMarks(lines: Line[], elements: ReadElement[], byNumber: Map<number, string | null>) {
  const keys = new Map<string, Exclude<ReadElement['verdict'], 'unknown'>>();
  const legend = new Set<Line>();
  for (const l of lines) {
    for (const m of l.raw.matchAll(new RegExp(`(${MARK})\\s*n\\s*[=:]\\s*([^;]+)`, 'gu'))) {
      const words = m[2].replace(/\([^)]*\)/g, ' ');
      const stated = statedVerdict(words);
      const said = stated === undefined ? lexiconVerdict(words, true) : stated;
      if (said !== undefined && said !== 'unknown') { keys.set(m[1], said); legend.add(l); }
    }
  }
  if (keys.size < 2) return;
  const said: Said = new Map();
  for (const l of lines) {
    if (legend.has(l)) continue;
    for (const m of l.raw.matchAll(new RegExp(`(${MARK})\\s*(\\d{1,3})(?![\\d/.,])`, 'gu'))) {
      const v = keys.get(m[1]);
      const id = byNumber.get(Number(m[2]));
      if (v === undefined || !id) continue;
      say(said, id, v);
    }
  }
  applySaid(elements, said);
}
