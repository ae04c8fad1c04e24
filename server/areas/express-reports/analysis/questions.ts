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

/** Round 24b: asked in English ("Is the equipment safe to operate?", LOLER's report of thorough examination). */
const FIT_QUESTION = /\b(safe to (operate|use)|fit (for|to) (use|service|purpose|operate)|(in|is) (a )?safe (working )?condition)\b/;
const INLINE = /([☐□☒☑■])\s*(oui|non|yes|no)\b/giu;

/**
 * Round 24b: a question on whether the element is fit, its answers' boxes on its line ("Is the
 * equipment safe to operate?   ☒ YES   ☐ NO"): the one ticked decides; neither ticked and the
 * line saying the element was not examined, "not verified".
 */
export function inlineAnswer(line: Line): Verdict | undefined {
  const at = line.raw.lastIndexOf('?');
  if (at < 0) return undefined;
  const question = fold(line.raw.slice(0, at)).replace(/-t-(il|elle)s?\b|-(il|elle)s?\b/g, '');
  const asks = FIT_QUESTION.test(question) || (verdictOf(question)?.verdict === 'compliant' && !/\b(ne|n'|pas|non|sans|not)\b/.test(question));
  if (!asks) return undefined;
  const rest = line.raw.slice(at + 1);
  const options = [...rest.matchAll(INLINE)];
  if (options.length !== 2 || new Set(options.map((m) => /^(oui|yes)$/i.test(m[2]))).size !== 2) return undefined;
  const ticked = options.filter((m) => /[☒☑■]/.test(m[1]));
  if (ticked.length === 1) return /^(oui|yes)$/i.test(ticked[0][2]) ? 'compliant' : 'non_compliant';
  if (!ticked.length && /\b(not (examined|inspected|tested)|non (examinee?|verifiee?|inspectee?|controlee?))\b/.test(fold(rest))) return null;
  return undefined;
}
