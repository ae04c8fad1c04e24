// Rows the page's width or the cells' heights cut over several lines, put back on one line before
// rows are read (split from rows.ts): an identifier wrapped under its row, a row's last cell or
// its cells wrapped under themselves, a verdict cut after "non" or a "Conclusion :" alone, a
// result centred on a tall row, a sentence the width cut.
import { centredCells } from './centred';
import type { Line } from './header';
import { rowWithIdBelow } from './id-below';
import { markBelow } from './mark-below';
import { cleanToken, fold, idScore } from './normalise';
import { bestId, GAP, indented, NOT_ELEMENT, STRONG } from './rows';
import { statedVerdict } from './sentences';
import { cells } from './table-header';
import { SCAN_BOX, untickedOnly, verdictOf } from './verdicts';

/** A line of running text the page's width cut: long, no column gap, no final stop or colon. */
const wraps = (l: Line) => l.raw.length >= 50 && !GAP.test(l.raw) && !/[.!?:;]$/.test(l.raw);

const HEADER_WORD = /^(repere|designation|emplacement|localisation|observations?|type|annee|n[°o]|identifiant|marque|modele|resultats?|etat|conformite|conclusion|operations?|lieu|libelle)\b/;
/** A row with no identifier whose next line starts, under one of its cells, with an identifier alone: the row with it, and what is left of the next line. */
function idUnder(l: Line, next: Line, recurring: Set<string>): { raw: string; rest: string; indent: number } | null {
  // Round 17b: a code the report repeats on line after line ("G-ELEC-01", a routine's) is no identifier of the row.
  // Round 21b: also flush under the row's first cell when it is alone on its line ("Transformateur 106   79,3 Ω   non conforme" / "N-1-0106 · magasin").
  if (!GAP.test(l.raw) || (!(next.indent ?? 0) && GAP.test(next.raw.trim())) || bestId(l.raw.split(/\s+/).filter((t) => !recurring.has(cleanToken(t))), 0, Infinity, STRONG)) return null;
  // The identifier alone, in brackets, or after its word ("repère N-1-0286").
  // Round 25b: a table's header is no row ("Repère   Désignation   Emplacement   Type …"), whatever its next line starts with.
  if (cells(l.raw).filter((c) => HEADER_WORD.test(fold(c.text))).length >= 3) return null;
  const m = /^(?:(?:rep(?:[eè]re)?\.?|n[°o]|identifiant|id\.?)\s*:?\s+)?(\(?[^()\s]+\)?[,.;]?)(?=\s|$)/i.exec(next.raw);
  if (!m || idScore(cleanToken(m[1])) < STRONG) return null;
  const first = m[0];
  // (An indented row's first cell is at 0 in its raw line: on the page it is at its indent.)
  const onPage = (c: { at: number }, k: number) => c.at + (k === 0 ? l.indent ?? 0 : 0);
  const cell = cells(l.raw).find((c, k) => onPage(c, k) - 2 <= next.indent! && next.indent! < onPage(c, k) + c.text.length);
  if (!cell) return null;
  const end = cell.at + cell.text.length;
  const rest = next.raw.slice(first.length).trim();
  // What is left of the next line, as extract.ts lays an indented line out: its first cell at 0, the indent kept apart, the other cells at their offsets.
  const left = indented(' '.repeat(first.length) + next.raw.slice(first.length));
  // Round 20b: written into the gap after the cell when it is wide enough, so that the row's next cells keep their offsets under their labels.
  const gap = /^\s*/.exec(l.raw.slice(end))![0].length;
  const after = gap >= first.trim().length + 4 && end < l.raw.trimEnd().length ? l.raw.slice(end + first.trim().length + 1) : l.raw.slice(end);
  return { raw: `${l.raw.slice(0, end)} ${first.trim()}${after}`, rest: rest ? left.raw : '', indent: left.indent };
}

/** A row whose last cell stops on a comma or a dangling word, the next line that cell's rest alone under it (in lower case, no identifier). */
// A highlighter's colour, put at the row's end by pen-marks.ts, is not the cell that wrapped.
function cellGoesOn(l: Line, next: Line): { end: number } | null {
  if (!GAP.test(l.raw) || !(next.indent ?? 0) || GAP.test(next.raw.trim()) || !/^\p{Ll}/u.test(next.raw.trim())) return null;
  const cs = cells(l.raw);
  const last = cs.length > 1 && /^(Vert|Rouge|Orange|Jaune|Rose|Bleu|Violet)$/.test(cs.at(-1)!.text) ? cs.at(-2) : cs.at(-1);
  if (!last || !/,$|\b(?:ne|n'|de|du|des|la|le|les|par|sur|sous|et|ou|au|aux|a|en|pas|non|sans|avec|d'|l')$/.test(fold(last.text))) return null;
  return Math.abs(last.at - next.indent!) <= 3 && !!bestId(l.raw.split(/\s+/), 0, Infinity, STRONG) && !bestId(next.raw.split(/\s+/), 0, Infinity, 2) ? { end: last.at + last.text.length } : null;
}

/** Sure identifiers written on three lines or more: a routine's or a contract's code, not an element's. */
function recurringCodes(lines: Line[]): Set<string> {
  const seen = new Map<string, number>();
  for (const l of lines) for (const t of new Set(l.raw.split(/\s+/).map(cleanToken))) if (idScore(t) >= STRONG) seen.set(t, (seen.get(t) ?? 0) + 1);
  return new Set([...seen].filter(([, n]) => n >= 3).map(([t]) => t));
}

/**
 * Round 17b: a row whose cells wrapped, each under itself ("local" / "compresseurs", "Maintenu en"
 * / "service"): the next line's cells, in lower case, all under the row's cells. The row with
 * each cell whole, at its offset or after the cell before it.
 */
function rowGoesOn(l: Line, next: Line): string | null {
  if (!GAP.test(l.raw) || !(next.indent ?? 0) || !GAP.test(next.raw) || /^\d/.test(next.raw.trim())) return null;
  const row = cells(l.raw);
  const under = cells(next.raw).map((c, k) => ({ ...c, at: k === 0 ? c.at + next.indent! : c.at }));
  const to = under.map((c) => row.findIndex((r) => Math.abs(r.at - c.at) <= 2));
  if (to.some((k) => k < 0) || under.some((c) => !/^\p{Ll}/u.test(c.text)) || !bestId(l.raw.split(/\s+/), 0, Infinity, STRONG) || bestId(next.raw.split(/\s+/), 0, Infinity, 2)) return null;
  const texts = row.map((r) => r.text);
  to.forEach((k, n) => { texts[k] = `${texts[k]} ${under[n].text}`; });
  let raw = '';
  row.forEach((r, k) => { raw += ' '.repeat(k === 0 ? r.at : Math.max(3, r.at - raw.length)) + texts[k]; });
  return raw;
}

export function joinWrapped(all: Line[]): Line[] {
  const lines = [...all];
  const out: Line[] = [];
  const recurring = recurringCodes(lines);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const next = lines[i + 1];
    const below = rowWithIdBelow(lines, i);
    if (below) { out.push(below.line); i += below.used - 1; continue; }
    const marked = next ? markBelow(l, next) : null;
    if (marked) { out.push({ ...l, raw: marked, folded: fold(marked) }); i++; continue; }
    const under = next && next.page === l.page ? idUnder(l, next, recurring) : null;
    if (under) {
      // Round 16b: a row whose identifier wrapped under its designation ("08:48   Récipient sous pression 033   …   EN COURS" / "(N-1-0033)   examen …").
      out.push({ ...l, raw: under.raw, folded: fold(under.raw) });
      lines[i + 1] = { ...next, raw: under.rest, folded: fold(under.rest), indent: under.indent };
      if (!under.rest.trim()) i++;
      continue;
    }
    if (next && next.page === l.page && NOT_ELEMENT.test(l.folded) && /^\S+\s*$/.test(next.raw.trim().replace(/\s+\S{1,2}$/, '')) && idScore(cleanToken(next.raw.trim().split(/\s+/)[0])) >= 2) {
      // Round 16b: the report's own reference cut after its label ("… contrat n°" / "F-2815"): read whole, so it stays no element.
      out.push({ ...l, raw: `${l.raw} ${next.raw.trim()}`, folded: `${l.folded} ${next.folded.trim()}` });
      i++;
      continue;
    }
    if (next && next.page === l.page && /(:|\b(non|sans|avec|ne|pas|peut))$/.test(l.folded) && next.raw.length <= 30
      && bestId(l.raw.split(/\s+/), 0, Infinity, 2) && !bestId(next.raw.split(/\s+/), 0, Infinity, 2) && verdictOf(`${l.folded} ${next.folded}`)) {
      out.push({ ...l, raw: `${l.raw} ${next.raw}`, folded: `${l.folded} ${next.folded}` });
      i++;
    } else if (next && next.page === l.page && /^(conclusions?|avis|resultats?|decision|etat|appreciation)\b[^:]{0,30}:[\s.,;'‘’-]*$/.test(l.folded.trim()) && next.raw.length <= 200) {
      // "Conclusion :" alone, its value on the next line ("☐ Sans anomalie   ☒ Anomalie(s)   ☐ Non vérifié").
      out.push({ ...l, raw: `${l.raw} ${next.raw}`, folded: `${l.folded} ${next.folded}` });
      i++;
    } else if (next && next.page === l.page && /^(conclusions?|avis|resultats?|decision|statut|etat|appreciation)\b[\p{L}' ]{0,30}$/u.test(l.folded.trim()) && !GAP.test(l.raw) && !GAP.test(next.raw)
      && !bestId(next.raw.split(/\s+/), 0, Infinity, STRONG) && (verdictOf(next.raw) || statedVerdict(next.raw) !== undefined)
      // Not the first of a list of options, one a line: an unticked box, or a box a scan read as a sign ("© Apte …").
      && !untickedOnly(next.raw) && !(next.weight < 1 && new RegExp(`^${SCAN_BOX}\\s`).test(next.raw.trim()))) {
      // A heading, its conclusion on the next line ("STATUT DE L'APPAREIL" / "VERT – aucune défectuosité : l'appareil peut être utilisé").
      out.push({ ...l, raw: `${l.raw} : ${next.raw}`, folded: `${l.folded} : ${next.folded}` });
      i++;
    } else if (centredCells(l, next)) {
      const raw = centredCells(l, next)!;
      out.push({ ...l, raw, folded: fold(raw) });
      i++;
    } else if (next && next.page === l.page && rowGoesOn(l, next)) {
      const raw = rowGoesOn(l, next)!;
      out.push({ ...l, raw, folded: fold(raw) });
      i++;
    } else if (next && next.page === l.page && cellGoesOn(l, next)) {
      // Round 17b: a row's last cell wrapped under itself ("Appareil non accessible," / "encombré par du stockage.").
      const { end } = cellGoesOn(l, next)!;
      const raw = `${l.raw.slice(0, end)} ${next.raw.trim()}${l.raw.slice(end)}`;
      out.push({ ...l, raw, folded: fold(raw) });
      i++;
    } else if (next && next.page === l.page && wraps(l) && /^\p{Ll}/u.test(next.raw) && !GAP.test(next.raw) && !bestId(next.raw.split(/\s+/), 0, Infinity, 4)) {
      // A sentence the page's width cut: read whole (its verdict may be on the second line).
      lines[i + 1] = { ...l, raw: `${l.raw} ${next.raw}`, folded: `${l.folded} ${next.folded}` };
    } else out.push(l);
  }
  return out;
}
