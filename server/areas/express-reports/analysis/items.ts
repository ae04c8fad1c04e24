// The inspected elements and the remarks of a report, read line by line whatever the layout:
// table rows (an identifier and a verdict on one line, in any column order, or a tick under a
// C / NC / SO header), blocks of "label : value" lines or paragraphs closed by a "Conclusion" /
// "Avis" / "Résultat" line, one line per element, and remark sections (numbered, bulleted, a
// table, or naming the element by its row number) or remarks inside an element's block. An
// element whose verdict is not read is 'unknown': never dropped, never read as compliant.
import { cleanToken, fold, idScore } from './normalise';
import type { Line } from './header';
import { mendVerdictWords } from './ocr-words';
import { sentenceVerdict, statedVerdict } from './sentences';
import { verdictOf } from './verdicts';
import { cellAt, cells, columnsHeader, type Columns } from './table-header';
import { cellVerdict, lexiconVerdict, readLegend, type Legend } from './vocabulary';

export type ReadVerdict = 'compliant' | 'non_compliant' | null | 'unknown';
export interface ReadElement { identification_number: string; designation: string; verdict: ReadVerdict; line: Line }
export interface ReadRemark { text: string; identification_number: string; line: Line }

const NOTE = "[\\p{L}' -]";
/** A remarks heading: short, no digits, no "label : value" ("Liste récapitulative des observations", "Réserves et observations"). */
const REMARKS_HEADER = new RegExp(`^(\\d+[.)]?\\s*)?(${NOTE}{0,40}\\s)?(observations?|remarques?|reserves?|non[- ]?conformites?|anomalies?|defauts?|constats?|motifs de refus)(\\s${NOTE}{0,80})?:?$`, 'u');
const OTHER_HEADER = /^(\d+[.)]?\s*)?(liste des (equipements|appareils|installations|elements|tableaux|locaux)|conclusions?( par equipement| generales?)?|equipements verifies|synthese|annexe\b|resultats? (des|de la) verification)[^:]*$/;
const DESIGNATION_LABEL = /^(equipement|designation|appareil|installation|materiel|element)$/;
const ID_LABEL = /(identification|repere|n[°o]? ?de serie|n[°o]? ?de fabrication|numero|reference|identifiant|matricule|^n[°o]$)/;
/** A label of an element's block: its designation, identifier, verdict or remark. */
const isBlockLabel = (label: string) => { const l = fold(label).replace(/^[^a-z0-9]+/, ''); return DESIGNATION_LABEL.test(l) || (ID_LABEL.test(l) && !/date/.test(l) && !OWN_REFERENCE.test(l)) || VERDICT_LABEL.test(l) || REMARK_LABEL.test(l); };
const VERDICT_LABEL = /^(resultat|conclusion|avis|etat|verdict|appreciation)s?\b[\p{L}' ]{0,30}$/u;
const REMARK_LABEL = /^(observations?( \d+)?|remarques?|reserves?|non[- ]?conformites?|constats?|constatations?|anomalies?( constatees?)?|defauts?( constates?)?|motifs?( de refus)?)$/;
/** A numbered remark a table's "Obs." column refers to: "Obs. 2 : …", "2 – …". */
const OBS_REF = /^(?:obs(?:ervation)?s?\.?\s*)?(?:n[°o]\s*)?(\d{1,3})\s*[:.)–—-]\s*(.+)$/;
/** Labels of the report's own references, never an element's identifier ("Référence dossier : …"). */
const OWN_REFERENCE = /dossier|rapport|affaire|commande|contrat|devis|client|\bpv\b|proces-verbal/;
const ITEM_MARK = /^(\d{1,3}[.)]|[•\-–*▪►]|o\d{1,3}\b)\s*/;
const NOTHING = /^(aucune?|neant|sans) ?(observation|remarque|non[- ]?conformite|reserve)?s?( constatee?s?)?\.?$|^neant\.?$/;
/** "Appareil n° 3 – …", "Porte n° 2": an element's number in the report (remarks refer to it). */
const NUMBERED = /^\p{L}[\p{L}.' -]{1,30}?\s+n[°o]\s*(\d{1,3})\b/u;
/** A remark naming its element by number: "3. Extincteur n° 4 : …", "Porte n° 2 – …". */
const ROW_REF = /^(?:\d{1,3}[.)]\s*)?\p{L}[\p{L}.' -]{1,30}?\s+n[°o]\s*(\d{1,3})\s*[:–—-]\s*(.+)$/u;
/** Identifiers of the report itself, not of an element. */
const NOT_ELEMENT = /(rapport|n\/ref|ref\.?|affaire|dossier|commande|contrat|siret|page|devis|decret|arrete|loi|circulaire|norme|articles?|art\.)\s*(n[°o])?\s*:?\s*$/;
const TICK = /^[x✓✔☒]$/i;
/** An identifier this sure ("N-1-0042": letters, digits and separators) names an element on its own, in a heading or a sentence. */
const STRONG = 4;
/** A legend's line: a code ("N.V.", "SO", "C") then ":" or "=" (vocabulary.ts reads its explanation). */
const LEGEND_LINE = /^[A-Z](?:\.?[A-Z0-9]){0,3}\.?\s*[:=]/;

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
  return cell;
}

/** What the short cells after a row's identifier say (legend codes, words), one entry per cell that says something. */
function rowCells(raw: string, tokens: string[], legend: Legend, weight: number) {
  const id = bestId(tokens, 0, tokens.length, 2);
  if (!id) return [];
  const idAt = raw.indexOf(tokens[id.i]);
  return cells(raw).filter((c) => c.at > idAt)
    .map((c) => ocrCode(c.text.replace(/^[\d\s=:;,.|–—-]+/, '').replace(/\s+\d{1,3}$/, ''), legend, weight))
    .filter((t) => t && t.split(/\s+/).length <= 5)
    .map((t) => cellVerdict(t, { at: 0, rank: 0, polarity: 0 }, legend))
    .filter((x) => x !== undefined);
}

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
/** The first of these that says something: a verdict, or null (the report's "not verified"); undefined when none does. */
const firstSaid = (...said: (ReadVerdict | undefined)[]) => said.find((v) => v !== undefined);
/** The same, 'unknown' when none says anything (null stays null: "??" would lose it). */
const saidOrUnknown = (...said: (ReadVerdict | undefined)[]): ReadVerdict => { const v = firstSaid(...said); return v === undefined ? 'unknown' : v; };
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
function elementRow(line: Line, columns: Columns | null, legend: Legend): ReadElement & { number: number | null; remark: string; obs: number | null } | null {
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
  if (columns?.ticks) {
    const tick = cells(raw).find((c) => TICK.test(c.text));
    const column = tick && columns.ticks.find((t) => Math.abs(t.at - tick.at) <= 3);
    if (tick && column) v = { verdict: column.verdict, index: fold(raw.slice(0, tick.at).trim().split(/\s+/).join(' ')).length + 1 };
  }
  if (!v && columns?.verdict) {
    // The verdict column's cell, read with the report's own vocabulary.
    const cell = cellAt(raw, columns, columns.verdict.at);
    const said = cell && cellVerdict(ocrCode(cell.text, legend, line.weight), columns.verdict, legend);
    if (cell && said !== undefined) v = { verdict: said, index: fold(raw.slice(0, cell.at).trim().split(/\s+/).join(' ')).length + 1 };
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
  if ((!v || (running && v.verdict === 'unknown')) && !columns?.ticks && GAP.test(raw)) {
    const said = rowCells(raw, tokens, legend, line.weight);
    if (new Set(said).size === 1) v = { verdict: said[0]!, index: joined.length };
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
  if (!v || line.raw.length > (running ? 400 : 260)) return null;
  // The token where the verdict starts: designation and identifier come before it.
  const vTok = tokenAt(v.index);
  const id = bestId(tokens, 0, vTok);
  // "Contrat n° 34474", "Rapport n° …": the report's own reference, never an element.
  if (!id || NOT_ELEMENT.test(fold(tokens.slice(0, id.i).join(' ')))) return null;
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
const GAP = /\S\s{3,}\S/;
/** A line of running text the page's width cut: long, no column gap, no final stop or colon. */
const wraps = (l: Line) => l.raw.length >= 50 && !GAP.test(l.raw) && !/[.!?:;]$/.test(l.raw);

function joinWrapped(all: Line[]): Line[] {
  const lines = [...all];
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const next = lines[i + 1];
    if (next && next.page === l.page && /(:|\b(non|sans|avec|ne|pas|peut))$/.test(l.folded) && next.raw.length <= 30
      && bestId(l.raw.split(/\s+/), 0, Infinity, 2) && !bestId(next.raw.split(/\s+/), 0, Infinity, 2) && verdictOf(`${l.folded} ${next.folded}`)) {
      out.push({ ...l, raw: `${l.raw} ${next.raw}`, folded: `${l.folded} ${next.folded}` });
      i++;
    } else if (next && next.page === l.page && wraps(l) && /^\p{Ll}/u.test(next.raw) && !GAP.test(next.raw) && !bestId(next.raw.split(/\s+/), 0, Infinity, 4)) {
      // A sentence the page's width cut: read whole (its verdict may be on the second line).
      lines[i + 1] = { ...l, raw: `${l.raw} ${next.raw}`, folded: `${l.folded} ${next.folded}` };
    } else out.push(l);
  }
  return out;
}

export function readItems(all: Line[]): { elements: ReadElement[]; remarks: ReadRemark[] } {
  const lines = joinWrapped(all);
  const elements: ReadElement[] = [];
  const remarks: ReadRemark[] = [];
  const byNumber = new Map<number, string>();
  const byObs = new Map<number, string>();
  const legend = readLegend(lines);
  let inRemarks = false;
  let columns: Columns | null = null;
  let open: ReadRemark | null = null;
  let block: { designation: string; id: string; line: Line | null; number: number | null } = { designation: '', id: '', line: null, number: null };
  let lastId = '';
  /** The state of a letter's group of elements ("Présentant une anomalie :"), undefined outside one. */
  let group: ReadVerdict | undefined;

  const flushBlock = (verdict: ReadVerdict) => {
    if (block.id) {
      elements.push({ identification_number: block.id, designation: block.designation, verdict, line: block.line! });
      lastId = block.id;
      if (block.number !== null) byNumber.set(block.number, block.id);
    }
    block = { designation: '', id: '', line: null, number: null };
  };

  const strongBlock = () => !!block.id && idScore(block.id) >= STRONG;

  for (const line of lines) {
    const text = line.raw.trim();
    // OCR leaves specks around a heading ("-Observations   ’"): headings are read without them.
    const f = line.folded.replace(/(\s+\S{1,2})*[^\p{L}\p{N})]*$/u, (tail) => (/[\p{L}\p{N}]{3}/u.test(tail) ? tail : ''))
      .replace(/^([^\p{L}\p{N}]+|\S\s+)+(?=\p{L}{3})/u, '');
    // A form's "label    value" (no colon, a column gap) is read as "label : value" when the label is one of a block's.
    const gapped = /^(\S[^:]{1,38}?)\s{3,}(\S.*)$/.exec(text);
    const kv = /^([^:]{2,40}?)\s*:\s*(.+)$/.exec(text) ?? (gapped && !GAP.test(gapped[2]) && isBlockLabel(gapped[1]) ? gapped : null);
    const header = columnsHeader(line.raw);
    // A remarks table's own header ("Réf.  Élément  Observation") keeps the remarks section going.
    // A table inside an element's block (its checks, its measures) leaves the block open for its conclusion.
    if (header) { if (!strongBlock()) flushBlock('unknown'); columns = header; inRemarks &&= !header.ticks; open = null; continue; }
    // A note in brackets is no part of a heading ("Liste des anomalies (N : nouvelle ; R : renouvelée)").
    const bare = f.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
    // A letter's groups: "En état de fonctionnement :" / "Présentant une anomalie :" then one line per
    // element ("– N-1-0052 (Magasin) : Ferme-porte défectueux."), the group's state its verdict.
    if (/:\s*$/.test(text) && !kv && !bestId(text.split(/\s+/), 0, Infinity, 2) && text.split(/\s+/).length >= 2) {
      const said = sentenceVerdict(text.replace(/:\s*$/, ''));
      group = said === 'conflict' ? undefined : said;
      if (group !== undefined) { flushBlock('unknown'); inRemarks = false; open = null; columns = null; continue; }
    } else if (group !== undefined) {
      const item = /^(?:[–—•*-]\s*)?(\S+)(?:\s+\(([^)]*)\))?\s*(?::\s*(.+))?\.?$/.exec(text);
      const id = item && idScore(cleanToken(item[1])) >= STRONG ? cleanToken(item[1]) : null;
      if (id) {
        elements.push({ identification_number: id, designation: item![2] ?? '', verdict: group, line });
        if (item![3]) remarks.push({ text: item![3].trim(), identification_number: id, line });
        lastId = id;
        continue;
      }
      group = undefined;
    }
    // A sentence is no heading ("Le défaut relevé ne permet pas …."): a heading has no final stop in a text layer.
    const sentence = line.weight === 1 && /[^.]\.$/.test(text);
    if (!(kv && bare === f) && !sentence && !bare.includes(':') && !/\d{2}/.test(bare) && REMARKS_HEADER.test(bare)) { flushBlock('unknown'); inRemarks = true; open = null; continue; }
    if (!kv && OTHER_HEADER.test(f)) { flushBlock('unknown'); inRemarks = false; open = null; columns = null; continue; }

    if (inRemarks) {
      const ref = ROW_REF.exec(text);
      if (ref && byNumber.has(Number(ref[1]))) {
        open = { text: ref[2].trim(), identification_number: byNumber.get(Number(ref[1]))!, line };
        remarks.push(open);
        continue;
      }
      const tokens = text.split(/\s+/);
      // Its element named near its start ("Réserve 1 – parc 001, n° de série N-1-0046 : …").
      const id = bestId(tokens, 0, 6, 2) ?? bestId(tokens, 0, 10, STRONG);
      if (id) {
        const rest = tokens.slice(id.i + 1).join(' ').replace(/^[\s:;,.)\]–—-]+/, '').trim();
        open = { text: rest, identification_number: id.id, line };
        remarks.push(open);
        continue;
      }
      const obs = byObs.size ? OBS_REF.exec(line.folded) : null;
      if (obs && byObs.has(Number(obs[1]))) {
        open = { text: text.replace(/^.*?\d{1,3}\s*[:.)–—-]\s*/u, '').trim(), identification_number: byObs.get(Number(obs[1]))!, line };
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

    // A line of several "label : value" cells ("Appareil n° 1 : Palan 083    N° d'identification :
    // N-1-0083    CMU : 8000 kg"): an element's heading when one of its labels names an identifier.
    const cs = GAP.test(line.raw) ? cells(line.raw) : [];
    let pairs = cs.map((c) => /^([^:]{2,40}?)\s*:\s*(.+)$/.exec(c.text)).filter((m) => m !== null);
    // The same without colons: label, value, label, value ("Désignation   Générateur 031   N° de fabrication   N-1-0031").
    if (pairs.length < 2 && cs.length >= 4 && cs.length % 2 === 0 && cs.every((c, i) => i % 2 === 1 || isBlockLabel(c.text))) pairs = cs.flatMap((c, i) => (i % 2 ? [] : [[c.text, c.text, cs[i + 1].text] as unknown as RegExpExecArray]));
    if (pairs.length >= 2) {
      const idPair = pairs.find((m) => { const l = fold(m![1]); return ID_LABEL.test(l) && !/date/.test(l) && !OWN_REFERENCE.test(l); });
      const id = idPair && bestId(idPair[2].split(/\s+/), 0, 4, 1);
      if (id) {
        flushBlock('unknown');
        const first = pairs[0]!;
        const numbered = NUMBERED.exec(first[1]);
        block.id = id.id; block.line = line;
        block.number = numbered ? Number(numbered[1]) : null;
        block.designation = (pairs.find((m) => DESIGNATION_LABEL.test(fold(m![1]))) ?? (first !== idPair ? first : null))?.[2].trim() ?? '';
        continue;
      }
    }
    if (kv) {
      const label = fold(kv[1]).replace(/^[^a-z0-9]+/, ''); // an OCR speck before the label
      const value = kv[2].trim();
      if (DESIGNATION_LABEL.test(label)) {
        // A designation after the block's identifier completes it; after a whole block, starts the next.
        if (block.id && block.designation) flushBlock('unknown');
        block.designation = value;
        block.line ??= line;
        continue;
      }
      if (ID_LABEL.test(label) && !/date/.test(label) && !OWN_REFERENCE.test(label)) {
        const id = bestId(value.split(/\s+/), 0, 4, 1);
        if (id) {
          if (block.id && block.id !== id.id) flushBlock('unknown');
          block.id = id.id; block.line = line;
          continue;
        }
      }
      if (VERDICT_LABEL.test(label) && block.id) {
        // "Sans objet" is the report's null, not a verdict not found. OCR'd words mended, a doubt unread.
        const mended = line.weight < 1 ? mendVerdictWords(value) : { text: value, doubtful: false };
        flushBlock(mended.doubtful ? 'unknown' : saidOrUnknown(statedVerdict(mended.text), lexiconVerdict(mended.text)));
        continue;
      }
      if (REMARK_LABEL.test(label) && (lastId || block.id)) {
        open = { text: value, identification_number: block.id || lastId, line };
        remarks.push(open);
        continue;
      }
    }
    const row = elementRow(line, columns, legend);
    // In a block named by a strong identifier ("Poste n° 1 – Transformateur 042 – repère N-1-0042"),
    // a row naming a weaker one ("Relais DGPT2 … bon") is one of its checks, not an element.
    if (row && strongBlock() && idScore(row.identification_number) < STRONG) continue;
    if (row) {
      flushBlock('unknown');
      const { remark, number, obs, ...element } = row;
      if (obs !== null) byObs.set(obs, row.identification_number);
      elements.push(element);
      if (remark) remarks.push({ text: remark, identification_number: row.identification_number, line });
      if (number !== null) byNumber.set(number, row.identification_number);
      continue;
    }
    const numbered = !kv && NUMBERED.exec(text);
    if (numbered) {
      // "Appareil n° 3 – Pont roulant 045": a new block, its number kept for the remarks.
      flushBlock('unknown');
      block.number = Number(numbered[1]);
      block.designation = text.slice(numbered[0].length).replace(/^[\s:–—-]+/, '');
      // Its identifier on the same line ("Poste n° 1 – Transformateur 042 – repère N-1-0042 – 400 kVA").
      const own = verdictOf(text) === null ? bestId(text.split(/\s+/), 0, Infinity, STRONG) : null;
      if (own && /\p{L}/u.test(own.id)) { block.id = own.id; block.line = line; }
      continue;
    }
    const tokens = text.split(/\s+/);
    const strong = !kv && verdictOf(text) === null ? bestId(tokens, 0, tokens.length, STRONG) : null;
    if (strong && /\p{L}/u.test(strong.id) && !NOT_ELEMENT.test(fold(tokens.slice(0, strong.i).join(' ')))) {
      // An identifier in a heading or a sentence ("Désenfumage 012 – identification N-1-0012"): a block its conclusion line closes.
      if (block.id && block.id !== strong.id) flushBlock('unknown');
      block.id = strong.id; block.line = line;
      continue;
    }
    // A block's conclusion said in a sentence ("L'équipement est jugé apte", "Aucune anomalie n'a été relevée").
    // A legend's line ("N.V. : non vérifiée (porte inaccessible)") explains a code: it concludes no block.
    // A tally ("Chariots vérifiés : 5 – … – non vérifiés : 0") concludes no block either.
    if (block.id && !GAP.test(line.raw) && tokens.length >= 4 && !LEGEND_LINE.test(text) && (text.match(/:\s*\d/g) ?? []).length < 2 && sentenceVerdict(text) !== undefined) { flushBlock(saidOrUnknown(statedVerdict(text))); continue; }
    if (open && open.line.page === line.page && /^\p{Ll}/u.test(text)) open.text = `${open.text} ${text}`; // a block remark's wrapped line
    else open = null;
  }
  flushBlock('unknown');
  return { elements, remarks };
}
