// Round 15b: a questionnaire per element ("5. L'équipement peut-il être maintenu en service ?"
// with a box ticked under "Oui", "Non" or "S.O."): the question that asks whether the element is
// fit decides, by the column its tick is in; the other questions are its checks, and a question
// whose "Oui" would be bad ("Des dégradations ont-elles été constatées ?") decides nothing.
import type { Verdict } from './vocabulary';
import type { Line } from './header';
import { fold } from './normalise';
import { placed } from './table-header';
import { verdictOf } from './verdicts';

const ANSWER = /^(oui|non|s\.?\s?o\.?|sans objet|n\.?\s?a\.?)$/;

export interface Answer { label: string; at: number }
/** A ticked box as OCR reads it ("☒" read "&", "®", "X"). */
const OCR_TICK = /^(?:[&®©☒☑■✓✔]|[xX]|\[[xX]\])$/;

/** The answers of a questionnaire's header ("Oui   Non   S.O."), in their order, with their offsets; null for any other line. */
export function answersHeader(line: Line): Answer[] | null {
  // A scan's specks around it ("ë", "‘") are no answers.
  const cs = placed(line).map((c) => ({ label: fold(c.text), at: c.at })).filter((c) => line.weight >= 1 || !/^[^\p{L}\p{N}]+$|^\p{L}$/u.test(c.label));
  const labels = cs.map((c) => c.label);
  return cs.length >= 2 && cs.length <= 3 && labels.every((c) => ANSWER.test(c)) && labels.includes('oui') && labels.includes('non') ? cs : null;
}

/** The answer whose box is ticked: the box glyphs in order, or on a scan the one tick OCR read under an answer's label. */
function tickedAnswer(line: Line, at: number, answers: Answer[]): string | undefined {
  const boxes = line.raw.slice(at + 1).match(/[☐□☒☑■✓✔]/g) ?? [];
  const ticked = boxes.flatMap((b, i) => (/[☒☑■✓✔]/.test(b) ? [i] : []));
  if (boxes.length === answers.length && ticked.length === 1) return answers[ticked[0]].label;
  if (line.weight >= 1) return undefined;
  // Round 16b: a scan: the cells after the question, each under the nearest answer.
  const after = placed(line).filter((c) => c.at > (line.indent ?? 0) + at);
  const ticks = after.filter((c) => OCR_TICK.test(c.text));
  if (ticks.length !== 1) return undefined;
  const nearest = answers.reduce((best, a) => (Math.abs(a.at - ticks[0].at) < Math.abs(best.at - ticks[0].at) ? a : best));
  return Math.abs(nearest.at - ticks[0].at) <= 4 ? nearest.label : undefined;
}

/** The verdict a question on whether the element is fit gives by its one ticked box; undefined for any other line. */
export function questionVerdict(line: Line, answers: Answer[] | null): Verdict | undefined {
  const raw = line.raw;
  const at = raw.lastIndexOf('?');
  if (!answers || at < 0) return undefined;
  // "peut-il être maintenu", "est-elle conforme": the inverted subject is no word of the predicate.
  const question = fold(raw.slice(0, at)).replace(/-t-(il|elle)s?\b|-(il|elle)s?\b/g, '');
  if (verdictOf(question)?.verdict !== 'compliant' || /\b(ne|n'|pas|non|sans)\b/.test(question)) return undefined;
  const answer = tickedAnswer(line, at, answers);
  return answer === undefined ? undefined : answer === 'oui' ? 'compliant' : answer === 'non' ? 'non_compliant' : null;
}
