// A form whose yes / no answers are stacked in each cell: "OUI ☐" on the row's top line, "NON ☐"
// on a line below, the cross drawn by hand on one of the two boxes (round 24's Worthington
// receivers' sheet). Read line by line, each line prints an option beside its own empty box
// (rows.ts: no answer), so the row's result was never read. The two lines are put back as one:
// each cell becomes the option whose box the cross touches ("OUI ☐X", "NON X☐", "☒"); a cross on
// neither box, or on both, leaves the cell empty (nothing is sure: a cross fallen between the
// two lines is not read as either).
import type { Line } from './header';
import { fold } from './normalise';
import { indented, onPage } from './rows';

const OPTION = /\b(OUI|NON|YES|NO)(\s{1,8})(X?\s?[☐□☒]\s?X?)(?=\s|$)/g;
/** Lines below the options' top line where their bottom line may be (a row's middle lines between). */
const REACH = 4;

interface Option { yes: boolean; at: number; end: number; marked: boolean }

function optionsOf(raw: string): Option[] {
  return [...raw.matchAll(OPTION)].map((m) => ({
    yes: /^(OUI|YES)$/.test(m[1]), at: m.index, end: m.index + m[0].length, marked: /X|☒/.test(m[3]),
  }));
}

const overwrite = (raw: string, at: number, end: number, text: string) => raw.slice(0, at) + text.padEnd(end - at) + raw.slice(end);


function laidOut(l: Line, page: string): Line {
  const { raw, indent } = indented(page.replace(/\s+$/, ''));
  return { ...l, raw, folded: fold(raw), indent };
}

/** The lines with each stacked pair of options read as one answer on the top line, the bottom line's options blanked. */
export function joinStackedOptions(lines: Line[]): Line[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const top = optionsOf(onPage(out[i]));
    if (top.filter((o) => o.yes).length < 2 || top.some((o) => !o.yes)) continue;
    for (let j = i + 1; j <= Math.min(out.length - 1, i + REACH); j++) {
      const below = optionsOf(onPage(out[j]));
      if (below.some((o) => o.yes)) break;
      const pairs = top.map((t) => ({ t, b: below.find((b) => Math.abs(b.at - t.at) <= 2) })).filter((p) => p.b);
      if (pairs.length < 2 || pairs.length < below.length) continue;
      let raw = onPage(out[i]);
      let under = onPage(out[j]);
      for (const { t, b } of pairs) {
        const answer = t.marked === b!.marked ? '' : t.marked ? 'OUI' : 'NON';
        raw = overwrite(raw, t.at, t.end, answer);
        under = overwrite(under, b!.at, b!.end, '');
      }
      out[i] = laidOut(out[i], raw);
      out[j] = laidOut(out[j], under);
      break;
    }
  }
  return out;
}
