// Round 15b: a letter's blanket statement ("À l'exception des points énumérés ci-dessous, les
// installations visitées n'appellent aucune remarque de notre part et sont en bon état de
// fonctionnement"): the elements it sets apart are read from their own lines; the others (an
// annex's inventory, with no verdict of their own) are fit. Only when every element the report
// singles out was read: a point not understood must not leave its element fit by default.
import { GROUP_TALK } from './sections';
import type { ReadElement, ReadRemark } from './items';
import type { Line } from './header';
import { fold } from './normalise';
import { GAP } from './rows';
import { applyDecisions, applyPlanMarks } from './decisions';
import { applyLogbook } from './logbook';
import { sentenceVerdict } from './sentences';

const EXCEPT = /^(?:a l'exception|hormis|en dehors|sauf)\b[^,]{0,60}\b(?:ci-dessous|ci-apres|suivants?|enumeres?|signales?|mentionnes?|releves?)\b[^,]{0,30},\s*(.+)$/;

export function applyBlanket(lines: Line[], elements: ReadElement[], remarks: ReadRemark[]) {
  const sentences = lines.map((l) => fold(l.raw).trim()).join(' ').split(/(?<=[.!?])\s+/);
  const blanket = sentences.map((s) => EXCEPT.exec(s)).find((m) => m && GROUP_TALK.test(m[1]));
  if (!blanket || sentenceVerdict(blanket[1]) !== 'compliant') return;
  const read = new Set(elements.filter((e) => e.verdict !== 'unknown').map((e) => e.identification_number));
  // Singled out: an element with a remark, or named in the letter's text (a line that is no table's row, nor the identifier alone).
  const named = elements.filter((e) => !GAP.test(e.line.raw) && e.line.raw.trim().split(/\s+/).length >= 3).map((e) => e.identification_number);
  const singled = new Set([...remarks.map((r) => r.identification_number), ...named].filter(Boolean));
  if ([...singled].some((id) => !read.has(id))) return;
  // Only an inventory's rows: a reference alone on its line ("contrat n°" / "F-2146") is no installation.
  for (const e of elements) if (e.verdict === 'unknown' && GAP.test(e.line.raw) && !read.has(e.identification_number) && !singled.has(e.identification_number)) e.verdict = 'compliant';
}

/** What a report says of its elements as a whole, once its lines are read: decisions citing rows, sections of defects, a letter's blanket statement, logbooks. */
export function afterReading(lines: Line[], elements: ReadElement[], remarks: ReadRemark[], rowNumbers: Map<number, string | null>, defective: Set<string>) {
  applyDecisions(lines, elements, rowNumbers);
  applyPlanMarks(lines, elements, rowNumbers);
  for (const e of elements) if (e.verdict === 'unknown' && defective.has(e.identification_number)) e.verdict = 'non_compliant';
  applyBlanket(lines, elements, remarks);
  applyLogbook(lines, elements);
}
