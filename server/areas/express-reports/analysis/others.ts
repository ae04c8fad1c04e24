// Round 19's JFB report, by check point: the defective appliances are named under the points they
// fail, and the sound ones only in the list of the perimeter ("Vérifié : oui"); the conclusion
// says so: "Tous les autres appareils vérifiés (« oui » au § 1) sont aptes à la poursuite de leur
// utilisation". An element of that list that nothing else judged, its "oui" ticked, is fit.
import type { Line } from './header';
import type { ReadElement } from './items';
import { idKey } from './normalise';
import { cells } from './table-header';

const OTHERS_FIT = /\btous les autres (?:appareils|equipements|chariots|elements|installations|extincteurs|portes|recipients|tableaux)\b[^.]{0,80}?\b(?:sont|restent|sont declares?|sont juges?) (?:aptes?|conformes?|satisfaisants?|en bon etat)\b/;

/** The elements the conclusion's "all the others" makes fit: unread, their "Vérifié" cell "oui". */
export function othersFit(lines: Line[], elements: Iterable<ReadElement>): ReadElement[] {
  if (!OTHERS_FIT.test(lines.map((l) => l.folded).join(' '))) return [];
  // "The others": named nowhere but in the list (an element cited under a check point is no other, read or not).
  // Nor one cited by its row's number ("N° 3 : crochet sans linguet", "appareil 3").
  const cited = (e: ReadElement) => {
    const n = /^(\d{1,3})\s/.exec(e.line.raw)?.[1];
    const byNumber = n ? new RegExp(`\\b(?:n°|no|appareil|ligne|equipement|poste|item)\\s*${n}\\b`) : null;
    return lines.some((l) => l !== e.line && (l.raw.split(/[\s(),;:]+/).some((t) => idKey(t) === idKey(e.identification_number)) || !!byNumber?.test(l.folded)));
  };
  return [...elements].filter((e) => e.verdict === 'unknown' && cells(e.line.raw).some((c) => /^oui$/i.test(c.text)) && !cited(e));
}
