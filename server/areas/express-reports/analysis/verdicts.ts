// The conclusion words of French inspection reports and the verdict each one means.
// "Avec observations" / "Avec réserves" / "favorable avec réserves" / a bare "Réserve" count as
// non-compliant: a remark is left to lift before the element is compliant again; "à surveiller"
// keeps it in service (compliant). "Non vérifié", "Sans objet", "SO"…: no verdict (null) — said by
// the report, unlike a verdict not found at all ('unknown', items.ts).
import { fold } from './normalise';

type Verdict = 'compliant' | 'non_compliant' | null;
// The words of the texts and of the bodies' reports: "peut / ne peut pas être maintenu en service"
// (pressure equipment, arrêté du 20 novembre 2017 art. 15: the inspection decides whether the
// vessel stays in service), "apte / inapte" (NF S 61-919: an extinguisher "apte à continuer à
// fonctionner" or "jugé inutilisable"), "à revoir", "hors service", "bon / mauvais état".
const WORDS: [RegExp, Verdict][] = [
  [/\bnon[ -]?(verifie|examine|controle|visible|teste|visite)e?s?\b|\bnon[ -]?accessibles?\b(?![^.;]*\b(encombre|obstrue|masque|entrave|cache)e?s?\b)|\bsans objet\b|\b(inspection|verification|visite|controle|examen) (reportee?|differee?)\b/, null],
  [/\b(favorable|satisfaisante?|conforme|apte)s? (avec|sous) (reserves?|observations?)\b|\bnon[ -]?conformes?\b|\bnon[ -]?satisfaisante?s?\b|\b(non|pas)[ -]?(favorable|apte|correcte?|valide)s?\b|\bavec (observations?|reserves?)\b|\ba (reparer|revoir)\b|\bhors service\b|\bdefavorable\b|\bmauvais etat\b|\b(ne|n'?) ?(peut|doit) (pas |plus )?(etre )?(maintenue?s?|remise?s?) en service\b|\b(inapte|non apte)s?\b|\bnon[ -]?accessibles?\b(?=[^.;]*\b(encombre|obstrue|masque|entrave|cache)e?s?\b)|(?<!sans )\breserves?\b(?=\s*$)|(?<!sans )\bobservations?\b(?=\s*$)/, 'non_compliant'],
  [/\bconformes?\b|\bsatisfaisante?s?\b|\bsans (observation|reserve)s?\b|\bbon etat\b|\bfavorable\b|\ba surveiller\b|\bpeut (etre )?(maintenue?s?|remise?s?) en service\b|\baptes?\b/, 'compliant'],
];
/**
 * Letter codes closing a cell ("C", "NC", "SO", "NV"): read only where a table's header or a
 * legend names them (`codes`), never at the end of any line: OCR turns a stamp's speck or a
 * cut word into "NC" ("… : RAS" read "… : RASC NC").
 */
const CODES: [RegExp, Verdict][] = [[/\bn\.?\s?v\.?\b(?=\s*$)|\bso\b(?=\s*$)/, null], [/\bnc\b(?=\s*$)/, 'non_compliant'], [/\bc\b(?=\s*$)/, 'compliant']];
/** A ticked box and an empty one: "☒ Conforme ☐ Non conforme ☐ Sans objet". */
const TICKED = /[☒☑✔✓■]\s*([^☐□☒☑✔✓■]+)/;
const EMPTY = /[☐□]/;
/** Boxes on a line, none of them ticked ("☐ Apte …"): an option not chosen. */
export const untickedOnly = (line: string) => EMPTY.test(line) && !/[☒☑■✔✓]/.test(line);
/** A box a scan's OCR read as a sign or a letter, before an option ("© Apte …", "CO Non apte …"). */
export const SCAN_BOX = '(?:[©®&]|CO|C0|[OoDdC])';

/** The one ticked option of a row of boxes ("☐ opérationnelle ☒ travaux à prévoir"), null when none or several are ticked. */
export function tickedOption(line: string): string | null {
  if (!EMPTY.test(line)) return null;
  const all = [...line.matchAll(new RegExp(TICKED.source, 'g'))];
  // The option's words end at a column gap or at a box OCR read as a sign ("☒ Anomalie(s)      © Non vérifié").
  return all.length === 1 ? all[0][1].split(/\s{3,}|[©®]/)[0].trim() : null;
}

export interface FoundVerdict { verdict: Verdict; index: number; length: number }

/**
 * Round 15b: "conforme" that certifies a copy ("Extrait certifié conforme aux carnets", "copie
 * conforme à l'original") judges no element: blanked, the same length, before any reading.
 */
const CERTIFIED = /\b(?:certifiee?s?|copies?|reconnue?s?) conformes?\b|\bconformes? (?:a l'original|aux? (?:originale?s?|originaux|carnets?|registres?|minutes?))\b/g;
export const unCertified = (folded: string) => folded.replace(CERTIFIED, (m) => ' '.repeat(m.length));

/** The verdict words in a line (the last one when there are several: the conclusion column). */
export function verdictOf(line: string, o: { codes?: boolean; revised?: boolean } = {}): FoundVerdict | null {
  const text = unCertified(fold(line));
  if (EMPTY.test(text)) {
    // A row of boxes: only the ticked box's words count (none ticked: nothing read).
    const ticked = TICKED.exec(text);
    if (!ticked) return null;
    const inner = verdictOf(ticked[1], o);
    return inner && { ...inner, index: ticked.index };
  }
  const found: FoundVerdict[] = [];
  for (const [re, verdict] of o.codes ? [...WORDS, ...CODES] : WORDS) {
    const g = new RegExp(re.source, 'g');
    for (const m of text.matchAll(g)) {
      // "non conforme" also holds "conforme": a later rule never overrides an overlapping earlier one.
      if (found.some((f) => m.index < f.index + f.length && m.index + m[0].length > f.index)) continue;
      found.push({ verdict, index: m.index, length: m[0].length });
    }
  }
  // Options side by side with no tick read ("Conforme  Non conforme  Sans objet"): nothing said;
  // round 16b: unless the report keeps its replaced values struck out before the new ones (`revised`): the last.
  if (new Set(found.map((f) => f.verdict)).size > 1 && !o.revised) return null;
  return found.reduce<FoundVerdict | null>((best, f) => (!best || f.index > best.index ? f : best), null);
}
