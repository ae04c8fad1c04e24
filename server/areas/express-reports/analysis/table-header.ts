// A table's header read from one line (text layer or OCR, columns at their offsets): where its
// C / NC / SO ticks fall, its verdict column (vocabulary.ts), its comment and "Obs. n°" columns
// and where every column starts; and a row's cell under one of its columns.
import { fold } from './normalise';
import { scoreThreshold } from './score-threshold';
import { optionVerdict, verdictColumn, type VerdictColumn } from './verdict-column';
import { key, type Legend } from './vocabulary';

/** The cells of a rebuilt line (2+ spaces apart) with their offsets: columns keep their offset (text-layer.ts). */
export const cells = (raw: string) => [...raw.matchAll(/\S+(?: \S+)*/g)].map((m) => ({ text: m[0], at: m.index }));
/** A line's cells at their offsets on the page (an indented line's first cell starts at its indent: extract.ts). */
export const placed = (l: { raw: string; indent?: number }) => cells(l.raw).map((c, i) => ({ ...c, at: i === 0 ? c.at + (l.indent ?? 0) : c.at }));
/** The line as printed: every cell at its offset on the page, its first back at its indent. */
export function printed(l: { raw: string; indent?: number }): string {
  let out = '';
  for (const c of placed(l)) out = out.padEnd(c.at) + (out.length > c.at ? ' ' : '') + c.text;
  return out;
}

/** `estimated`: a label cut from its neighbour's cell ("Inapte N.V."), its offset the least it can be, not where it is printed. */
export type Ticks = { verdict: 'compliant' | 'non_compliant' | null; at: number; estimated?: boolean }[];
/**
 * A table's header: where each C / NC / SO column's tick falls, where a comment column starts,
 * its verdict column (vocabulary.ts), its "Obs. n°" column and where every column starts.
 */
/** `checked`: a "Vérifiée" column, whose "Non" is the report's "not verified" (round 14b). */
/** `pushed`: the last column's label stands right after a timeline's years, pushed right by them on its line (round 18c). */
/** `previous`: the previous visit's state ("Statut préc."), which a cell "idem" of the verdict column repeats (round 20b). */
export interface Columns { ticks: Ticks | null; comment: number | null; verdict: VerdictColumn | null; obs: number | null; starts: number[]; checked?: number | null; pushed?: boolean; previous?: number | null }
const HEADER_LABEL = /^(n[°o]|local|site|emplacement|localisation|designation|repere|identification|equipement|appareil|materiel|resultat|conclusion|avis|etat)$/;
const OBS_LABEL = /^(obs\.?( n[°o])?|n[°o] (d')?obs\.?|observations? n[°o])$/;
// (Its cell may hold the next label too: "Statut préc. Obs. visite précédente".)
const PREVIOUS_LABEL = /^(statut|etat|resultat|avis|decision)s? (prec\.|precedente?s?\b|anterieure?s?\b|(de la |a la )?(visite|vgp|verification) (precedente|anterieure)\b)/;
const CHECKED_LABEL = /^(verifiee?s?|controlee?s?|inspectee?s?|visitee?s?|examinee?s?)\s*\??$/;
const COMMENT_LABEL = /^(commentaires?|observations?|remarques?|constats?)$/;
type Cell = { text: string; at: number; estimated?: boolean };
/** A label a table header may hold. */
const isLabel = (t: string) => { const f = fold(t); return !!verdictColumn(t, 0) || HEADER_LABEL.test(f) || OBS_LABEL.test(f) || COMMENT_LABEL.test(f); };
/**
 * A header's cells, two labels printed close together (one cell for the text layer or OCR) cut
 * apart: before a verdict column's label ("Prochaine RP Requalification"), or wherever both
 * sides are labels ("Anomalie constatée N° obs.").
 */
function headerCells(raw: string) {
  const split = (c: Cell): Cell[] => {
    const words = [...c.text.matchAll(/\S+/g)];
    // Round 14b: a note in brackets is its label's ("Conforme (1/0) Observation"): no cut before it.
    const cuttable = (w: RegExpMatchArray, i: number) => i > 0 && !/^\(/.test(w[0]);
    const cut = (k: number) => [{ text: c.text.slice(0, words[k].index).trim(), at: c.at, estimated: c.estimated }, ...split({ text: c.text.slice(words[k].index), at: c.at + words[k].index, estimated: true })];
    // Two options printed close together ("Inapte N.V.", "Apte Inapte"): one column each (a negation starts its option: "Non conforme").
    const options = words.findIndex((w, i) => {
      if (!cuttable(w, i) || /^(non|pas|sans|avec|ne|n'|hors)$/i.test(words[i - 1][0])) return false;
      const left = optionVerdict(c.text.slice(0, w.index).trim());
      const right = optionVerdict(c.text.slice(w.index));
      return left !== undefined && right !== undefined && left !== right;
    });
    if (options > 0) return cut(options);
    if (isLabel(c.text)) return [c];
    const both = words.findIndex((w, i) => cuttable(w, i) && isLabel(c.text.slice(0, w.index)) && isLabel(c.text.slice(w.index)));
    if (both > 0) return cut(both);
    const k = words.findIndex((w, i) => cuttable(w, i) && !/^(non|pas)$/i.test(words[i - 1][0]) && verdictColumn(c.text.slice(w.index), 0));
    if (k > 0) return cut(k);
    // A verdict label, then a short label no rule knows or OCR misread ("Anomalie constatée N“ vu.").
    const after = words.findIndex((w, i) => cuttable(w, i) && i >= words.length - 2 && verdictColumn(c.text.slice(0, w.index), 0));
    return after > 0 ? cut(after) : [c];
  };
  return cells(raw).flatMap(split);
}

/** Round 13b: a score column ("Score", "Taux") when the report states the threshold of conformity (score-threshold.ts). */
function scoreColumn(cs: Cell[], legend: Legend): VerdictColumn | null {
  const label = scoreThreshold(legend) ? cs.find((x) => /^(score|taux|note)( \(%\))?$/.test(fold(x.text))) : undefined;
  return label ? { at: label.at, rank: 2, polarity: 0, scale: 'SCORE' } : null;
}

/** Round 18c: a timeline's years, three or more cells in a row ("2019   2020   2021"), are column labels. */
const YEARS = /(?:(?<=\s{2}|^)(?:19|20)\d{2}(?=\s{2}|$)\s*){3,}/;
const YEARS_G = new RegExp(YEARS, 'g');

export function columnsHeader(raw: string, legend: Legend = new Map()): Columns | null {
  // A row of options ("Résultat : ☐ Conforme ☒ Non conforme") or of "label : value" is no header.
  // Round 16b: a history column's dated label ("VGP du 30/03/2026") is a label, not a value.
  const years = raw.replace(YEARS_G, ' ');
  if (/\d{2}|[☐□☒☑]|\s:\s/.test(years.replace(/\b(?:du|le|au)\s+\d{1,2}[/.]\d{1,2}[/.]\d{2,4}\b/g, ''))) return null;
  const columns = columnsOf(headerCells(raw), legend);
  const timeline = YEARS.exec(raw);
  return columns && timeline && columns.verdict?.at === timeline.index + timeline[0].length ? { ...columns, pushed: true } : columns;
}

function columnsOf(cs: Cell[], legend: Legend = new Map()): Columns | null {
  if (cs.length < 3) return null;
  const find = (w: string) => cs.find((c) => fold(c.text) === w);
  const c = find('c'); const nc = find('nc'); const so = find('so');
  // Round 20b: "Constat" then "Observation": the finding's state, then the comment on it (the last such column).
  const comments = cs.slice(2).filter((x) => COMMENT_LABEL.test(fold(x.text)));
  const comment = comments.at(-1);
  const stated = comments.length > 1 && /^constats?$/.test(fold(comments[0].text)) ? { at: comments[0].at, rank: 1, polarity: 0 as const } : null;
  // A header naming its columns ("Local  Désignation  Repère …") is no element, whatever it holds.
  // Its verdict column: the highest ranked label, the rightmost of equals (the last column concludes).
  // A graded scale's column ("Niveau", its grades explained by the report: vocabulary.ts readScale) when no other says the verdict.
  // Its label may share a cell with the next one ("Niveau Réf.").
  const scaleWord = (t: string) => /^\p{L}{4,12}\b/u.exec(t)?.[0] ?? '';
  const scaled = cs.find((x) => { const w = key(scaleWord(x.text)); return !!w && [...legend.keys()].some((k) => k.startsWith(w) && /^(\d{1,2}|[A-Z])$/.test(k.slice(w.length))); });
  const verdict = cs.map((x) => { const v = verdictColumn(x.text, x.at); return v && x.estimated ? { ...v, estimated: true } : v; }).reduce<VerdictColumn | null>((best, v) => (v && (!best || v.rank >= best.rank) ? v : best), null)
    ?? (scaled ? { at: scaled.at, rank: 2, polarity: 0, scale: key(scaleWord(scaled.text)) } : null)
    ?? scoreColumn(cs, legend) ?? stated;
  // A label may share its cell with the next one (OCR joins close words: "N° Localisation").
  const named = cs.filter((x) => verdictColumn(x.text, x.at) || HEADER_LABEL.test(fold(x.text)) || fold(x.text).split(' ').some((w) => HEADER_LABEL.test(w))).length;
  const more = { verdict, obs: cs.find((x) => OBS_LABEL.test(fold(x.text)))?.at ?? null, starts: cs.map((x) => x.at), checked: cs.find((x) => CHECKED_LABEL.test(fold(x.text)))?.at ?? null, previous: cs.find((x) => PREVIOUS_LABEL.test(fold(x.text)))?.at ?? null };
  // Columns of options, one ticked a row ("Sans observation | Avec observation(s) | Non vérifié",
  // "Conforme | Non conforme | Sans objet").
  // An option may be an abbreviation the report's legend explains ("Bon p.", "À rep.", "Non c.").
  // (null is an option's verdict, "not verified": only undefined asks the legend.)
  const option = (t: string) => { const v = optionVerdict(t); return v !== undefined ? v : t.length <= 8 && /\p{Ll}\.$/u.test(t) && legend.has(key(t)) ? legend.get(key(t)) : undefined; };
  const options = cs.map((x) => ({ verdict: option(x.text), at: x.at, ...(x.estimated ? { estimated: true } : {}) })).filter((o): o is Ticks[number] => o.verdict !== undefined);
  // A fit one and an unfit one at least.
  const optionTicks = options.some((o) => o.verdict === 'compliant') && options.some((o) => o.verdict === 'non_compliant') ? options : null;
  if (!(c && nc) && !comment && !optionTicks) return named >= 2 ? { ticks: null, comment: null, ...more } : null;
  const ticks: Ticks | null = c && nc ? [{ verdict: 'compliant', at: c.at }, { verdict: 'non_compliant', at: nc.at }, ...(so ? [{ verdict: null, at: so.at }] : [])] : optionTicks;
  if (!(c && nc) && !comment && named < 2 && ticks!.length < 3) return null;
  return { ticks, comment: comment?.at ?? null, ...more };
}

/**
 * A header printed over two lines ("Sans" / "observation", "Avec" / "observation(s)"): the
 * second line, right under the first (each of its cells within one of the first's columns, no
 * identifier, no figure), completes its labels. Offsets are the lines' own plus their indents.
 */
export function continueHeader(first: { raw: string; indent?: number }, next: { raw: string; indent?: number }, legend: Legend = new Map()): Columns | null {
  if (/\d|[☐□☒☑:]/.test(next.raw)) return null;
  // A line's first cell starts at 0, at its indent on the page; its other cells at their offsets on the page (extract.ts).
  const head = headerCells(first.raw);
  const more = cells(next.raw).map((c) => ({ text: c.text, at: c.at === 0 ? next.indent ?? 0 : c.at }));
  if (!more.length || more.length > head.length) return null;
  const under = head.map(() => [] as Cell[]);
  for (const m of more) {
    const k = head.findLastIndex((h) => h.at <= m.at + 3);
    if (k < 0) return null;
    under[k].push(m);
  }
  // A column over two sub-columns ("Utilisable" over "OUI  NON"): one column each, under its own label.
  const merged = head.flatMap((h, k) => (under[k].length < 2 ? [{ text: [h.text, ...under[k].map((m) => m.text)].join(' '), at: h.at, estimated: h.estimated }]
    : under[k].map((m, i) => ({ text: `${h.text} ${m.text}`, at: i === 0 ? Math.min(h.at, m.at) : m.at }))));
  const columns = columnsOf(merged, legend);
  // Round 18c: a row's cells wrapped round it ("Chaufferie   MAINTIEN EN" over the first row) are no
  // second line of labels: a verdict column the labels had is not lost to them.
  return columns && !columns.verdict && !columns.ticks && head.some((h) => verdictColumn(h.text, h.at)) ? null : columns;
}

/**
 * The row's cell in the verdict column: under its label, or, when the label's offset is only
 * estimated (cut from its neighbour's cell: it is printed further right), the column's last cell
 * before the next column.
 */
export function verdictCell(raw: string, columns: Columns) {
  const v = columns.verdict!;
  if (!v.estimated) return cellAt(raw, columns, v.at) ?? lastReaching(raw, columns);
  const next = Math.min(...columns.starts.filter((x) => x > v.at));
  return cells(raw).filter((c) => c.at >= v.at - 3 && c.at < next - 3).at(-1);
}

/**
 * Round 18c: a last column's label pushed right on its line by the narrow cells before it (a
 * timeline's years): the row's last cell, when it reaches under the label's start, is its cell.
 */
export function lastReaching(raw: string, columns: Columns) {
  const v = columns.verdict!;
  const last = cells(raw).at(-1);
  if (!columns.pushed || !last || Math.max(...columns.starts) !== v.at || columns.starts.filter((x) => x > last.at + 3).length !== 1) return undefined;
  return last.at < v.at && last.at + last.text.length > v.at + 3 ? last : undefined;
}

/** Where the column a cell starting at `at` belongs to starts: the last column starting at or before it. */
export const columnStart = (columns: Columns, at: number) => columns.starts.filter((x) => x <= at + 3).reduce((a, b) => Math.max(a, b), -Infinity);

/** The row's cell under the header's column starting at `at`. */
export function cellAt(raw: string, columns: Columns, at: number) {
  return cells(raw).find((c) => columnStart(columns, c.at) === at);
}

