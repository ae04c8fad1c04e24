// Round 14b: a report's sections by outcome ("A. Équipements maintenus en service", "B. …
// présentant un écart", "C. Équipements non inspectés"), each followed by its elements' bullets:
// the heading's verdict is theirs (items.ts reads the lines; here, what a heading and a bullet are).
import type { Line } from './header';
import type { ReadElement, ReadRemark, ReadVerdict } from './items';
import { findDates } from './dates';
import { OTHER_HEADER, REMARKS_HEADER } from './item-patterns';
import { cleanToken, fold, idScore } from './normalise';
import { bestId, STRONG } from './rows';
import { statedVerdict } from './sentences';
import { cells } from './table-header';
import { verdictOf } from './verdicts';
import { lexiconVerdict, wordKey, type Legend } from './vocabulary';

/** Words about several elements (a section's heading, not one element's conclusion). */
export const GROUP_TALK = /\b(chariots|appareils|equipements|installations|recipients|reservoirs|extincteurs|portes|tableaux|elements|materiels|engins)\b/;
/** A bullet line naming an element ("• Récipient sous pression 039 – repère N-1-0039 – azote liquide, …"). */
export const BULLET_ITEM = /^[•▪►*–—-]\s+\S/;
/** A lettered or numbered section heading ("A. …", "A bis. …", "II. …", "3) …"). */
const SECTION = /^([A-Z](?:\s?bis|\s?ter)?|[IVX]{1,4}|\d{1,2})[.)]\s+(?=\p{L})/u;

/**
 * The outcome a section heading gives the elements listed under it, when its next line is an
 * element's bullet: its words say a verdict ("maintenus en service", "présentant un écart",
 * "non inspectés"); a remarks or a list heading is none.
 */
export function sectionGroup(text: string, bare: string, next: Line | undefined): ReadVerdict | undefined {
  if (!SECTION.test(text) || /[^.]\.$/.test(text) || text.split(/\s+/).length > 18 || bestId(text.split(/\s+/), 0, Infinity, 2)) return undefined;
  if (!next || !bulletItem(next.raw.trim()) || verdictOf(next.raw)) return undefined;
  if (REMARKS_HEADER.test(bare) || OTHER_HEADER.test(bare)) return undefined;
  const heading = text.replace(SECTION, '').replace(/\([^)]*\)/g, ' ');
  const stated = statedVerdict(heading);
  const said = stated !== undefined ? stated : lexiconVerdict(heading, true);
  return said === undefined || said === 'unknown' ? undefined : said;
}

/** The element a bullet names surely, with the words before its identifier as its designation. */
export function bulletItem(text: string): { identification_number: string; designation: string } | null {
  if (!BULLET_ITEM.test(text)) return null;
  const tokens = text.split(/\s+/);
  const id = bestId(tokens, 0, Infinity, STRONG);
  if (!id) return null;
  return { identification_number: id.id, designation: tokens.slice(1, id.i).join(' ').replace(/[\s–—,:-]*(n[°o]|repere|identification|serie)?\s*$/i, '').trim() };
}

/** A heading in capitals naming a group of elements with its count ("CHARIOTS APTES (5)", "CHARIOTS NON APTES (4) – NE PAS UTILISER"). */
const COUNT_HEADING = /^[^\p{Ll}]*\p{Lu}{3}[^\p{Ll}]*\(\d{1,4}\)[^\p{Ll}]*$/u;

/** `verdict` 'unknown': a board's column whose heading says nothing ("À planifier"): an element there is unread. */
export interface Column { at: number; verdict: ReadVerdict; lastId: string; remark: false | 'armed' | 'open' }

/**
 * Round 15b: a report listing its elements under headings of their outcome with their count,
 * one heading or two side by side (a column of fit trucks, a column of unfit ones, each going on
 * on its own): the columns, by where each heading starts, with the verdict its words say (verdict
 * words and sentences only: "VÉRIFIÉS" says none).
 */
export function countColumns(line: Line): Column[] | null {
  const cs = cells(line.raw);
  if (!cs.length || cs.length > 3) return null;
  const out: Column[] = [];
  for (const c of cs) {
    if (!COUNT_HEADING.test(c.text) || !GROUP_TALK.test(fold(c.text))) return null;
    const said = statedVerdict(c.text.replace(/\(\d{1,4}\)/, ' '));
    if (said === undefined || said === 'unknown') return null;
    out.push({ at: c.at + (line.indent ?? 0), verdict: said, lastId: '', remark: false });
  }
  return out;
}

/**
 * Round 20b: a board exported from an application (a kanban), its columns headed by a state and
 * its count after a middle dot ("À planifier · 2   Terminé – RAS · 3   Terminé – anomalie · 2
 * Non réalisé · 1"): each card is in its result's column. A heading the report's key or words
 * read gives its verdict; two headings at least must say one.
 */
export function boardColumns(line: Line, legend: Legend): Column[] | null {
  const cs = cells(line.raw);
  if (cs.length < 3 || cs.length > 6 || !cs.every((c) => /^\S.{1,40}\s·\s\d{1,4}$/u.test(c.text))) return null;
  const out: Column[] = cs.map((c) => {
    const label = c.text.replace(/\s·\s\d{1,4}$/u, '').trim();
    const v = legend.has(wordKey(label)) ? legend.get(wordKey(label)) : statedVerdict(label);
    return { at: c.at + (line.indent ?? 0), verdict: v === undefined ? 'unknown' : v, lastId: '', remark: false };
  });
  return out.filter((c) => c.verdict !== 'unknown').length >= 2 ? out : null;
}

/** The column a line of such a list is in: the last heading starting at or before it. */
export const columnOf = (columns: Column[], line: Line) => columns.filter((c) => c.at <= (line.indent ?? 0) + 2).at(-1) ?? columns[0];

/**
 * A line of such a list, read into its column: an element named surely takes the column's
 * verdict (its own words, when they say another, make it unread); under an unfit heading, the
 * other lines are the last element's remark ("Défaut constaté :" and a date line are none).
 * False when the line ends the list (a table, another heading, a long sentence naming no element).
 */
export function columnLine(columns: Column[], line: Line, elements: ReadElement[], remarks: ReadRemark[]): boolean {
  const text = line.raw.trim();
  const tokens = text.split(/\s+/);
  const id = bestId(tokens, 0, Infinity, STRONG);
  const bare = fold(text);
  // "Défaut constaté :" introduces the element's remark; "Observations" opens the report's; a
  // table's header (four cells or more, no element) opens a table whose rows are not the list's.
  if (!id && (tokens.length >= 12 || cells(line.raw).length >= 4 || OTHER_HEADER.test(bare) || (REMARKS_HEADER.test(bare) && !/:\s*$/.test(text)))) return false;
  const column = columnOf(columns, line);
  if (id && /\p{L}/u.test(id.id)) {
    // "… (N° N-1-0046) : batterie hors service": after the colon, the reason or the finding.
    const colon = text.indexOf(':', text.indexOf(id.id));
    const own = verdictOf(colon < 0 ? text : text.slice(0, colon));
    const after = colon < 0 ? '' : text.slice(colon + 1).trim();
    const finding = after && column.verdict === 'compliant' ? verdictOf(after) : null;
    const differs = (own && own.verdict !== column.verdict) || finding?.verdict === 'non_compliant';
    elements.push({ identification_number: id.id, designation: '', verdict: differs ? 'unknown' : column.verdict, line });
    if (after && column.verdict === 'non_compliant') remarks.push({ text: after, identification_number: id.id, line });
    column.lastId = id.id;
    column.remark = false;
    return true;
  }
  if (column.verdict !== 'non_compliant' || !column.lastId) return true;
  // A remark follows its label ("Défaut constaté :") and runs on while its sentence does.
  if (/:\s*$/.test(text)) { column.remark = 'armed'; return true; }
  const last = remarks.at(-1);
  if (column.remark === 'open' && last?.identification_number === column.lastId && (!/[.!?]$/.test(last.text) || /^\p{Ll}/u.test(text))) last.text = `${last.text} ${text}`;
  else if (column.remark === 'armed' && !findDates(text).length) { remarks.push({ text, identification_number: column.lastId, line }); column.remark = 'open'; }
  else column.remark = false;
  return true;
}

/**
 * Round 15b: a remarks section that lists defects ("Nous avons constaté les anomalies suivantes",
 * "Non-conformités"): an element it names, read nowhere else, is non-compliant. One of
 * observations, reserves or points to watch says no such thing, nor one following defects up
 * ("Suivi des anomalies", their history, those lifted).
 */
export const defectSection = (bare: string) => /\b(anomalies?|non[- ]?conformites?|defauts?|defectuosites?)\b/.test(bare)
  && !/\b(observations?|remarques?|reserves?|vigilance|surveiller|levee?s?|precedente?s?|anterieure?s?|aucune?|sans|suivi|historique|rappel)\b/.test(bare);

/**
 * Round 15c: a group's elements run on in a list ("N-1-0052 (Atelier), N-1-0063 (Quai 3), N-1-0118
 * (Bureaux" / "R+1), N-1-0129 (Hall 2)."): every part an identifier once the places are set aside.
 */
export function idList(text: string, goesOn: boolean): string[] | null {
  const bare = text.replace(/\([^)]*\)/g, ' ').replace(/\([^)]*$/, ' ').replace(/^[^(]*\)/, ' ').replace(/[.;]\s*$/, '');
  const parts = bare.split(/\s*(?:,|;|\bet\b)\s*/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < (goesOn ? 1 : 2) || parts.some((p) => /\s/.test(p) || idScore(cleanToken(p)) < STRONG)) return null;
  return parts.map(cleanToken);
}

/**
 * Round 19b: a portal's group by outcome, printed from the browser ("▾ À remplacer / hors service
 * (2)", "▸ Conformes (2) – groupe replié, …"): its name's verdict is its elements'.
 */
export function foldedGroup(text: string): ReadVerdict | undefined {
  const m = /^[▸▾►▶▼▽▹▿]\s*([^()]{3,40}?)\s*\(\d{1,4}\)/.exec(text);
  if (!m) return undefined;
  const name = fold(m[1]);
  const stated = statedVerdict(name);
  const said = stated !== undefined ? stated : lexiconVerdict(name, true);
  return said === 'unknown' ? undefined : said;
}

/**
 * Round 19b: a folded group's one line naming its elements ("Extincteur 250 (N-1-0250) · Extincteur
 * 272 (N-1-0272) ·"): each part one identifier, bare or in brackets after its designation.
 */
export function dottedList(text: string, goesOn: boolean): { identification_number: string; designation: string }[] | null {
  const parts = text.replace(/\s*·\s*$/, '').split(/\s+·\s+/);
  if (!text.includes('·') && !goesOn) return null;
  const out: { identification_number: string; designation: string }[] = [];
  for (const p of parts) {
    const m = /^(.*?)\s*\(([^()\s]+)\)$/.exec(p.trim()) ?? /^()(\S+)$/.exec(p.trim());
    if (!m || idScore(cleanToken(m[2])) < STRONG) return null;
    out.push({ identification_number: cleanToken(m[2]), designation: m[1].trim() });
  }
  return out;
}
