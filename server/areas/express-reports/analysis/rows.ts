// A report's rows (issue 26): the identifier and verdict of one line whatever its layout (a table
// row read by its header's columns, by its one short readable cell, by its sentences), an OCR'd
// lone code mended, and lines the page's width cut joined back. items.ts walks the report's lines
// and calls these.
import { cleanToken, fold, idScore } from './normalise';
import type { Line } from './header';
import type { ReadElement, ReadVerdict } from './items';
import { mendVerdictWords } from './ocr-words';
import { statedVerdict } from './sentences';
import { verdictOf } from './verdicts';
import { markVerdict } from './marks';
import { cellAt, cells, verdictCell, type Columns } from './table-header';
import { cellVerdict } from './verdict-column';
import { key, lexiconVerdict, wordsDisagree, type Legend } from './vocabulary';

/** Identifiers of the report itself, not of an element. */
// Round 14b: a bill of works' number ("ATTACHEMENT DE TRAVAUX N° AT-26-1826") too.
// Round 15b: a contract named by its kind ("Contrat de maintenance multitechnique n° 2805-EL"), a work sheet ("Bon d'intervention BI-26-5156").
// Round 26b: a form's model ("Imprimé F-VGP-12 rév. 3").
export const NOT_ELEMENT = /(rapport( vgp| de (visite|verification|controle|vgp)| d'(inspection|intervention))?( periodique| annuel(le)?)?|enveloppe|empreinte( sha-?\d+)?|compte[- ]rendu|report|n\/ref|ref\.?|affaire|dossier|commande|contrat( d'[a-z]+| de [a-z]+)?( [a-z]+){0,2}|^\(?d'(entretien|maintenance)|bons? (d'intervention|de commande|de travaux|de livraison|de consignation)|ordres? de (travail|travaux|service|mission)|permis de (travail|feu)|(schema|plan)s?( de [a-z]+| d'[a-z]+)?|unifilaire( general)?|siret|page|devis( de| d'[a-z]+)?( [a-z]+)?|attachement( de travaux)?|facture|decret|arrete|loi|circulaire|norme|articles?|art\.|missions?|demandes?( de [a-z]+| d'[a-z]+)?|procedures?|modes? operatoires?|gammes?( de [a-z]+)?|grilles?( de [a-z]+| d'[a-z]+)?|imprimes?|.*›)\s*(n[°o])?\s*:?\s*$/;
/** A report header's grid line ("Intervenant   G. Rousseau   Référence   SE-…"): its values are the report's, not an element's. */
/** The people a report names (its technician, inspector, writer): never an element. */
export const PEOPLE = 'intervenant|technicien|verificateur|inspecteur|operateur|controleur|redacteur|agent';
export const HEADER_FIELD = new RegExp(`^(${PEOPLE}|client)s?$`);
export const TICK = /^[x✓✔☒]$/i;
/** An identifier this sure ("N-1-0042": letters, digits and separators) names an element on its own, in a heading or a sentence. */
export const STRONG = 4;

/**
 * A legend's code as OCR reads a lone letter: "O" (oui) in a box read "oO", "[e)", "(0)"; "s" for
 * "S". Only on an OCR'd line and when the legend explains that code and none these could also be.
 */
function ocrCode(cell: string, legend: Legend, weight: number): string {
  const t = cell.trim();
  if (weight >= 1) return cell;
  if (legend.has('O') && !legend.has('E') && !legend.has('Q') && /^[[({]?[oO0eQ]{1,2}[\])}]?$/.test(t)) return 'O';
  // A lone code letter read in lower case ("s" for the legend's "S").
  if (/^\p{Ll}$/u.test(t) && legend.has(t.toUpperCase()) && !legend.has(t)) return t.toUpperCase();
  // A code of two or three capitals read in mixed case ("Ms" for the legend's "MS").
  if (/^\p{Lu}\p{Ll}{1,2}$/u.test(t) && legend.has(t.toUpperCase())) return t.toUpperCase();
  return cell;
}

/** What the short cells after a row's identifier say (legend codes, words), one entry per cell that says something. */
function rowCells(raw: string, tokens: string[], legend: Legend, weight: number) {
  const id = bestId(tokens, 0, tokens.length, 2);
  if (!id) return [];
  const idAt = raw.indexOf(tokens[id.i]);
  return cells(raw).filter((c) => c.at > idAt)
    // A lone dash the key explains ("— = aucune remarque") is a code, not a cell's leading punctuation.
    .map((c) => (/^[–—-]$/.test(c.text.trim()) && legend.has('–') ? '–' : ocrCode(c.text.replace(/^[\d\s=:;,.|–—-]+/, '').replace(/\s+\d{1,3}$/, ''), legend, weight)))
    .filter((t) => t && t.split(/\s+/).length <= 5)
    // Round 14b: a lone capital no key explains is a building's or a class's letter ("Bâtiment C"), not the usual C of C / NC.
    // Round 25c: so is one OCR read in lower case (a drawing's index "c" under "Indice").
    .filter((t) => !/^[A-Za-z]$/.test(t.trim()) || legend.has(key(t)))
    // Round 19b: nor is a code of capitals joined by hyphens ("TN-C", an earthing system), whose last letter no key explains.
    .filter((t) => !/^[A-Z]{1,4}(?:-[A-Z]{1,4})+$/.test(t.trim()) || legend.has(key(t)))
    // Round 13b: cells OCR glued whose words disagree ("ok déf. ok Aréparer") say both: the row's cells conflict.
    .flatMap((t) => (wordsDisagree(t) ? [{ t, v: 'compliant' as const }, { t, v: 'non_compliant' as const }] : [{ t, v: cellVerdict(t, { at: 0, rank: 0, polarity: 0 }, legend) }]))
    .filter((x) => x.v !== undefined)
    // A check's tick or cross beside a cell of words ("✓  ✓  ✗  AR"): the words decide (round 12: a key may explain the ticks).
    .filter((x, _, all) => !/^[✓✔✗✘×○◯–—-]$/.test(x.t) || all.every((y) => /^[✓✔✗✘×○◯–—-]$/.test(y.t)))
    .map((x) => x.v);
}

/** The most identifier-like token among `tokens` (index, cleaned text), or null. */
export function bestId(tokens: string[], from = 0, to = tokens.length, min = 1.5): { i: number; id: string } | null {
  let best: { i: number; id: string; s: number } | null = null;
  for (let i = from; i < Math.min(to, tokens.length); i++) {
    const t = cleanToken(tokens[i]);
    const s = idScore(t);
    if (s >= min && (!best || s > best.s)) best = { i, id: t, s };
  }
  return best;
}

/** A cell repeating the state above or before it ("idem", "id.", "inchangé", a ditto mark). */
const SAME = /^(idem|id\.|inchang[eé]|sans changement|〃|")$/i;
const hasWord = (t: string) => /[\p{L}\p{N}]/u.test(t);
/** The first of these that says something: a verdict, or null (the report's "not verified"); undefined when none does. */
const firstSaid = (...said: (ReadVerdict | undefined)[]) => said.find((v) => v !== undefined);
/** The same, 'unknown' when none says anything (null stays null: "??" would lose it). */
export const saidOrUnknown = (...said: (ReadVerdict | undefined)[]): ReadVerdict => { const v = firstSaid(...said); return v === undefined ? 'unknown' : v; };
/** What a running line says besides its identifier: its sentences, else a short statement after its last colon ("… : RAS"). */
function runningVerdict(raw: string, id: string): ReadVerdict | undefined {
  const text = raw.replace(id, ' ');
  const stated = statedVerdict(text);
  if (stated !== undefined) return stated;
  const tail = /:\s*([^:]+)$/.exec(text)?.[1].replace(/[\s.]+$/, '');
  if (!tail || tail.split(/\s+/).length > 5) return undefined;
  return firstSaid(lexiconVerdict(tail), lexiconVerdict(tail, true));
}

/**
 * A table row or an element line: an identifier and a verdict (a tick under a C / NC / SO
 * column first, else words). A comment column's text is the row's remark, never its verdict
 * ("X … Appareil non accessible" is ticked NC, not "not verified").
 */
export function elementRow(line: Line, columns: Columns | null, legend: Legend): ReadElement & { number: number | null; remark: string; obs: number | null } | null {
  let raw = line.raw;
  let remark = '';
  if (columns?.comment != null && raw.length > columns.comment - 3) {
    const start = cells(raw).find((c) => c.at >= columns.comment! - 3)?.at;
    if (start !== undefined) { remark = raw.slice(start).trim(); raw = raw.slice(0, start); }
  }
  // An OCR'd line's misread verdict words mended ("Confonne"); a doubt leaves its words unread.
  const mended = line.weight < 1 ? mendVerdictWords(raw) : null;
  if (mended) raw = mended.text;
  const tokens = raw.trim().split(/\s+/);
  const joined = tokens.map(fold).join(' ');
  let v: { verdict: ReadVerdict; index: number } | null = null;
  // Round 20b: a mark beside the identifier that the report's key explains (marks.ts), in a table with no verdict column.
  const own = !columns?.verdict && !columns?.ticks ? bestId(tokens, 0, tokens.length, STRONG) : null;
  const marked = own ? markVerdict(tokens, own.i, legend, !!columns) : undefined;
  if (marked !== undefined) v = { verdict: marked, index: joined.length };
  // Round 14b: "Non" under "Vérifiée": the report's "not verified", whatever the other cells say.
  const checked = columns?.checked != null ? cellAt(raw, columns, columns.checked) : undefined;
  if (checked && /^non(?:$|\s*[–—:-]\s)/i.test(checked.text.trim())) v = { verdict: null, index: fold(raw.slice(0, checked.at).trim().split(/\s+/).join(' ')).length + 1 };
  if (!v && columns?.ticks) {
    const ticks = columns.ticks;
    // Under its column's label, or within the column (a tick centred in a wide option column).
    // The nearest label: close columns ("C  NC" 20 pt apart) are less than the tolerance apart.
    const near = (tick: { at: number }) => ticks.filter((t) => Math.abs(t.at - tick.at) <= 3).sort((a, b) => Math.abs(a.at - tick.at) - Math.abs(b.at - tick.at))[0];
    const under = (tick: { at: number }) => near(tick) ?? ticks.find((t) => cellAt(raw, columns, t.at)?.at === tick.at);
    // Round 17b: ticks under other columns (a check point's) decide nothing; two results ticked differently, nothing is sure.
    const marked = cells(raw).filter((c) => TICK.test(c.text)).map((tick) => ({ tick, column: under(tick) })).filter((m) => m.column);
    const [first] = marked;
    const mixed = new Set(marked.map((m) => m.column!.verdict)).size > 1;
    // Under a label whose offset is only estimated, the tick may be its left neighbour's: not read.
    if (first) v = { verdict: first.column!.estimated || mixed ? 'unknown' : first.column!.verdict, index: fold(raw.slice(0, first.tick.at).trim().split(/\s+/).join(' ')).length + 1 };
  }
  if (!v && columns?.verdict) {
    // The verdict column's cell, read with the report's own vocabulary.
    const cell = verdictCell(raw, columns);
    // Round 20b: "idem" repeats the previous visit's state, in its own column.
    const same = cell && columns.previous != null && SAME.test(cell.text.trim()) ? cellAt(raw, columns, columns.previous) : undefined;
    // Round 24b: an option printed before its empty box ("OUI   ☐", the cross drawn elsewhere) is no answer.
    const box = cell && cells(raw).find((c) => c.at > cell.at);
    const unticked = !!box && /^[☐□]$/.test(box.text.trim()) && box.at - cell.at - cell.text.length <= 8;
    const said = cell && !unticked ? cellVerdict(ocrCode((same ?? cell).text, legend, line.weight), columns.verdict, legend) : undefined;
    if (cell && unticked) v = { verdict: 'unknown', index: fold(raw.slice(0, cell.at).trim().split(/\s+/).join(' ')).length + 1 };
    else if (cell && said !== undefined) v = { verdict: said, index: fold(raw.slice(0, cell.at).trim().split(/\s+/).join(' ')).length + 1 };
    // Round 13b: words the report's vocabulary does not read in the verdict column ("Rebut" once, OCR's "Aréparer"): the row is unread, its checks' "ok" do not decide.
    // Round 20b: a code of two capitals no key explains ("NP") neither: the row's other words ("APTE" of the previous visit) do not decide (an OCR speck "ai" is no code).
    else if (cell && /^\p{L}[\p{L}' -]{2,30}$|^\p{Lu}{2}$/u.test(cell.text.trim())) v = { verdict: 'unknown', index: fold(raw.slice(0, cell.at).trim().split(/\s+/).join(' ')).length + 1 };
  }
  // A state column ("État") read compliant while another check of the row reads a defect ("B … M
  // … X under NON"): the row's checks disagree, nothing is sure (a conclusion column decides alone).
  if (v && v.verdict === 'compliant' && columns?.verdict && columns.verdict.rank < 3 && rowCells(raw, tokens, legend, line.weight).includes('non_compliant')) v = { ...v, verdict: 'unknown' };
  /** The token where the folded text's `index` falls. */
  const tokenAt = (index: number) => { let pos = 0; for (let i = 0; i < tokens.length; i++) { if (pos >= index) return i; pos += fold(tokens[i]).length + 1; } return tokens.length; };
  let running = false;
  if (!v) {
    // Running text: the sentence read with its negations ("ne présente aucune anomalie"), or
    // the short statement after its last colon ("… : fonctionnement correct"), around the most
    // identifier-like token; where the words alone say otherwise, the sentence decides or nothing is sure.
    const words = verdictOf(joined);
    const any = bestId(tokens, 0, tokens.length, 2);
    const said = any ? runningVerdict(raw, any.id) : undefined;
    // A sentence naming its element after its verdict words ("Aucun défaut pour le palan N-1-0002") is read whole too.
    if (said !== undefined && (!words || said !== words.verdict || !bestId(tokens, 0, tokenAt(words.index)))) { v = { verdict: said, index: joined.length }; running = true; } else v = words;
  }
  if (v && mended?.doubtful && !columns?.ticks) v = { ...v, verdict: 'unknown' };
  // A row's sentence saying "non accessible" ("Appareil non accessible, encombré par du stockage.")
  // is its comment (the header that names that column unread), not its "not verified".
  let commented = false;
  if (v && v.verdict === null && !columns?.ticks && GAP.test(raw)) {
    const cell = cells(raw).find((c) => verdictOf(c.text)?.verdict === null);
    if (cell && cell.text.split(/\s+/).length > 4 && /[^.]\.$/.test(cell.text)) { v = null; commented = true; }
  }
  // A table row whose header was not read (OCR): the one short cell after its identifier that
  // the report's vocabulary reads ("Vérifié", "Fermeture correcte", "2019 = À remplacer"), when
  // no other cell says otherwise; a comment's sentence is no verdict cell.
  // An option's cross no column explains ("OK … X" under "Bon p. | À rep. | Non c." not understood) is the row's verdict unread: nothing is sure (a check's ✓ is no option; on a scan a check's ✗ reads "x").
  if ((!v || (running && v.verdict === 'unknown')) && !columns?.ticks && GAP.test(raw)) {
    if (line.weight >= 1 && cells(raw).some((c) => /^[X☒]$/.test(c.text))) v = { verdict: 'unknown', index: joined.length };
    else {
      const said = rowCells(raw, tokens, legend, line.weight);
      // Round 17b: one tick alone in a row of tick columns says which column it is in, and that column's head is not read ("✓" under "Non vu").
      const lone = said.length === 1 && cells(raw).filter((c) => /^[✓✔✗✘×]$/.test(c.text.trim())).length === 1;
      if (new Set(said).size === 1 && !lone) v = { verdict: said[0]!, index: joined.length };
    }
  }
  if (!v && commented) v = { verdict: 'unknown', index: joined.length };
  // A list with a remarks column and no verdict column (electrical reports: "Observations : n° 1"
  // or "Néant"): a row referring to a remark is non-compliant (a remark is left to lift), a row
  // saying it has none is compliant; a dash or an empty cell says nothing.
  if (!v && remark && !columns?.verdict && !columns?.ticks && bestId(tokens, 0, tokens.length, 2)) {
    const r = fold(remark).replace(/[.\s]+$/, '');
    if (/^(neant|ras|aucune?( observation| remarque| reserve)?|sans (observation|remarque|reserve))$/.test(r)) v = { verdict: 'compliant', index: joined.length };
    else if (/^(voir |cf\.? )?(obs(ervation)?s?\.? ?)?(n[°o] ?)?\d{1,3}(\s*(,|et|-)\s*(n[°o] ?)?\d{1,3})*$/.test(r)) v = { verdict: 'non_compliant', index: joined.length };
  }
  // A table row whose verdict is not read still has its identifier and its comment (the remark).
  if (!v && remark && bestId(tokens, 0, tokens.length, 2)) v = { verdict: 'unknown', index: joined.length };
  // Round 16b: so does a row of a table with a verdict column whose cell is empty on this line (its state printed lines below).
  if (!v && columns?.verdict && !columns.verdict.estimated && !verdictCell(raw, columns) && bestId(tokens, 0, tokens.length, STRONG)) v = { verdict: 'unknown', index: joined.length };
  // Round 21b: a sheet pre-filled with the previous visit's states whose present column's head OCR garbled into
  // the previous one's cell ("Statut préc. Ob". visite pricicente Zcatutce jour"): what the row says may be the last visit's.
  if (v && columns?.previous != null && (!columns.verdict || columns.verdict.at === columns.previous)) v = { ...v, verdict: 'unknown' };
  if (!v || line.raw.length > (running ? 400 : 260)) return null;
  // The token where the verdict starts: designation and identifier come before it.
  const vTok = tokenAt(v.index);
  const id = bestId(tokens, 0, vTok);
  // "Contrat n° 34474", "Rapport n° …": the report's own reference, never an element.
  if (!id || NOT_ELEMENT.test(fold(tokens.slice(0, id.i).join(' '))) || HEADER_FIELD.test(fold(tokens[0]))) return null;
  // A sentence's designation: the words before its identifier, without "(n° de série" and the like.
  const words = (running ? tokens.slice(Math.max(0, id.i - 6), id.i) : tokens.slice(0, vTok)).filter((t, i) => (running || i !== id.i) && hasWord(t));
  while (running && words.length && /^\(?(n[°o]|de|du|serie|repere|identification|numero|immatriculation|:)$/i.test(fold(words[words.length - 1]))) words.pop();
  // A leading row number ("12", "3.", "1 .") is no part of the designation, but remarks may name it.
  const number = /^\d{1,3}[.)]?$/.test(words[0] ?? '') && id.i > 0 ? Number.parseInt(words[0], 10) : null;
  while (words.length && /^\d{1,4}[.)]?$/.test(words[0]) && words.length > 1) words.shift();
  const designation = words.filter((t) => !TICK.test(t)).join(' ').replace(/^[\s:;,(–—-]+|[\s:;,(–—-]+$/g, '').trim();
  const obsCell = columns?.obs != null ? cellAt(line.raw, columns, columns.obs) : undefined;
  const obs = obsCell && /^\d{1,3}$/.test(obsCell.text) ? Number(obsCell.text) : null;
  return { identification_number: id.id, designation, verdict: v.verdict, line, number, remark, obs };
}

/**
 * An element's line cut before its verdict ("N-1-0141 – Système de désenfumage 141 :" then
 * "conforme", or "… : non" then "conforme"): joined back when the cut is dangling (a colon, a
 * "non") and the next line is a short verdict; a sentence cut by the page's width, joined back.
 */
export const GAP = /\S\s{3,}\S/;

/** A page's line as the extraction lays it out: an indented line starts at 0, its indent kept apart, its other cells at their offsets on the page. */
export function indented(trimmed: string): { raw: string; indent: number } {
  const indent = trimmed.length - trimmed.trimStart().length;
  const gap = /\s{3,}/.exec(trimmed.slice(indent));
  const raw = !indent ? trimmed : !gap ? trimmed.trim()
    : trimmed.slice(indent, indent + gap.index) + ' '.repeat(indent + gap[0].length) + trimmed.slice(indent + gap.index + gap[0].length);
  return { raw, indent };
}

/** `indented`'s inverse: the line as the page lays it out, its first cell back at its indent. */
export function onPage(l: Line): string {
  if (!l.indent) return l.raw;
  const gap = /\s{3,}/.exec(l.raw);
  return ' '.repeat(l.indent) + (gap ? l.raw.slice(0, gap.index) + l.raw.slice(gap.index + l.indent) : l.raw);
}
