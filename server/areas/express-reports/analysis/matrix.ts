// A matrix: the elements in columns, the checks in rows (issue 26, round 8). A row names one
// element per column ("N° de série   N-1-0010   N-1-0019   …"); the rows under it give each
// column its designation, its remark number ("Obs. n°") and its conclusion ("CONCLUSION   APTE
// INAPTE   NON PRÉSENTÉ"), each cell under its element. The checks' ticks decide nothing: a
// matrix without a conclusion row leaves its elements unknown. Bands of columns follow one
// another (columns 1–6, then 7–8): each starts at its own identifiers' row.
import type { Line } from './header';
import type { ReadElement, ReadVerdict } from './items';
import { cleanToken, fold, idScore } from './normalise';
import { mendVerdictWords } from './ocr-words';
import { GAP, STRONG } from './rows';
import { cells } from './table-header';
import { cellVerdict, verdictColumn } from './verdict-column';
import { type Legend } from './vocabulary';

interface Column { at: number; id: string; designation: string; verdict: ReadVerdict; rank: number; obs: number | null }
export interface Matrix { line: Line; columns: Column[] }

const ID_LABEL = /(identification|repere|n[°o]? ?(de )?serie|n[°o]? ?(de )?fabrication|numero|identifiant|matricule|immatriculation|^n[°o]$|n[°o] (interne|parc))/;
const DESIGNATION_LABEL = /^(equipement|designation|appareil|installation|materiel|element|type|modele)s?$/;
/** A conclusion row's label; "État" ranks under "Conclusion" (a later, higher row decides). */
const VERDICT_LABEL = /^(conclusions?|avis|resultats?|decisions?|verdict|bilan|appreciation|etat|aptitude|apte|conformes?|conformite)\b[\p{L}' ]{0,30}$/u;
const OBS_LABEL = /^(obs(ervations?)?\.?|observation\(s\)|remarques?|reserves?)( n[°o]s?)?\.?$|^n[°o] (d')?obs/;

/** A row naming one element per column: a label that is no identifier, then two or more identifiers alone in their cells. */
export function matrixRow(line: Line): Matrix | null {
  // OCR's specks ("-", "|") are no cells, nor the speck before an identifier ("- N-1-0019").
  const cs = cells(line.raw).map((c) => ({ ...c, text: c.text.replace(/^[^\p{L}\p{N}]+\s+(?=\S)/u, '') })).filter((c) => /[\p{L}\p{N}]/u.test(c.text));
  if (cs.length < 3) return null;
  const label = fold(cs[0].text);
  if (/\d/.test(label)) return null;
  const ids = cs.slice(1).map((c) => (c.text.includes(' ') ? '' : cleanToken(c.text)));
  const scores = ids.map(idScore);
  // A sure identifier in every cell, or an identifier's label and likely ones (OCR blurs them).
  if (!scores.every((s) => s >= STRONG) && !(ID_LABEL.test(label) && scores.every((s) => s >= 2))) return null;
  return { line, columns: cs.slice(1).map((c, i) => ({ at: c.at, id: ids[i], designation: '', verdict: 'unknown', rank: 0, obs: null })) };
}

/**
 * Reads a line into the open matrix; false when the line is no row of it (running text, a row
 * whose cells fall under no column). A conclusion's cell is read with the report's vocabulary.
 */
export function matrixLine(m: Matrix, line: Line, legend: Legend): boolean {
  if (line.page !== m.line.page) return false;
  // A row left empty ("Observation(s) n°" with no number under any column) is still the matrix's.
  const lone = fold(line.raw).replace(/[\s:;]+$/, '');
  if (!GAP.test(line.raw)) return OBS_LABEL.test(lone.replace(/\(s\)/g, 's')) || VERDICT_LABEL.test(lone);
  const cs = cells(line.raw).filter((c, i) => i === 0 || /[\p{L}\p{N}✓✔✗✘×—–-]/u.test(c.text));
  const label = fold(cs[0].text).replace(/[\s:;]+$/, '');
  // Another row of identifiers: the next band, never this one's.
  if (ID_LABEL.test(label)) return false;
  const rest = cs.slice(1);
  const width = m.columns.length > 1 ? m.columns[1].at - m.columns[0].at : 30;
  const under = rest.map((c) => m.columns.find((k) => Math.abs(k.at - c.at) <= Math.max(3, width / 3)));
  // A row of the matrix: its cells under its columns (an OCR'd row: most of them, specks aside).
  const aligned = under.filter((k) => k).length;
  if (!rest.length || (line.weight >= 1 ? aligned < rest.length : aligned < Math.max(1, rest.length / 2))) {
    // A scanned check row OCR misplaced ("…contacts directs/   ‘   /") is skipped; a line naming an element is no row of the matrix.
    return line.weight < 1 && !cs.some((c) => idScore(cleanToken(c.text)) >= STRONG) && !VERDICT_LABEL.test(label);
  }
  const verdictRank = VERDICT_LABEL.test(label) ? (/^(conclusion|avis|decision|verdict|bilan)/.test(label) ? 3 : 1) : 0;
  rest.forEach((c, i) => {
    const k = under[i];
    if (!k) return;
    if (DESIGNATION_LABEL.test(label)) k.designation ||= c.text;
    else if (OBS_LABEL.test(label) && /^\d{1,3}$/.test(c.text)) k.obs = Number(c.text);
    else if (verdictRank >= k.rank && verdictRank > 0) {
      const mended = line.weight < 1 ? mendVerdictWords(c.text) : { text: c.text, doubtful: false };
      const said = mended.doubtful ? undefined : cellVerdict(mended.text, verdictColumn(cs[0].text, 0) ?? { at: 0, rank: verdictRank, polarity: 0 }, legend);
      if (said !== undefined) { k.verdict = said; k.rank = verdictRank; }
    }
  });
  return true;
}

/** The matrix's elements, one a column, in their order. */
export const matrixElements = (m: Matrix): (ReadElement & { obs: number | null })[] =>
  m.columns.map((k) => ({ identification_number: k.id, designation: k.designation, verdict: k.verdict, line: m.line, obs: k.obs }));
