// Round 19's Turcert bundle: a slip listing the documents, then one document per equipment whose
// TYPE is the result: "ATTESTATION DE MAINTIEN EN SERVICE", "FICHE DE NON-CONFORMITÉ N° NC-26-01"
// (its "Description de l'écart" the remark), "AVIS DE NON-INTERVENTION". A document runs from its
// "Doc. 3 – réf. …" line (or its title) to the next one, and names one equipment. On a scan the
// title, white on a coloured band, is lost: the document's own sentences then say it
// ("dont le résultat permet son maintien en service"), when they all agree. Read only in a bundle
// of two documents or more.
import type { Line } from './header';
import type { ReadElement, ReadRemark, ReadVerdict } from './items';
import { cleanToken, fold, idScore } from './normalise';
import { STRONG } from './rows';
import { statedVerdict } from './sentences';
import { cells } from './table-header';
import { lexiconVerdict } from './vocabulary';

const TITLES: [RegExp, ReadVerdict][] = [
  [/^(?:attestation|avis|constat|fiche) de (?:non[- ]?intervention|non[- ]?passage|passage sans intervention)\b/, null],
  [/^(?:fiche|rapport|constat|avis|notification) (?:de |d')(?:non[- ]?conformite|ecart|anomalie|defaut)s?\b/, 'non_compliant'],
  [/^(?:attestation|certificat) (?:de |d')(?:maintien en service|conformite|bon fonctionnement|aptitude)\b/, 'compliant'],
];
/** The line that heads the next document ("Doc. 4 – réf. TC-26-9346-04"). */
const DOC_MARK = /^doc(?:ument)?\.?\s*(?:n°\s*)?\d{1,3}\b/;
/** The cell labelling a non-conformity's description. */
const GAP_LABEL = /^(?:description de l'ecart|ecart constate|description de l'anomalie|anomalie constatee|constat|defaut constate)\s*:?$/;

/** A document's title: short, in capitals, its words one of the types. */
function titleVerdict(l: Line): ReadVerdict | undefined {
  const letters = l.raw.replace(/[^\p{L}]/gu, '');
  if (l.raw.trim().split(/\s+/).length > 10 || letters.replace(/\P{Lu}/gu, '').length < 0.7 * letters.length) return undefined;
  return TITLES.find(([re]) => re.test(l.folded))?.[1];
}

const idOf = (l: Line) => l.raw.split(/\s+/).map(cleanToken).find((t) => idScore(t) >= STRONG);

export interface Documents { elements: ReadElement[]; remarks: ReadRemark[]; titles: Set<Line> }

/** What a document without a readable title says of its equipment (its lines agreeing), if anything. */
function saidIn(lines: Line[]): ReadVerdict | undefined {
  const found = new Set<ReadVerdict>();
  for (const l of lines) {
    const stated = statedVerdict(l.folded);
    const v = stated !== undefined ? stated : lexiconVerdict(l.folded, true);
    if (v === 'unknown') return undefined;
    if (v !== undefined) found.add(v);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

export function readDocuments(lines: Line[]): Documents | null {
  // A document starts at its "Doc. k" line, or at its title when no such line heads it.
  const starts: { i: number; title?: number }[] = [];
  lines.forEach((l, i) => {
    const verdict = titleVerdict(l);
    if (DOC_MARK.test(l.folded)) starts.push({ i });
    else if (verdict !== undefined) {
      const open = starts.at(-1);
      if (open && open.title === undefined && i - open.i <= 2) open.title = i;
      else starts.push({ i, title: i });
    }
  });
  if (starts.length < 2) return null;
  const out: Documents = { elements: [], remarks: [], titles: new Set(starts.flatMap((s) => [lines[s.i], ...(s.title !== undefined ? [lines[s.title]] : [])])) };
  starts.forEach((s, k) => {
    const end = starts[k + 1]?.i ?? lines.length;
    const body = lines.slice(s.i + 1, end).filter((l) => !out.titles.has(l));
    const ids = new Set(body.map(idOf).filter((x): x is string => !!x));
    if (ids.size !== 1) return;
    const line = body.find((l) => idOf(l))!;
    const verdict = s.title !== undefined ? titleVerdict(lines[s.title]) : saidIn(body);
    if (verdict === undefined || verdict === 'unknown') return;
    const id = idOf(line)!;
    const designation = line.raw.slice(0, line.raw.indexOf(id)).replace(/(?:\s*(?:[–—:-]|rep[eè]re|n°))+\s*$/i, '').trim();
    out.elements.push({ identification_number: id, designation, verdict, line });
    if (verdict !== 'non_compliant') return;
    for (const l of body) {
      const c = cells(l.raw);
      const label = c.findIndex((x) => GAP_LABEL.test(fold(x.text)));
      if (label < 0) continue;
      const text = c.slice(label + 1).map((x) => x.text).join(' ').trim();
      if (text) out.remarks.push({ text, identification_number: id, line: l });
      break;
    }
  });
  return out.elements.length >= 2 ? out : null;
}
