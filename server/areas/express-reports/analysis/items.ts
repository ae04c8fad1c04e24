// The inspected elements and the remarks of a report, read line by line whatever the layout:
// table rows (an identifier and a verdict on one line, in any column order, or a tick under a
// C / NC / SO header), blocks of "label : value" lines or paragraphs closed by a "Conclusion" /
// "Avis" / "Résultat" line, one line per element, and remark sections (numbered, bulleted, a
// table, or naming the element by its row number) or remarks inside an element's block. An
// element whose verdict is not read is 'unknown': never dropped, never read as compliant.
import { cleanToken, fold, idScore } from './normalise';
import type { Line } from './header';
import { bestId, elementRow, GAP, HEADER_FIELD, NOT_ELEMENT, saidOrUnknown, STRONG } from './rows';
import { joinWrapped } from './wrapped-rows';
import { sentenceVerdict, statedVerdict } from './sentences';
import { verdictOf } from './verdicts';
import { cellAt, columnsHeader, continueHeader, type Columns } from './table-header';
import { matrixElements, matrixLine, matrixRow, type Matrix } from './matrix';
import { gridBoxes } from './grid';
import { lexiconVerdict, readLegend, wordKey, type Legend } from './vocabulary';
import { boxedDecision } from './decisions';
import { readMarks } from './marks';
import { readPivot } from './pivot';
import { headedResult, leadingBands } from './bands';
import { type Answer, answersHeader, inlineAnswer, questionVerdict } from './questions';
import { boardColumns, BULLET_ITEM, bulletItem, type Column, columnLine, countColumns, defectSection, dottedList, foldedGroup, idList, sectionGroup } from './sections';
import { afterReading } from './letters';
import { joinStackedOptions } from './stacked';
import { pointCounts, POINTS_REACH } from './points';
import { cellsHeading, concludesBlock, labelledVerdict, labelledHeading, printedOptions, stateAround, stateBelow, stateWrapped } from './item-lines';
import { BOXED_OPTION, DECISION_HEADING, DESIGNATION_LABEL, DETAIL_LABEL, EXCEPT, ID_LABEL, ID_WORD, ITEM_MARK, LABEL_VALUE, labelKey, LEGEND_LINE, NOTHING, NUMBERED, NUMBERED_LABEL, OBS_REF, OTHER_HEADER, OWN_REFERENCE, PERSON_OR_PAPER, REMARKS_HEADER, REMARK_LABEL, ROW_REF, VERDICT_LABEL, isBlockLabel } from './item-patterns';

export type ReadVerdict = 'compliant' | 'non_compliant' | null | 'unknown';
export interface ReadElement { identification_number: string; designation: string; verdict: ReadVerdict; line: Line }
export interface ReadRemark { text: string; identification_number: string; line: Line }

/** `legend`: the codes the report explains (vocabulary.ts), for the tally check (tally.ts). */
export function readItems(all: Line[]): { elements: ReadElement[]; remarks: ReadRemark[]; legend: Legend } {
  // Round 24c: yes / no options stacked in each cell, read as one answer (stacked.ts).
  const lines = leadingBands(joinWrapped(joinStackedOptions(all)));
  const elements: ReadElement[] = [];
  const remarks: ReadRemark[] = [];
  const byNumber = new Map<number, string>();
  const byObs = new Map<number, string>();
  const rowNumbers = new Map<number, string | null>();
  const legend = readLegend(lines);
  readMarks(lines, legend);
  const options = printedOptions(lines);
  let inRemarks = false;
  let columns: Columns | null = null;
  /** The header line read just before this line, if any (its labels may go on under it). */
  let headerLine: Line | null = null;
  /** The open matrix (elements in columns), if any. */
  let matrix: Matrix | null = null;
  const flushMatrix = () => {
    for (const { obs, ...e } of matrix ? matrixElements(matrix) : []) {
      elements.push(e);
      if (obs !== null) byObs.set(obs, e.identification_number);
      lastId = e.identification_number;
    }
    matrix = null;
  };
  let open: ReadRemark | null = null;
  /** The open block; `named`: its identifier follows its label ("repère N-1-0013"). */
  let block: { designation: string; id: string; line: Line | null; number: number | null; named?: boolean } = { designation: '', id: '', line: null, number: null };
  let lastId = '';
  /** The state of a letter's group of elements ("Présentant une anomalie :"), undefined outside one. */
  let group: ReadVerdict | undefined;
  /** A group's list of identifiers that a line left running on. */
  let listing = false;
  /** The group is a portal's, folded or not (sections.ts foldedGroup). */
  let portal = false;
  /** Round 15b: the columns of a list under headings of outcome; a questionnaire's answers. */
  let byCount: Column[] | null = null, answers: Answer[] | null = null, defects = false;
  const defective = new Set<string>();

  const flushBlock = (verdict: ReadVerdict) => {
    if (block.id) {
      elements.push({ identification_number: block.id, designation: block.designation, verdict, line: block.line! });
      lastId = block.id;
      if (block.number !== null) byNumber.set(block.number, block.id);
    }
    block = { designation: '', id: '', line: null, number: null };
  };

  const strongBlock = () => !!block.id && idScore(block.id) >= STRONG;

  /** Lines already read with the one before them (a boxed decision's words). */
  let skip = -1;
  for (const [n, line] of lines.entries()) {
    if (n <= skip) continue;
    const text = line.raw.trim();
    // Round 12: a decision boxed beside the block ("DÉCISION" / "MAINTIEN EN" / "SERVICE", one short line each) concludes it.
    const decided = block.id && DECISION_HEADING.test(fold(text)) ? boxedDecision(lines, n) : null;
    if (decided) { flushBlock(decided.said); skip = n + decided.lines; continue; }
    const boxes = gridBoxes(lines, n, legend);
    if (boxes) { flushBlock('unknown'); flushMatrix(); elements.push(...boxes.elements); lastId = boxes.elements.at(-1)!.identification_number; skip = n + boxes.used; continue; }
    const band = matrixRow(line);
    if (band) { flushBlock('unknown'); flushMatrix(); matrix = band; columns = null; inRemarks = false; open = null; continue; }
    if (matrix && matrixLine(matrix, line, legend)) continue;
    flushMatrix();
    // Round 15b: elements under headings of their outcome with their count, in one or two columns (sections.ts).
    const counted = countColumns(line) ?? boardColumns(line, legend);
    if (counted) { flushBlock('unknown'); byCount = counted; group = undefined; inRemarks = false; open = null; columns = null; headerLine = null; continue; }
    if (byCount && columnLine(byCount, line, elements, remarks)) continue;
    byCount = null;
    // Round 15b: a questionnaire's answers header, then the question on whether the element is fit (questions.ts).
    if (answersHeader(line)) { answers = answersHeader(line); continue; }
    const asked = block.id ? questionVerdict(line, answers) : undefined;
    // (null, "sans objet", is an answer: not `??`.)
    const answered = asked !== undefined || !block.id ? asked : inlineAnswer(line);
    if (answered !== undefined) { flushBlock(answered); continue; }
    // Round 25b: the counts of the block's check points, under its identifier (points.ts).
    const pointed = block.id && block.line && line.page === block.line.page && line.index - block.line.index <= POINTS_REACH ? pointCounts(line.raw) : undefined;
    if (pointed !== undefined) { flushBlock(pointed); continue; }
    // OCR leaves specks around a heading ("-Observations   ’"): headings are read without them.
    const f = line.folded.replace(/(\s+\S{1,2})*[^\p{L}\p{N})]*$/u, (tail) => (/[\p{L}\p{N}]{3}/u.test(tail) ? tail : ''))
      .replace(/^([^\p{L}\p{N}]+|\S\s+)+(?=\p{L}{3})/u, '');
    // A form's "label    value" (no colon, a column gap) is read as "label : value" when the label is one of a block's.
    const gapped = /^(\S[^:]{1,38}?)\s{3,}(\S.*)$/.exec(text);
    // A label names its field: one already holding an identifier ("Tuyauterie 002 – repère N-1-0002    PS 12 bar") is a heading.
    const kv = LABEL_VALUE.exec(text) ?? (gapped && !GAP.test(gapped[2]) && isBlockLabel(gapped[1]) && !bestId(gapped[1].split(/\s+/), 0, Infinity, STRONG) ? gapped : null);
    const after = headerLine;
    headerLine = null;
    const more = after && after.page === line.page ? continueHeader(after, line, legend) : null;
    if (more) { columns = more; inRemarks &&= !more.ticks; continue; }
    const header = columnsHeader(line.raw, legend);
    if (header) headerLine = line;
    // A remarks table's own header ("Réf.  Élément  Observation") keeps the remarks section going.
    // A table inside an element's block (its checks, its measures) leaves the block open for its conclusion.
    if (header) { if (!strongBlock()) flushBlock('unknown'); columns = header; inRemarks &&= !header.ticks; open = null; continue; }
    // A note in brackets is no part of a heading ("Liste des anomalies (N : nouvelle ; R : renouvelée)").
    const bare = f.replace(/\([^)]*\)/g, ' ').replace(/\s+/g, ' ').trim();
    // A letter's groups: "En état de fonctionnement :" / "Présentant une anomalie :" then one line per
    // element ("– N-1-0052 (Magasin) : Ferme-porte défectueux."), the group's state its verdict.
    // An item's own lines, indented under it in a section by outcome: a finding under a non-compliant
    // section is its remark ("Écart :" then the finding); a point to watch or a reason under the others is none.
    const folded = foldedGroup(text);
    portal = folded !== undefined || (portal && group !== undefined);
    if (folded !== undefined) { flushBlock('unknown'); group = folded; inRemarks = false; open = null; columns = null; continue; }
    if (group !== undefined && lastId && (line.indent ?? 0) > 0 && !BULLET_ITEM.test(text) && !bestId(text.split(/\s+/), 0, Infinity, STRONG)) {
      if (group === 'non_compliant' && !/:\s*$/.test(text)) remarks.push({ text: kv ? kv[2].trim() : text, identification_number: lastId, line });
      continue;
    }
    // (A check point's label before its finding does not make it a field: "P2 – Crochets : satisfaisant …, sauf :".)
    if (/:\s*$/.test(text) && (!kv || EXCEPT.test(fold(text).replace(/:\s*$/, ''))) && !bestId(text.split(/\s+/), 0, Infinity, 2) && text.split(/\s+/).length >= 2) {
      const said = sentenceVerdict(text.replace(/:\s*$/, ''));
      // Round 19b: the exceptions to a finding ("satisfaisant sur les appareils vérifiés, sauf :") are not what it says of the others.
      const except = EXCEPT.test(fold(text).replace(/:\s*$/, ''));
      group = said === 'conflict' ? undefined : except ? (said === 'compliant' ? 'non_compliant' : undefined) : said;
      if (group !== undefined) { flushBlock('unknown'); inRemarks = false; open = null; columns = null; continue; }
    } else if (!kv && sectionGroup(text, bare, lines[n + 1]) !== undefined) {
      // Round 14b: a report's sections by outcome ("A. Équipements maintenus en service", "B. …
      // présentant un écart", "C. Équipements non inspectés"), each followed by its elements' bullets.
      group = sectionGroup(text, bare, lines[n + 1]);
      flushBlock('unknown'); inRemarks = false; open = null; columns = null;
      continue;
    } else if (group !== undefined) {
      const dotted = portal ? dottedList(text, listing) : null;
      if (dotted) { for (const d of dotted) elements.push({ ...d, verdict: group, line }); lastId = dotted.at(-1)!.identification_number; listing = /·\s*$/.test(text); continue; }
      const listed = idList(text, listing);
      listing = !!listed && !/\.\s*$/.test(text);
      if (listed) {
        for (const id of listed) elements.push({ identification_number: id, designation: '', verdict: group, line });
        lastId = listed.at(-1)!;
        continue;
      }
      const item = /^(?:[–—•*-]\s*)?(\S+)(?:\s+\(([^)]*)\))?\s*(?::\s*(.+))?\.?$/.exec(text);
      const id = item && idScore(cleanToken(item[1])) >= STRONG ? cleanToken(item[1]) : null;
      if (id) {
        elements.push({ identification_number: id, designation: item![2] ?? '', verdict: group, line });
        if (item![3]) remarks.push({ text: item![3].trim(), identification_number: id, line });
        lastId = id;
        continue;
      }
      const bullet = bulletItem(text);
      if (bullet) {
        elements.push({ ...bullet, verdict: group, line });
        lastId = bullet.identification_number;
        continue;
      }
      group = undefined;
    }
    const headed = block.id ? headedResult(line, legend) : undefined; // round 18b: a band, a mark its key explains (bands.ts)
    if (headed !== undefined) { flushBlock(headed); continue; }
    // A sentence is no heading ("Le défaut relevé ne permet pas …."): a heading has no final stop in a text layer.
    const sentence = line.weight === 1 && /[^.]\.$/.test(text);
    // Round 25b: a heading over the block's own finding ("Non-conformité entraînant … :" then the defect).
    const ownFinding = strongBlock() && /:\s*$/.test(text) && !!lines[n + 1] && !bestId(lines[n + 1].raw.split(/\s+/), 0, Infinity, STRONG) && /^(non[- ]?conformite|anomalie|defaut|ecart|defectuosite)s?\b/.test(fold(text));
    if (!(kv && (bare === f || isBlockLabel(kv[1]))) && !sentence && !bare.includes(':') && !/\d{2}/.test(bare) && REMARKS_HEADER.test(bare) && !ownFinding) { flushBlock('unknown'); inRemarks = true; defects = defectSection(bare); open = null; continue; }
    // A block's own "Conclusion" heading leaves it open for the conclusion under it.
    if (!kv && OTHER_HEADER.test(f) && !(strongBlock() && /^conclusions?$/.test(f)) && !ownFinding) { flushBlock('unknown'); inRemarks = false; open = null; columns = null; continue; }

    // Round 16b: an element's heading of "label : value" cells ("Appareil n° 8   Repère : N-1-0146   Désignation : …") ends the remarks an empty "Observations :" opened.
    if (inRemarks && labelledHeading(line.raw)) { inRemarks = false; open = null; }
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
        // A remarks table's comment column holds the remark (not the location or the priority around it).
        const cell = columns?.comment != null ? cellAt(line.raw, columns, columns.comment) : undefined;
        const rest = cell && cell.text.length > 8 ? cell.text : tokens.slice(id.i + 1).join(' ').replace(/^[\s:;,.)\]–—-]+/, '').trim();
        open = { text: rest, identification_number: id.id, line };
        remarks.push(open);
        if (defects) defective.add(id.id);
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
      if (open && !LEGEND_LINE.test(text) && (!/[.!?]$/.test(open.text) || /^\p{Ll}/u.test(text))) { open.text = `${open.text} ${text}`.trim(); continue; }
      // Round 15b: an indented line under an item (its advice, its quote) is no end of the list.
      if (NOTHING.test(f) || (f.length < 50 && /observation|remarque|element|ref/.test(f)) || (open && (line.indent ?? 0) > 0)) continue;
      inRemarks = false;
      open = null;
    }

    // A line of several "label : value" cells naming an identifier: an element's heading (item-lines.ts).
    const heading = cellsHeading(line.raw);
    if (heading) { flushBlock('unknown'); block = { ...heading, line }; continue; }

    if (kv) {
      const label = labelKey(kv[1]);
      const value = kv[2].trim();
      // "Équipement 1 : Récipient sous pression 057 – n° N-1-0057": a numbered element's heading, its identifier in the value.
      const heading = NUMBERED_LABEL.exec(label);
      const own = heading && bestId(value.split(/\s+/), 0, Infinity, STRONG);
      if (heading && own) {
        flushBlock('unknown');
        const tokens = value.split(/\s+/);
        block = { id: own.id, line, number: Number(heading[1]), designation: tokens.slice(0, own.i).join(' ').replace(/[\s–—,:-]*(n[°o]|repere|identification|serie)?\s*$/i, '').trim() };
        continue;
      }
      if (DESIGNATION_LABEL.test(label)) {
        // Round 13b: the element named by its identifier first ("Équipement   N-1-0096 – Transformateur 096"): a new block.
        const lead = bestId(value.split(/\s+/), 0, 1, STRONG);
        if (lead && /\p{L}/u.test(lead.id)) {
          flushBlock('unknown');
          block = { id: lead.id, line, number: null, designation: value.split(/\s+/).slice(1).join(' ').replace(/^[\s–—:-]+/, '') };
          continue;
        }
        // A designation after the block's identifier completes it; after a whole block, starts the next.
        if (block.id && block.designation) flushBlock('unknown');
        block.designation = value;
        block.line ??= line;
        continue;
      }
      if (DETAIL_LABEL.test(label) && block.id) continue;
      if (ID_LABEL.test(label) && !/date/.test(label) && !OWN_REFERENCE.test(label)) {
        const id = bestId(value.split(/\s+/), 0, 4, 1);
        // Round 12: a serial number under the block's sure identifier ("N° de parc  N-1-0037" / "N° de série  516662640") is the same element's.
        // Round 23b: even one that looks as sure ("N° de fabrication : 54605/2006" under "… – repère N-1-0077").
        if (id && block.id && block.id !== id.id && /serie|fabrication/.test(label) && idScore(block.id) >= STRONG) continue;
        if (id) {
          if (block.id && block.id !== id.id) flushBlock('unknown');
          block.id = id.id; block.line = line;
          // Round 24: the block's decision printed far right on its identifier's line ("REPÈRE CLIENT : N-1-0055      LIVRAISONS SUSPENDUES – …").
          const beside = value.split(/\s{3,}/);
          if (beside.length === 2 && beside[0].includes(id.id) && concludesBlock(beside[1], beside[1], null)) flushBlock(saidOrUnknown(statedVerdict(beside[1])));
          continue;
        }
      }
      // A word the report's key explains ("Vignette VGP apposée : VERTE", the key "Verte : apte … Rouge : …").
      const coded = block.id && /^\p{L}{3,12}\.?$/u.test(value) ? legend.get(wordKey(value.replace(/\.$/, ''))) : undefined;
      if (coded !== undefined) { flushBlock(coded); continue; }
      if (VERDICT_LABEL.test(label) && block.id) {
        flushBlock(labelledVerdict(value, line.weight, options.has(label)));
        continue;
      }
      // Round 14b: a finding stated as the block's state first ("Constat : OK – fonctionnement conforme",
      // "Constat : DÉFAUT (devis …)", "Constat : NON RÉALISÉ – local fermé"): the state is its verdict.
      const head = /^constats?$/.test(label) && block.id ? value.split(/\s[–—-]\s|\s*[(,;:]/)[0].trim() : '';
      // Round 15b: or its verdict word ("Constat : Conforme – fermeture complète à l'essai").
      const state = head && head.split(/\s+/).length <= 3 ? [lexiconVerdict(head), verdictOf(head)?.verdict].find((v) => v !== undefined) : undefined;
      if (state !== undefined) {
        flushBlock(state);
        const finding = value.slice(head.length).replace(/^[\s–—-]+/, '').trim();
        if (state === 'non_compliant' && finding && !finding.startsWith('(')) remarks.push({ text: finding, identification_number: lastId, line });
        continue;
      }
      if (REMARK_LABEL.test(label) && (lastId || block.id)) {
        // "Constat : aucune anomalie relevée." is no remark.
        if (NOTHING.test(fold(value))) continue;
        open = { text: value, identification_number: block.id || lastId, line };
        remarks.push(open);
        continue;
      }
    }
    // Round 16b: a row's state printed alone under the verdict column, lines below the row's first (its other cells ran long).
    // (Not the upper half of a state wrapped round the next row: that row's, round 18c.)
    const tail = stateAround(lines, n + 1, columns, legend) === undefined ? stateBelow(lines, n, columns, legend) : undefined;
    const above = elements.at(-1);
    if (tail !== undefined && above?.verdict === 'unknown' && above.line.page === line.page && n - lines.indexOf(above.line) <= 8) { above.verdict = tail; continue; }
    const read = elementRow(line, columns, legend);
    const row = read?.verdict === 'unknown' ? { ...read, verdict: stateAround(lines, n, columns, legend) ?? stateWrapped(lines, n, columns, legend) ?? read.verdict } : read;
    // In a block named by a strong identifier ("Poste n° 1 – Transformateur 042 – repère N-1-0042"),
    // a row naming a weaker one ("Relais DGPT2 … bon") is one of its checks, not an element.
    if (row && strongBlock() && idScore(row.identification_number) < STRONG) continue;
    if (row) {
      flushBlock('unknown');
      const { remark, number, obs, ...element } = row;
      if (obs !== null) byObs.set(obs, row.identification_number);
      elements.push(element);
      // Round 14b: a cell listing several elements ("E4   N-1-0085, N-1-0102, N-1-0103   NON APTE"): the row's verdict is each one's.
      const run = /^[^\s,]+(?:\s*,\s*[^\s,]+|\s+et\s+[^\s,]+)+/.exec(line.raw.slice(line.raw.indexOf(row.identification_number)))?.[0] ?? '';
      for (const other of run.split(/\s*,\s*|\s+et\s+/).slice(1).map(cleanToken)) if (idScore(other) >= STRONG) elements.push({ ...element, identification_number: other, designation: '' });
      if (remark) remarks.push({ text: remark, identification_number: row.identification_number, line });
      if (number !== null) byNumber.set(number, row.identification_number);
      // A table's order numbers, for a decision citing them (decisions.ts); a number two rows give is neither's.
      if (number !== null) rowNumbers.set(number, rowNumbers.has(number) && rowNumbers.get(number) !== row.identification_number ? null : row.identification_number);
      continue;
    }
    const numbered = !kv && !PERSON_OR_PAPER.test(fold(text)) && NUMBERED.exec(text);
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
    const named = (i: number) => i > 0 && ID_WORD.test(fold(tokens[i - 1]));
    // A block named by a labelled identifier ("… – repère N-1-0013"): an unlabelled one on a line of
    // its description ("Vitomax 100-LW, n° de fabrication …", a model) is no new element.
    // Round 18b: a line of its description is right under it, and no table's numbered row ("1    Transformateur 007 (N-1-0007)").
    const model = strong && block.id && block.id !== strong.id && block.named && !named(strong.i) && !/^\d{1,3}([.)]\s|\s{2,})/.test(text) && !!block.line && n - lines.indexOf(block.line) <= 3;
    if (strong && !model && /\p{L}/u.test(strong.id) && !NOT_ELEMENT.test(fold(tokens.slice(0, strong.i).join(' '))) && !HEADER_FIELD.test(fold(tokens[0]))) {
      // An identifier in a heading or a sentence ("Désenfumage 012 – identification N-1-0012"): a block its conclusion line closes.
      if (block.id && block.id !== strong.id) flushBlock('unknown');
      block.id = strong.id; block.line = line; block.named = named(strong.i);
      // A list's row with no verdict ("1   N-1-0087   Transformateur 087 …"): its order number, for a decision citing it.
      if (strong.i === 1 && /^\d{1,3}$/.test(tokens[0])) { const k = Number(tokens[0]); rowNumbers.set(k, rowNumbers.has(k) && rowNumbers.get(k) !== strong.id ? null : strong.id); }
      continue;
    }
    // A scan's list of options, one a line, its boxes read as signs ("© Apte …" / "CO Non apte …"): which one is ticked is not known.
    const boxed = (l?: Line) => !!l && l.weight < 1 && l.page === line.page && BOXED_OPTION.test(l.raw.trim());
    if (block.id && boxed(line) && (boxed(lines[n - 1]) || boxed(lines[n + 1]))) continue;
    if (block.id && concludesBlock(text, line.raw, kv)) { flushBlock(saidOrUnknown(statedVerdict(text))); continue; }
    if (open && open.line.page === line.page && /^\p{Ll}/u.test(text)) open.text = `${open.text} ${text}`; // a block remark's wrapped line
    else open = null;
  }
  flushBlock('unknown');
  flushMatrix();
  afterReading(lines, elements, remarks, rowNumbers, defective);
  elements.push(...readPivot(lines));
  return { elements, remarks, legend };
}
