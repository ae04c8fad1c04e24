// Round 23's FB Incendie export: an online form's responses printed, one card per door, each
// question on its line and its answer on the next ("Repère de la porte (étiquette client) *" /
// "N-1-0065"; "Résultat de la porte *" / "◉ Conforme   ○ Non conforme   ○ Non vérifiable", the
// filled radio read as a ticked box: pen-marks.ts). In such an export (it says "Indique une
// question obligatoire" or "Réponse 3 sur 12"), a required question and its answer are read as
// one "question : answer" line.
import type { Line } from './header';
import { fold } from './normalise';

const FORM = /\b(?:indique une question obligatoire|reponse \d{1,4} sur \d{1,4})\b/;
/** A required question: a few words, its star at the end. */
const QUESTION = /^[^:*]{3,80}?\s\*$/;

export function joinAnswers(lines: Line[]): Line[] {
  if (!FORM.test(lines.map((l) => l.folded).join(' '))) return lines;
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]; const next = lines[i + 1];
    if (next && next.page === l.page && QUESTION.test(l.raw.trim()) && !QUESTION.test(next.raw.trim())) {
      // A list of options, one ticked: the others are unticked boxes (their empty circles are no text).
      const options = next.raw.trim().split(/\s{3,}/);
      const answer = options.length > 1 && options.filter((o) => o.startsWith('☒')).length === 1
        ? options.map((o) => (o.startsWith('☒') ? o : `☐ ${o}`)).join('   ') : next.raw.trim();
      const raw = `${l.raw.trim().replace(/\s*\*$/, '')} : ${answer}`;
      out.push({ ...l, raw, folded: fold(raw), indent: 0 });
      i++;
    } else out.push(l);
  }
  return out;
}
