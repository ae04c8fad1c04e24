// Extraction: from the pages' text (text layer or OCR) to the `result` of an express report
// (resources/expressReportResult.ts). Every value keeps its page, the line it was read from and a
// confidence (lowered by the OCR's own confidence). Elements are matched through ctx.matcher;
// each remark is proposed `new`, or `element_not_found` when its element is not matched (the
// express area's reconciliation decides to_do/done… afterwards).
import type { ExpressResult } from '../../../../resources/expressReportResult';
import { csvAsTable } from './csv';
import { isEarlierCopy, isQuoted, quotedFrom } from './earlier';
import { joinBalloons } from './balloons';
import { readDocuments } from './documents';
import { pairFaces } from './faces';
import { joinAnswers } from './form-responses';
import { concernedByFindings, othersFit } from './others';
import { joinParts } from './parts';
import { joinBands } from './row-bands';
import { joinUtterances } from './transcript';
import { inspectionDate, organisation, regulation, type Line } from './header';
import { readRegister } from './register';
import { readItems } from './items';
import { cleanToken, fold, idKey, idScore } from './normalise';
import { indented, STRONG } from './rows';
import { overCounted, readTally } from './tally';
import type { ExtractContext, PageText } from './types';

/** Footers and page numbers: never a value. */
const FOOTER = /\bpage\s*\d+\s*(\/|sur)\s*\d+\b|^\s*-?\s*\d+\s*-?\s*$/i;
const round = (x: number) => Math.round(x * 100) / 100;
const EXAMPLE = /^(?:exemple|ex\.|example)\s*:|\(exemple\)/;
/** "son statut est celui de la DERNIÈRE ligne qui le concerne", "la dernière inscription fait foi". */
const LAST_DECIDES = /\bstatut est celui de la derniere\b|\b(?:derniere|plus recente)s? (?:ligne|entree|mention|inscription|ecriture)s?\b[^.]{0,60}\b(?:decide|fait foi|prevaut|l'emporte)\b/;

export function toLines(pages: PageText[]): Line[] {
  const lines: Line[] = [];
  for (const p of pages) {
    if (p.source === 'none') continue;
    // An OCR'd page is trusted as much as tesseract trusts it (at most 0.95).
    const weight = p.source === 'ocr' ? Math.min(0.95, Math.max(0.3, p.confidence ?? 0.7)) : 1;
    let index = 0;
    for (const raw of csvAsTable(p.text).split('\n')) {
      const trimmed = raw.replace(/\s+$/, '');
      if (!trimmed.trim() || FOOTER.test(trimmed)) continue;
      // An indented line (text-layer.ts) starts at 0, its other cells keep their offsets on the page.
      const { raw: rawLine, indent } = indented(trimmed);
      lines.push({ page: p.page, raw: rawLine, folded: fold(rawLine), index: index++, weight, indent });
    }
  }
  return lines;
}

/**
 * Round 12: the report's own numbers for its elements ("E-33" in a pressure equipment list),
 * tied to the client's identifiers by a table of correspondence ("E-33   N-1-0021   Récipient…"):
 * what the report says of E-33 is said of N-1-0021. An identifier nothing matches is an alias
 * when the lines holding it hold exactly one other identifier, one that is matched.
 */
async function aliases(lines: Line[], byKey: Map<string, { identification_number: string; designation: string }>,
  matchOf: (id: string, designation: string) => Promise<{ element: number | null }>): Promise<Map<string, { key: string; id: string }>> {
  const out = new Map<string, { key: string; id: string }>();
  for (const [k, e] of byKey) {
    if ((await matchOf(e.identification_number, e.designation)).element !== null) continue;
    // The other sure identifiers on its lines ("B1-P005   N-1-0080   Porte coupe-feu 080": a loop's address beside the client's tag), matched ones only.
    const others = new Map<string, string>();
    for (const l of lines) {
      const tokens = l.raw.split(/\s+/).map(cleanToken);
      if (!tokens.some((t) => idKey(t) === k)) continue;
      for (const t of tokens) if (idKey(t) !== k && idScore(t) >= STRONG) others.set(idKey(t), byKey.get(idKey(t))?.identification_number ?? t);
    }
    const matched: { key: string; id: string }[] = [];
    for (const [key, id] of others) if ((await matchOf(id, byKey.get(key)?.designation ?? '')).element !== null) matched.push({ key, id });
    if (matched.length === 1) out.set(k, matched[0]);
  }
  return out;
}

export async function extract(pages: PageText[], ctx: ExtractContext): Promise<ExpressResult> {
  const sorted = [...pages].sort((a, b) => a.page - b.page);
  // Round 17b: a copy of the previous visit's sheet joined "pour mémoire" is not this visit's.
  // The pages after it are the copy's too (a copy joined goes at the end).
  const firstPage = sorted.find((q) => q.source !== 'none')?.page ?? 1;
  const copyAt = sorted.findIndex((p) => isEarlierCopy(p, firstPage));
  const lines = joinAnswers(joinBands(joinBalloons(joinUtterances(joinParts(pairFaces(toLines(copyAt > 0 ? sorted.slice(0, copyAt) : sorted)))))));
  // Round 18b: a register kept over the years: its newest visit's entries only (register.ts).
  const register = readRegister(lines);
  // Round 23b: a template's example row left in ("Exemple : Installation : TGBT bâtiment X (exemple) – Repère : XX-000 – …") is no fact.
  const facts = lines.filter((l) => !EXAMPLE.test(l.folded) && !register?.history.has(l));
  const { elements: items, remarks, legend } = readItems(facts);
  // Round 19b: a bundle whose documents' types are the results (documents.ts) says what its list does not.
  const docs = readDocuments(lines);
  const read = docs ? [...items.filter((e) => !docs.titles.has(e.line)), ...docs.elements] : items;
  if (docs) remarks.push(...docs.remarks.filter((r) => !remarks.some((x) => x.text === r.text && idKey(x.identification_number) === idKey(r.identification_number))));

  // One entry per identifier (a report may list an element twice: summary and detail); the
  // line that says most wins: a verdict, over "not verified" (null), over nothing read (unknown).
  // Round 16b: where the report says its last line about an element decides (a log kept hour by
  // hour), a later line said replaces an earlier one; elsewhere two lines saying two verdicts leave it unread.
  const rank = (v: (typeof read)[number]['verdict']) => (v === 'unknown' ? 0 : v === null ? 1 : 2);
  const last = LAST_DECIDES.test(lines.map((l) => l.folded).join(' '));
  const byKey = new Map<string, (typeof read)[number]>();
  // Round 17b: in a printed e-mail thread the newest message's word on an element decides over the older ones quoted under it.
  const quoted = quotedFrom(lines);
  for (const e of read) {
    const k = idKey(e.identification_number);
    const seen = byKey.get(k);
    const designation = seen?.designation || e.designation;
    if (!seen) byKey.set(k, e);
    // (named there and not read, it is unread: the quoted word is what it corrects).
    else if (quoted && isQuoted(e.line, quoted) !== isQuoted(seen.line, quoted)) {
      if (!isQuoted(e.line, quoted)) byKey.set(k, { ...e, designation });
    }
    else if (rank(e.verdict) > rank(seen.verdict) || (last && rank(e.verdict) > 0)) byKey.set(k, { ...e, designation });
    else if (rank(e.verdict) === 2 && rank(seen.verdict) === 2 && e.verdict !== seen.verdict) byKey.set(k, { ...seen, verdict: 'unknown' });
  }

  // Round 25b: a finding written once for every element it names (others.ts); what it names has that defect.
  const concerned = concernedByFindings(lines);
  for (const c of concerned.elements) {
    const seen = byKey.get(idKey(c.identification_number));
    if (!seen || seen.verdict === 'unknown') byKey.set(idKey(c.identification_number), { ...(seen ?? c), verdict: 'non_compliant' });
  }
  remarks.push(...concerned.remarks.filter((r) => !remarks.some((x) => x.text === r.text && idKey(x.identification_number) === idKey(r.identification_number))));
  for (const e of othersFit(lines, byKey.values())) byKey.set(idKey(e.identification_number), { ...e, verdict: 'compliant' });

  const matches = new Map<string, { element: number | null; confidence: number }>();
  const matchOf = async (id: string, designation: string) => {
    const k = idKey(id) || fold(designation);
    let m = matches.get(k);
    if (!m) {
      m = await ctx.matcher.match({ identification_number: id, designation });
      matches.set(k, m);
    }
    return m;
  };

  await ctx.matcher.prime?.([...[...byKey.values()].map((e) => e.identification_number), ...remarks.map((r) => r.identification_number).filter(Boolean)]);
  const alias = await aliases(lines, byKey, matchOf);
  for (const [k, to] of alias) {
    const from = byKey.get(k)!;
    const into = byKey.get(to.key);
    byKey.delete(k);
    if (!into || rank(from.verdict) > rank(into.verdict)) byKey.set(to.key, { ...from, identification_number: into?.identification_number ?? to.id, designation: into?.designation || from.designation });
  }
  // Round 13b: a code the report repeats on line after line ("Gamme G-ELEC-12" on every work order) that names no element is no element.
  const recurring = (k: string) => lines.filter((l) => l.raw.split(/\s+/).some((t) => idKey(cleanToken(t)) === k)).length >= 3;
  const elements: ExpressResult['elements'] = [];
  for (const e of byKey.values()) {
    const m = await matchOf(e.identification_number, e.designation);
    if (m.element === null && recurring(idKey(e.identification_number))) continue;
    elements.push({
      element: m.element, identification_number: e.identification_number, designation: e.designation, verdict: e.verdict,
      page: e.line.page, excerpt: e.line.raw,
      // A verdict not read is said with a low confidence: the review screen flags the row.
      confidence: round(Math.min(e.verdict === 'unknown' ? 0.3 : 1, e.line.weight * (m.element === null ? 0.5 : 0.95 * Math.max(0.5, m.confidence)))),
    });
  }

  // The report's own tally: a kind of verdict read more often than the report counts it is not
  // sure for any of its rows; they are left unread, and validation asks for each (tally.ts).
  const tally = readTally(lines, legend);
  // Round 21b: a building's report also lists the neighbours' installations, its tally counting the client's only
  // ("Bilan pour Démo Industrie : 11 …, 8 satisfaisantes, 3 non satisfaisantes"): the client's own rows counting
  // exactly what it says are sure (the other rows are no fact of the client's).
  const own = elements.filter((e) => e.element !== null).map((e) => e.verdict);
  const exact = tally && own.length < elements.length && overCounted(tally, own).size === 0
    && own.filter((v) => v === 'compliant').length === tally.compliant && own.filter((v) => v === 'non_compliant').length === tally.non_compliant;
  const over = tally && !exact ? overCounted(tally, elements.map((e) => e.verdict)) : new Set();
  for (const e of elements) if (e.verdict !== 'unknown' && (over.has(e.verdict) || (exact && e.element === null))) Object.assign(e, { verdict: 'unknown', confidence: Math.min(e.confidence, 0.3) });

  const observations: ExpressResult['observations'] = [];
  for (const r of remarks) {
    if (!r.text) continue;
    const to = alias.get(idKey(r.identification_number));
    if (to) r.identification_number = byKey.get(to.key)?.identification_number ?? to.id;
    const listed = r.identification_number ? byKey.get(idKey(r.identification_number)) : undefined;
    const m = r.identification_number ? await matchOf(r.identification_number, listed?.designation ?? '') : { element: null, confidence: 0 };
    observations.push({
      text: r.text, element: m.element, proposal: m.element === null ? 'element_not_found' : 'new', task: null,
      page: r.line.page, excerpt: r.line.raw, confidence: round(r.line.weight * (m.element === null ? 0.4 : 0.9)),
    });
  }

  return {
    inspection_date: register ? { value: register.date, page: register.line.page, confidence: Math.round(90 * register.line.weight) / 100, excerpt: register.line.raw } : inspectionDate(lines),
    organisation: organisation(lines),
    regulation: regulation(lines, ctx.regulations),
    elements,
    observations,
  };
}
