// Round 15b: a questionnaire per element ("5. L'équipement peut-il être maintenu en service ?"
// with a box ticked under "Oui", "Non" or "S.O."): the question that asks whether the element is
// fit decides, by the column its tick is in; the other questions are its checks, and a question
// whose "Oui" would be bad ("Des dégradations ont-elles été constatées ?") decides nothing.
import type { Verdict } from './vocabulary';
import { fold } from './normalise';
import { verdictOf } from './verdicts';

const ANSWER = /^(oui|non|s\.?\s?o\.?|sans objet|n\.?\s?a\.?)$/;

/** The answers of a questionnaire's header ("Oui   Non   S.O."), in their order; null for any other line. */
export function answersHeader(raw: string): string[] | null {
  const cs = raw.trim().split(/\s{2,}/).map((c) => fold(c));
  return cs.length >= 2 && cs.length <= 3 && cs.every((c) => ANSWER.test(c)) && cs.includes('oui') && cs.includes('non') ? cs : null;
}

/** The verdict a question on whether the element is fit gives by its one ticked box; undefined for any other line. */
export function questionVerdict(raw: string, answers: string[] | null): Verdict | undefined {
  const at = raw.lastIndexOf('?');
  if (!answers || at < 0) return undefined;
  const boxes = raw.slice(at + 1).match(/[☐□☒☑■✓✔]/g) ?? [];
  const ticked = boxes.flatMap((b, i) => (/[☒☑■✓✔]/.test(b) ? [i] : []));
  if (boxes.length !== answers.length || ticked.length !== 1) return undefined;
  // "peut-il être maintenu", "est-elle conforme": the inverted subject is no word of the predicate.
  const question = fold(raw.slice(0, at)).replace(/-t-(il|elle)s?\b|-(il|elle)s?\b/g, '');
  if (verdictOf(question)?.verdict !== 'compliant' || /\b(ne|n'|pas|non|sans)\b/.test(question)) return undefined;
  const answer = answers[ticked[0]];
  return answer === 'oui' ? 'compliant' : answer === 'non' ? 'non_compliant' : null;
}
