// A table's verdict column (issue 26, round 3, split from vocabulary.ts): which header label is
// the column that concludes (its rank and polarity), and what its cells say, read with the
// report's own legend, its verdict words and lexicon, then "Oui / Non" by the label's polarity.
import { fold } from './normalise';
import { scoreThreshold } from './score-threshold';
import { untickedOnly, verdictOf } from './verdicts';
import { key, lexiconVerdict, REVISED, said, wholeLexiconVerdict, wordKey, type Legend, type Verdict } from './vocabulary';

/** A table header's verdict column: its label's rank (the conclusion over a mere state) and polarity. */
const COLUMN_LABELS: [RegExp, number, 1 | -1 | 0][] = [
  [/^(conclusions?|avis( de l'(organisme|ingenieur|inspecteur|expert)| final| technique)?|bilan|decisions?( prise| du jour)?|verdict|appreciation|requalification|classement|resultat (final|global|de la verification)|suites? donnees?)$/, 3, 0],
  // Round 16b: the visit's own column beside the history's ("PRÉSENTE VISITE" then "VGP du 30/03/2026").
  // Round 20b: a round sheet's "Statut ce jour" beside the previous visit's "Statut préc.".
  [/^(presente visite|visite (du jour|actuelle|en cours)|cette visite|ce jour|(resultat|statut|etat|avis) (du jour|de ce jour|ce jour|du passage|de ce passage|de la presente visite))$/, 3, 0],
  // Round 5: a result "of" something ("Résultat de l'essai", "Résultat du contrôle"), and its
  // first line when the header is printed over two ("Résultat de" / "l'essai").
  [/^(resultats?|conclusions?|avis) (de l'|de la |du |des |d')[\p{L}]{1,20}$|^(resultats?|conclusions?|avis) (de|du|des|d')$/u, 2, 0],
  [/^(conformes?|conformite|apte|aptitude|satisfaisant|bon etat|bon fonctionnement|utilisable|en service|maintien en service)\s*\??$/, 2, 1],
  [/^(anomalies?( constatees?)?|defauts?( constates?)?|non[- ]conformites?( constatees?)?|reserves?)\s*\??$/, 2, -1],
  [/^(resultats?|etat|avis|statut|diagnostic|etat constate|resultat obtenu)$/, 1, 0],
  // Round 25b: an English export's or report's columns ("Status", "Result", "Outcome").
  [/^(outcome|overall result|result of (the )?(examination|inspection|test))$/, 3, 0],
  [/^(results?|status|condition)$/, 1, 0],
  // Round 13b: a state shown as a colour or a light, named by a word the key explains ("Indicateur   Vert / Orange / Rouge").
  [/^(indicateurs?|feux?|couleurs?|pastilles?|voyants?|vignettes?|smiley|pictogrammes?|picto)$/, 1, 0],
  // A header listing the letter codes its cells hold: "C/NC/SO", "C / NC / NV" (OCR: "CHC/3N").
  [/^[a-z0-9]{1,3}( ?\/ ?[a-z0-9]{1,3}){1,3}$/, 2, 0],
];
/** `estimated`: the label was cut from its neighbour's cell, its offset the least it can be. */
/** `scale`: the word of a graded scale the legend explains ("Niveau"): a cell "3" is that scale's grade 3. */
export interface VerdictColumn { at: number; rank: number; polarity: 1 | -1 | 0; estimated?: boolean; scale?: string }

export function verdictColumn(label: string, at: number): VerdictColumn | null {
  // Round 14b: a note in brackets is no part of the label ("Conforme (1/0)").
  const f = fold(label).replace(/\s*\([^)]*\)/g, '').trim();
  for (const [re, rank, polarity] of COLUMN_LABELS) if (re.test(f)) return { at, rank, polarity };
  return null;
}

const CITED_FINDING = /^((ecarts?|reserves?|non[- ]?conformites?|anomalies?|defauts?)( constatee?s?)?|(ecarts?|reserves?|non[- ]?conformites?|anomalies?|defauts?|observations?|obs\.?|nc)( n[°o])?\s*\d{1,3}((\s*(,|et|-)\s*)\d{1,3})*)$/;

/** What a verdict column's cell says: the legend, the words, the lexicon, then Oui / Non by the header's polarity. */
export function cellVerdict(cell: string, column: VerdictColumn, legend: Legend): Verdict | undefined {
  const text = cell.trim();
  // Round 24b: an option printed beside its empty box ("OUI ☐", the cross drawn elsewhere) is no answer.
  if (untickedOnly(text)) return undefined;
  if (/^\p{L}{3,12}$|^\p{Lu}\p{Ll}{2,14}(?:\s[\p{Ll}–-]{1,14}){1,4}$/u.test(text) && legend.has(wordKey(text))) return legend.get(wordKey(text));
  if (column.scale === 'SCORE') {
    const score = /^(\d{1,3})(?:[.,]\d+)?\s*%$/.exec(text);
    const t = scoreThreshold(legend);
    if (score && t) return (t.strict ? Number(score[1]) > t.min : Number(score[1]) >= t.min) ? 'compliant' : 'non_compliant';
  } else if (column.scale && /^\d{1,2}$|^[A-Z]$/.test(text)) return legend.get(`${column.scale}${key(text)}`);
  // Round 14b: a numbered reference whose letter the key explains ("O-1", "V-2").
  const ref = /^([A-Z]{1,2})-\d{1,3}$/.exec(text);
  if (ref && legend.has(`REF:${ref[1]}`)) return legend.get(`REF:${ref[1]}`);
  // Round 14b: a digit the report's key explains ("1 = conforme ; 0 = non conforme").
  if (/^\d$/.test(text) && legend.has(text)) return legend.get(text);
  // Round 24b: so is one printed in a coloured square, the square's colour named before it (pen-marks.ts: "Rouge3").
  const painted = /^(?:vert|verte|rouge|orange|jaune|bleue?|grise?)\s*(\d)$/i.exec(text);
  if (painted && legend.has(painted[1])) return legend.get(painted[1]);
  if (!text || !/[\p{L}✓✔✗✘×–—○◯☺☹⚠⊘-]/u.test(text)) return undefined;
  if (/^([A-Z0-9.]{1,6}|[✓✔✗✘×–—○◯☺☹⚠⊘-])$/.test(text) && legend.has(key(text))) return legend.get(key(text));
  // A code the report's own legend does not explain ("C" in an "A / B / C / NV" classification whose C went unread) is not the usual C / NC / SO.
  if (/^[A-Z]{1,3}$/.test(text) && [...legend.keys()].some((k) => /^[A-Z]{1,3}$/.test(k))) return undefined;
  const v = said(text, false, true, legend.has(REVISED));
  if (v !== undefined) return v;
  // Round 20b: the finding the row is cited in ("Écart n° 1", "Réserve 2", "Obs. n° 3"): a defect to lift.
  if (CITED_FINDING.test(fold(text))) return 'non_compliant';
  // A verdict column's short cell naming what it judges first ("Fermeture correcte", "Pression
  // insuffisante"): its words, when they all agree.
  if (text.split(/\s+/).length <= 5) { const anywhere = lexiconVerdict(text, true); if (anywhere !== undefined) return anywhere; }
  const yes = /^(oui|o|yes)$/i.test(text);
  const no = /^(non|n|no)$/i.test(text);
  if ((yes || no) && column.polarity !== 0) return (yes ? column.polarity : -column.polarity) > 0 ? 'compliant' : 'non_compliant';
  return undefined;
}

/** What a column's label says as an option ticked in its cells ("Sans observation", "Non conforme", "Non vérifié"): short, and only its own words. */
export function optionVerdict(label: string): Verdict | undefined {
  if (label.split(/\s+/).length > 4) return undefined;
  // A yes / no sub-column under a polar label ("Utilisable" / "OUI", "Anomalie" / "NON").
  // OCR reads "OUI" as "oul", "0UI", "OU1".
  const yesNo = /^(.+?)\s+(o[uv][il1]|0u[il1]|non|n0n)$/i.exec(label.trim());
  const polarity = yesNo ? verdictColumn(yesNo[1], 0)?.polarity : undefined;
  if (yesNo && polarity) return (/^n/i.test(yesNo[2]) ? -polarity : polarity) > 0 ? 'compliant' : 'non_compliant';
  // A remarks column ("Observations", "Anomalies constatées") is no option, whatever its word says elsewhere.
  if (verdictColumn(label, 0)?.polarity === 0 || /^(observations?|remarques?|commentaires?|constats?|anomalies?|defauts?|reserves?|non[- ]conformites?)\b/.test(fold(label))) return undefined;
  // The option's words are the whole label ("Inapte", "Non vérifié"), not words in a longer one ("Apu — Inapte": its offset is another word's).
  const f = fold(label.replace(/\([^)]*\)/g, '')).replace(/[\s.:]+$/, '').trim();
  const words = verdictOf(f);
  if (words && words.index === 0 && words.length >= f.length) return words.verdict;
  return wholeLexiconVerdict(f);
}
