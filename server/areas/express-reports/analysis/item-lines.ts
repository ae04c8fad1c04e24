// Readings of a single line inside a list: an element's heading of labelled cells (it opens a
// block, and ends a remarks section), a row's state printed alone under the verdict column (both round 16b), and
// a sentence concluding the open block.
import type { Line } from './header';
import { citesRows } from './decisions';
import { DESIGNATION_LABEL, GENERAL_RULE, ID_LABEL, isBlockLabel, LABEL_VALUE, labelKey, LEGEND_LINE, NUMBERED, OWN_REFERENCE, TALLY, VERDICT_LABEL } from './item-patterns';
import type { ReadVerdict } from './items';
import { fold } from './normalise';
import { mendVerdictWords } from './ocr-words';
import { bestId, GAP, saidOrUnknown, STRONG } from './rows';
import { GROUP_TALK } from './sections';
import { sentenceVerdict, statedVerdict } from './sentences';
import { cells, columnStart, lastReaching, placed, type Columns } from './table-header';
import { tickedOption, untickedOnly, verdictOf } from './verdicts';
import { cellVerdict } from './verdict-column';
import { lexiconVerdict, type Legend } from './vocabulary';

/**
 * A line of several "label : value" cells ("Appareil n° 1 : Palan 083    N° d'identification :
 * N-1-0083    CMU : 8000 kg"): an element's heading when one of its labels names an identifier.
 * Also without colons: label, value, label, value ("Désignation   Générateur 031   N° de fabrication
 * N-1-0031"), its other labels any short words ("Repère   N-1-0009   Implantation   Atelier B").
 */
export function cellsHeading(raw: string): { id: string; number: number | null; designation: string } | null {
  const cs = GAP.test(raw) ? cells(raw) : [];
  let pairs = cs.map((c) => LABEL_VALUE.exec(c.text)).filter((m) => m !== null);
  const labelish = (t: string) => isBlockLabel(t) || (/^[\p{L}' /.()-]{3,30}$/u.test(t) && t.split(/\s+/).length <= 3 && verdictOf(t) === null);
  if (pairs.length < 2 && cs.length >= 4 && cs.length % 2 === 0 && cs.every((c, i) => i % 2 === 1 || labelish(c.text)) && isBlockLabel(cs[0].text)) pairs = cs.flatMap((c, i) => (i % 2 ? [] : [[c.text, c.text, cs[i + 1].text] as unknown as RegExpExecArray]));
  if (pairs.length < 2) return null;
  const idPair = pairs.find((m) => { const l = fold(m[1]); return ID_LABEL.test(l) && !/date/.test(l) && !OWN_REFERENCE.test(l); });
  const id = idPair && bestId(idPair[2].split(/\s+/), 0, 4, 1);
  if (!id) return null;
  const first = pairs[0];
  const numbered = NUMBERED.exec(first[1]);
  const designation = (pairs.find((m) => DESIGNATION_LABEL.test(fold(m[1]))) ?? (first !== idPair ? first : null))?.[2].trim() ?? '';
  return { id: id.id, number: numbered ? Number(numbered[1]) : null, designation };
}

/** A line of two "label : value" cells or more, one of them an identifier's label with a sure identifier. */
export function labelledHeading(raw: string): boolean {
  const pairs = cells(raw).map((c) => LABEL_VALUE.exec(c.text)).filter((m) => m !== null);
  return pairs.length >= 2 && pairs.some((m) => ID_LABEL.test(fold(m[1])) && !OWN_REFERENCE.test(fold(m[1])) && !!bestId(m[2].split(/\s+/), 0, 4, STRONG));
}

/** A colour pen-marks.ts read from a mark drawn in the row (a timeline's dot): no cell of the table's text. */
const MARK_COLOUR = /^(Vert|Rouge|Orange|Jaune|Rose|Bleu|Violet|Gris)$/;

/** The one cell of a line (beside the colours of drawn marks), when it stands under the table's verdict column. */
function aloneUnderVerdict(line: Line | undefined, columns: Columns | null): { text: string; at: number } | undefined {
  const cs = line ? placed(line).filter((c) => !MARK_COLOUR.test(c.text)) : [];
  if (!columns?.verdict || cs.length !== 1) return undefined;
  if (columnStart(columns, cs[0].at) === columns.verdict.at) return cs[0];
  return lastReaching(' '.repeat(cs[0].at) + cs[0].text, columns);
}

/**
 * The one cell of line `n` when it stands under the table's verdict column, read; undefined
 * otherwise, and when the line before or after is such a lone cell too (round 18b: merged cells'
 * states, printed after all the table's rows: whose each is, is not known).
 */
export function stateBelow(lines: Line[], n: number, columns: Columns | null, legend: Legend): ReadVerdict | undefined {
  const line = lines[n];
  const cell = aloneUnderVerdict(line, columns);
  const alone = (l: Line | undefined) => (l?.page === line.page ? aloneUnderVerdict(l, columns) : undefined);
  if (!cell || alone(lines[n - 1])) return undefined;
  // Round 25b: the state wrapped on two lines under itself ("À remettre" / "en état"), read joined; three lines, not sure.
  const below = alone(lines[n + 1]);
  if (below && alone(lines[n + 2])) return undefined;
  return cellVerdict(below ? `${cell.text} ${below.text}` : cell.text, columns!.verdict!, legend);
}

/**
 * Round 18c: a row's state in a merged cell centred on it, wrapped round its line: the one cell
 * under the verdict column on the line just above and on the line just below ("MAINTIEN EN" /
 * the row / "EXPLOITATION"), read joined.
 */
export function stateAround(lines: Line[], n: number, columns: Columns | null, legend: Legend): ReadVerdict | undefined {
  const [up, line, down] = [lines[n - 1], lines[n], lines[n + 1]];
  if (!columns?.verdict || !up || !line || !down || up.page !== line.page || down.page !== line.page || aloneUnderVerdict(line, columns)) return undefined;
  // Round 20b: not round a row with its own cell there (a header's second line above it is no half of a state).
  if (underVerdict(line, columns)) return undefined;
  // Other merged cells may wrap round the row beside it ("Chaufferie" / the row / "principale").
  const [a, b] = [half(up, columns), half(down, columns)];
  return a && b ? cellVerdict(`${a.text} ${b.text}`, columns.verdict, legend) : undefined;
}

/** Round 20b: a row's state cell wrapped under itself ("Non" / "satisfaisant", the row's identifier wrapped beside it), read joined. */
export function stateWrapped(lines: Line[], n: number, columns: Columns | null, legend: Legend): ReadVerdict | undefined {
  const [line, down] = [lines[n], lines[n + 1]];
  const own = line && columns?.verdict ? underVerdict(line, columns) : undefined;
  const more = own && down && down.page === line.page ? half(down, columns!) : undefined;
  // Only a cell cut on a dangling word ("Non", "Hors", "Maintien en"): a whole state over another row's is no wrap.
  return more && /(^|\s)(non|pas|hors|en|a|sans|avec|de|du|des|au|aux|mis|mise|maintien|remise)$/.test(fold(own!.text)) ? cellVerdict(`${own!.text} ${more.text}`, columns!.verdict!, legend) : undefined;
}

/** The cell of a line that stands under the table's verdict column. */
const underVerdict = (l: Line, columns: Columns) =>
  placed(l).find((c) => columnStart(columns, c.at) === columns.verdict!.at);
/** The same, on a line that names no element (a cell's other half). */
const half = (l: Line, columns: Columns) => (bestId(l.raw.split(/\s+/), 0, Infinity, STRONG) ? undefined : underVerdict(l, columns));

/**
 * A block's conclusion said in a sentence ("L'équipement est jugé apte", "Aucune anomalie n'a été
 * relevée"). What concludes nothing: a legend's line ("N.V. : non vérifiée (porte inaccessible)",
 * "B = bon ; M = mauvais"), a tally ("Chariots vérifiés : 5 – … – non vérifiés : 0"), a heading
 * about several elements ("Points à surveiller (⚠) – chariots aptes, à revoir …", round 14b), an
 * option not ticked ("☐ Apte au maintien en service"), a check's "label : state" ("Vérification
 * extérieure : réalisée, sans dégradation visible") unless it speaks of the element itself
 * ("CLASSE C – défectuosité : réserve à lever, appareil non conforme en l'état").
 */
export function concludesBlock(text: string, raw: string, kv: RegExpExecArray | null): boolean {
  const checkState = !!kv && kv[1].trim().split(/\s+/).length <= 4 && !/(^|\s)(n'|ne|a|est|sont|ont|l'\w+ a)\b/.test(fold(kv[1]))
    && !/\b(appareil|equipement|generateur|recipient|installation|porte|extincteur|chariot|tableau|materiel|element)s?\b/.test(fold(kv[2]));
  const legendLine = (text.match(/(?:^|\s)[A-Z][A-Z.]{0,4}\s?=\s/g) ?? []).length >= 2;
  return !checkState && !untickedOnly(text) && !legendLine && !GAP.test(raw) && text.split(/\s+/).length >= 4 && !LEGEND_LINE.test(text) && !TALLY.test(text)
    && !GENERAL_RULE.test(fold(text)) && !GROUP_TALK.test(fold(text)) && !citesRows(fold(text)) && (text.match(/:\s*\d/g) ?? []).length < 2 && !/:\s*\d+\s*$/.test(text)
    && !FORWARD.test(fold(text)) && !GROUP_COUNT.test(text) && sentenceVerdict(text) !== undefined;
}

/** Round 19b: (a group's heading with its count, "Non vérifiés (0)", concludes nothing either;) a sentence about the element named after it ("l'équipement ci-dessous n'a pas pu être inspecté") concludes no block before it. */
const GROUP_COUNT = /^[^\p{L}]*(\p{L}\s)?[\p{L}' /-]{3,40}\(\d{1,4}\)(\s|$)/u;
const FORWARD = /\b(equipements?|appareils?|installations?|elements?|recipients?|materiels?)\s+(designee?s?\s+)?(ci-dessous|ci-apres|suivante?s?)\b/;

const readPart = (t: string) => saidOrUnknown(statedVerdict(t), lexiconVerdict(t));
/** Every option printed, none struck or circled in the text ("REQUALIFICATION PRONONCÉE / REFUSÉE / AJOURNÉE", "APTE … – À REMETTRE EN ÉTAT … – NON VÉRIFIÉ"). */
const listsOptions = (bare: string) => new Set(bare.split(/\s[–—/-]\s/).map((p) => readPart(p.trim())).filter((o) => o !== 'unknown')).size > 1;

/**
 * Round 24: the verdict labels whose value, on a scan, lists a form's printed options in one block at
 * least. On a scan a ring drawn round the chosen option garbles it ("asc À REMETTRE … – NON VÉRIFIÉ"),
 * so in every block of such a form the options left legible are not the answer (labelledVerdict).
 */
export function printedOptions(lines: Line[]): Set<string> {
  const out = new Set<string>();
  for (const line of lines) {
    if (line.weight >= 1) continue;
    const kv = LABEL_VALUE.exec(line.raw.trim());
    const name = kv && labelKey(kv[1]);
    if (!name || !VERDICT_LABEL.test(name) || out.has(name)) continue;
    const mended = mendVerdictWords(kv![2]);
    if (!tickedOption(mended.text) && listsOptions(mended.text.replace(/\([^)]*\)/g, ' '))) out.add(name);
  }
  return out;
}

/**
 * What a block's "Conclusion : …" / "Avis : …" / "Décision : …" value says ("Sans objet" is the report's null, not a verdict not found).
 * `options`: on a scan, the label's value lists a form's printed options elsewhere in the report (printedOptions).
 */
export function labelledVerdict(value: string, weight: number, options = false): ReadVerdict {
  // OCR'd words mended, a doubt unread.
  const mended = weight < 1 ? mendVerdictWords(value) : { text: value, doubtful: false };
  if (mended.doubtful) return 'unknown';
  // A row of boxes: the ticked one's words alone ("☐ Sans anomalie  ☒ Anomalie(s)  ☐ Non vérifié").
  const ticked = tickedOption(mended.text);
  // A scanned form's printed options, the chosen one circled: only a ticked box says which.
  if (options && weight < 1 && !ticked) return 'unknown';
  const said = ticked ?? mended.text;
  const read = readPart;
  const bare = said.replace(/\([^)]*\)/g, ' ');
  if (listsOptions(bare)) return 'unknown';
  const v = read(said);
  if (v !== 'unknown') return v;
  // Round 13b: a status then its detail ("SOLDÉ – ANOMALIE (DI 26-8280)"): the detail says it, unless a part
  // before it says a verdict too (round 16b: a form's printed options, one circled by hand).
  const parts = bare.split(/\s[–—-]\s/).map((p) => p.trim());
  const tail = parts.at(-1);
  // Round 22b: a code saying the same as its words ("NA – non auditée") is no other option.
  const says = tail ? read(tail) : 'unknown';
  const headSays = parts.slice(0, -1).some((p) => { const v = read(p); return v !== 'unknown' && v !== says; });
  return tail && tail !== said.trim() && !headSays ? says : 'unknown';
}
