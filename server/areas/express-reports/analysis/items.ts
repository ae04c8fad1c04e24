// The inspected elements and the remarks of a report, read line by line whatever the layout:
// table rows (an identifier and a verdict on one line, in any column order), blocks of
// "label : value" lines, one line per element, and remark sections (numbered, bulleted, a table)
// or remarks inside an element's block. Wrapped remark lines are joined.
import { cleanToken, fold, idScore } from './normalise';
import type { Line } from './header';
import { verdictOf } from './verdicts';

type Verdict = 'compliant' | 'non_compliant' | null;
export interface ReadElement { identification_number: string; designation: string; verdict: Verdict; line: Line }
export interface ReadRemark { text: string; identification_number: string; line: Line }

const REMARKS_HEADER = /^(\d+[.)]?\s*)?(observations?|remarques?|reserves?|non[- ]?conformites?( relevees| constatees| observees)?|tableau des (observations|remarques)|autres (observations|remarques)|liste des (observations|remarques)|observations? et (recommandations|remarques))\s*:?$/;
const OTHER_HEADER = /^(\d+[.)]?\s*)?(liste des (equipements|appareils|installations|elements)|conclusions?( par equipement| generales?)?|equipements verifies|annexe\b|resultats? (des|de la) verification)/;
const DESIGNATION_LABEL = /^(equipement|designation|appareil|installation|materiel|element)$/;
const ID_LABEL = /(identification|repere|n[°o]? ?de serie|numero|reference|identifiant|matricule|^n[°o]$)/;
const VERDICT_LABEL = /^(resultat|conclusion|avis|etat|verdict|appreciation)$/;
const REMARK_LABEL = /^(observations?|remarques?|reserves?|non[- ]?conformites?|constat)$/;
const ITEM_MARK = /^(\d{1,3}[.)]|[•\-–*▪►]|o\d{1,3}\b)\s*/;
const NOTHING = /^(aucune?|neant|sans) ?(observation|remarque|non[- ]?conformite|reserve)?s?\.?$|^neant\.?$/;

/** The most identifier-like token among `tokens` (index, cleaned text), or null. */
function bestId(tokens: string[], from = 0, to = tokens.length, min = 1.5): { i: number; id: string } | null {
  let best: { i: number; id: string; s: number } | null = null;
  for (let i = from; i < Math.min(to, tokens.length); i++) {
    const t = cleanToken(tokens[i]);
    const s = idScore(t);
    if (s >= min && (!best || s > best.s)) best = { i, id: t, s };
  }
  return best;
}

const hasWord = (t: string) => /[\p{L}\p{N}]/u.test(t);

/** A table row or an element line: an identifier and a verdict; the designation is the rest before the verdict. */
function elementRow(line: Line): ReadElement | null {
  const tokens = line.raw.trim().split(/\s+/);
  const joined = tokens.map(fold).join(' ');
  const v = verdictOf(joined);
  if (!v || line.raw.length > 220) return null;
  // The token where the verdict starts: designation and identifier come before it.
  let pos = 0;
  let vTok = tokens.length;
  for (let i = 0; i < tokens.length; i++) { if (pos >= v.index) { vTok = i; break; } pos += fold(tokens[i]).length + 1; }
  const id = bestId(tokens, 0, vTok);
  if (!id) return null;
  const words = tokens.slice(0, vTok).filter((t, i) => i !== id.i && hasWord(t));
  // A leading row number ("12", "3.", "1 .") is no part of the designation.
  while (words.length && /^\d{1,4}[.)]?$/.test(words[0]) && words.length > 1) words.shift();
  const designation = words.join(' ').replace(/^[\s:;,–—-]+|[\s:;,–—-]+$/g, '').trim();
  return { identification_number: id.id, designation, verdict: v.verdict, line };
}

export function readItems(lines: Line[]): { elements: ReadElement[]; remarks: ReadRemark[] } {
  const elements: ReadElement[] = [];
  const remarks: ReadRemark[] = [];
  let inRemarks = false;
  let open: ReadRemark | null = null;
  let block: { designation: string; id: string; line: Line | null } = { designation: '', id: '', line: null };
  let lastId = '';

  const flushBlock = (verdict: Verdict, emit: boolean) => {
    if (emit && block.id) { elements.push({ identification_number: block.id, designation: block.designation, verdict, line: block.line! }); lastId = block.id; }
    block = { designation: '', id: '', line: null };
  };

  for (const line of lines) {
    const text = line.raw.trim();
    // OCR leaves specks around a heading ("-Observations   ’"): headings are read without them.
    const f = line.folded.replace(/(\s+\S{1,2})*[^\p{L}\p{N})]*$/u, (tail) => (/[\p{L}\p{N}]{3}/u.test(tail) ? tail : ''))
      .replace(/^([^\p{L}\p{N}]+|\S\s+)+(?=\p{L}{3})/u, '');
    if (REMARKS_HEADER.test(f)) { inRemarks = true; open = null; continue; }
    if (OTHER_HEADER.test(f)) { inRemarks = false; open = null; continue; }

    if (inRemarks) {
      const tokens = text.split(/\s+/);
      const id = bestId(tokens, 0, 6, 2);
      if (id) {
        const rest = tokens.slice(id.i + 1).join(' ').replace(/^[\s:;,.)\]–—-]+/, '').trim();
        open = { text: rest, identification_number: id.id, line };
        remarks.push(open);
        continue;
      }
      const mark = ITEM_MARK.exec(f);
      if (mark && !NOTHING.test(f.slice(mark[0].length))) {
        open = { text: text.replace(/^\S+\s*/, '').trim(), identification_number: '', line };
        remarks.push(open);
        continue;
      }
      if (open && (!/[.!?]$/.test(open.text) || /^\p{Ll}/u.test(text))) { open.text = `${open.text} ${text}`.trim(); continue; }
      if (NOTHING.test(f) || (f.length < 50 && /observation|remarque|element|ref/.test(f))) continue;
      inRemarks = false;
      open = null;
    }

    const kv = /^([^:]{2,40}?)\s*:\s*(.+)$/.exec(text);
    if (kv) {
      const label = fold(kv[1]);
      const value = kv[2].trim();
      if (DESIGNATION_LABEL.test(label)) {
        flushBlock(null, !!block.id);
        block = { designation: value, id: '', line };
        continue;
      }
      if (ID_LABEL.test(label) && !/date/.test(label)) {
        const id = bestId(value.split(/\s+/), 0, 4, 1);
        if (id) { block.id = id.id; block.line = line; continue; }
      }
      if (VERDICT_LABEL.test(label) && block.id) {
        flushBlock(verdictOf(value)?.verdict ?? null, true);
        continue;
      }
      if (REMARK_LABEL.test(label) && (lastId || block.id)) {
        open = { text: value, identification_number: block.id || lastId, line };
        remarks.push(open);
        continue;
      }
    }
    const row = elementRow(line);
    if (row) elements.push(row);
    else if (open && open.line.page === line.page && /^\p{Ll}/u.test(text)) open.text = `${open.text} ${text}`; // a block remark's wrapped line
    else open = null;
  }
  flushBlock(null, !!block.id);
  return { elements, remarks };
}
