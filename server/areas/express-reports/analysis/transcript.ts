// Round 19's Certi-Diag dictation: the automatic transcript of what the inspector said on site,
// one utterance a line "[00:25:21]   VÉRIF. :   Transformateur 117, repère N-1-0117, … Conforme.",
// its words wrapped under it. Each utterance is put back on one line, without its time and its
// speaker, so that an installation and the verdict said after it are one sentence's. The order is
// the visit's: a later "Retour sur …" about an installation is read after its first line.
import type { Line } from './header';
import { fold } from './normalise';

/** "[00:25:21]   VÉRIF. :   " or "00:25   Client : ": a time, then who speaks (a log's times alone are no dialogue). */
const UTTERANCE = /^\[?\d{1,2}:\d{2}(?::\d{2})?\]?\s{2,}\p{L}[\p{L}.' -]{0,23}?\s?:(?:\s{2,}|\s(?=\p{L}))/u;

export function joinUtterances(lines: Line[]): Line[] {
  // A dialogue: three utterances at least, by two speakers at least.
  const speakers = new Set(lines.map((l) => UTTERANCE.exec(l.raw)?.[0].replace(/^\S+\s+/, '').replace(/\s*:.*$/s, '').toLowerCase()).filter(Boolean));
  if (lines.filter((l) => UTTERANCE.test(l.raw)).length < 3 || speakers.size < 2) return lines;
  const out: Line[] = [];
  let open: Line | null = null;
  for (const l of lines) {
    const m = UTTERANCE.exec(l.raw);
    if (m) {
      const raw = l.raw.slice(m[0].length).trim();
      open = { ...l, raw, folded: fold(raw), indent: 0 };
      out.push(open);
    } else if (open && (l.indent ?? 0) >= 3 && l.page === open.page) {
      const raw = `${open.raw} ${l.raw.trim()}`;
      Object.assign(open, { raw, folded: fold(raw) });
    } else {
      open = null;
      out.push(l);
    }
  }
  return out;
}
