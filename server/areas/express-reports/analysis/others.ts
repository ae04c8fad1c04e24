// Round 19's JFB report, by check point: the defective appliances are named under the points they
// fail, and the sound ones only in the list of the perimeter ("Vérifié : oui"); the conclusion
// says so: "Tous les autres appareils vérifiés (« oui » au § 1) sont aptes à la poursuite de leur
// utilisation". An element of that list that nothing else judged, its "oui" ticked, is fit.
import type { Line } from './header';
import type { ReadElement, ReadRemark } from './items';
import { cleanToken, idKey, idScore } from './normalise';
import { cells } from './table-header';

/** Sure identifiers (rows.ts STRONG). */
const SURE = 4;

const OTHERS_FIT = /\btous les autres (?:appareils|equipements|chariots|elements|installations|extincteurs|portes|recipients|tableaux)\b[^.]{0,80}?\b(?:sont|restent|sont declares?|sont juges?) (?:aptes?|conformes?|satisfaisants?|en bon etat)\b/;

// Round 25b: "Les installations examinées qui ne sont citées dans aucune observation n'appellent pas d'observation."
const UNCITED_FIT = /\b(?:installations|appareils|equipements|elements)(?: examinees?| verifiee?s| controlee?s| inspectee?s)? qui ne (?:sont|figurent) (?:citee?s|mentionnee?s|reprise?s|nommee?s) dans aucune (?:observation|anomalie|remarque)s? (?:n'appellent (?:pas|aucune) d'observation|n'appellent aucune remarque|sont conformes|ne presentent (?:pas|aucune) d'anomalie)/;
/** A row's cell saying the element was checked: "oui" under "Vérifié", "Examinée" under "Situation". */
const CHECKED = /^(oui|examinee?s?|verifiee?s?|controlee?s?|inspectee?s?)$/i;

/** The elements the conclusion's "all the others" makes fit: unread, their "Vérifié" cell "oui". */
export function othersFit(lines: Line[], elements: Iterable<ReadElement>): ReadElement[] {
  const text = lines.map((l) => l.folded).join(' ');
  if (!OTHERS_FIT.test(text) && !UNCITED_FIT.test(text)) return [];
  // "The others": named nowhere but in the list (an element cited under a check point is no other, read or not).
  // Nor one cited by its row's number ("N° 3 : crochet sans linguet", "appareil 3").
  const all = [...elements];
  const rows = new Set(all.map((e) => e.line));
  const cited = (e: ReadElement) => {
    const n = /^(\d{1,3})\s/.exec(e.line.raw)?.[1];
    const byNumber = n ? new RegExp(`\\b(?:n°|no|appareil|ligne|equipement|poste|item)\\s*${n}\\b`) : null;
    // (another element's row naming a place "n° 1" cites no row by its number)
    return lines.some((l) => l !== e.line && (l.raw.split(/[\s(),;:]+/).some((t) => idKey(t) === idKey(e.identification_number)) || (!!byNumber?.test(l.folded) && !rows.has(l))));
  };
  return all.filter((e) => e.verdict === 'unknown' && cells(e.line.raw).some((c) => CHECKED.test(c.text.normalize('NFD').replace(/\p{M}/gu, ''))) && !cited(e));
}

const CONCERNED = /^(?:installations?|appareils?|equipements?|elements?|materiels?) concernee?s?\s*:/;
const FINDING = /^(?:obs\.?|observation|constat|anomalie|ecart|non[- ]conformite)\s*(?:n[°o]\s*)?(\d{1,3})\b\s*[–—:.-]?\s*(.*)$/;

/**
 * Round 25b: a finding written once, then "Installations concernées : N-1-0050 (…) ; N-1-0069 (…)":
 * each one cited has that defect. Only under a numbered finding ("Obs. 3   <defect>   Réf. …").
 */
export function concernedByFindings(lines: Line[]): { elements: ReadElement[]; remarks: ReadRemark[] } {
  const elements: ReadElement[] = []; const remarks: ReadRemark[] = [];
  lines.forEach((line, i) => {
    if (!CONCERNED.test(line.folded.trim())) return;
    const finding = lines.slice(Math.max(0, i - 3), i).reverse().map((l) => FINDING.exec(l.folded.trim()) && l).find(Boolean);
    if (!finding) return;
    const text = (/^\S+\s*(?:n°\s*)?\d{1,3}\b\s*[–—:.-]?\s*(.*)$/.exec(finding.raw.trim())?.[1] ?? '').split(/\s{3,}/)[0].trim();
    // The list goes on, wrapped, on the lines under it that are nothing else ("N-1-0249 (Transformateur 249 – …)").
    const list = [line];
    for (const next of lines.slice(i + 1, i + 6)) {
      if (FINDING.test(next.folded.trim()) || !next.raw.split(/[\s(),;:]+/).some((t) => idScore(cleanToken(t)) >= SURE) || /^\S.*:\s/.test(next.raw.trim().replace(/^[^(]*\(.*$/, ''))) break;
      list.push(next);
    }
    for (const t of list.flatMap((l) => l.raw.split(/[\s(),;:]+/))) {
      const id = cleanToken(t);
      if (idScore(id) < SURE || elements.some((e) => idKey(e.identification_number) === idKey(id))) continue;
      elements.push({ identification_number: id, designation: '', verdict: 'non_compliant', line });
      if (text) remarks.push({ text, identification_number: id, line });
    }
  });
  return { elements, remarks };
}
