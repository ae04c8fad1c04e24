// Round 14b: a report's sections by outcome ("A. Équipements maintenus en service", "B. …
// présentant un écart", "C. Équipements non inspectés"), each followed by its elements' bullets:
// the heading's verdict is theirs (items.ts reads the lines; here, what a heading and a bullet are).
import type { Line } from './header';
import type { ReadVerdict } from './items';
import { OTHER_HEADER, REMARKS_HEADER } from './item-patterns';
import { bestId, STRONG } from './rows';
import { statedVerdict } from './sentences';
import { verdictOf } from './verdicts';
import { lexiconVerdict } from './vocabulary';

/** Words about several elements (a section's heading, not one element's conclusion). */
export const GROUP_TALK = /\b(chariots|appareils|equipements|installations|recipients|reservoirs|extincteurs|portes|tableaux|elements|materiels|engins)\b/;
/** A bullet line naming an element ("• Récipient sous pression 039 – repère N-1-0039 – azote liquide, …"). */
export const BULLET_ITEM = /^[•▪►*–—-]\s+\S/;
/** A lettered or numbered section heading ("A. …", "A bis. …", "II. …", "3) …"). */
const SECTION = /^([A-Z](?:\s?bis|\s?ter)?|[IVX]{1,4}|\d{1,2})[.)]\s+(?=\p{L})/u;

/**
 * The outcome a section heading gives the elements listed under it, when its next line is an
 * element's bullet: its words say a verdict ("maintenus en service", "présentant un écart",
 * "non inspectés"); a remarks or a list heading is none.
 */
export function sectionGroup(text: string, bare: string, next: Line | undefined): ReadVerdict | undefined {
  if (!SECTION.test(text) || /[^.]\.$/.test(text) || text.split(/\s+/).length > 18 || bestId(text.split(/\s+/), 0, Infinity, 2)) return undefined;
  if (!next || !bulletItem(next.raw.trim()) || verdictOf(next.raw)) return undefined;
  if (REMARKS_HEADER.test(bare) || OTHER_HEADER.test(bare)) return undefined;
  const heading = text.replace(SECTION, '').replace(/\([^)]*\)/g, ' ');
  const stated = statedVerdict(heading);
  const said = stated !== undefined ? stated : lexiconVerdict(heading, true);
  return said === undefined || said === 'unknown' ? undefined : said;
}

/** The element a bullet names surely, with the words before its identifier as its designation. */
export function bulletItem(text: string): { identification_number: string; designation: string } | null {
  if (!BULLET_ITEM.test(text)) return null;
  const tokens = text.split(/\s+/);
  const id = bestId(tokens, 0, Infinity, STRONG);
  if (!id) return null;
  return { identification_number: id.id, designation: tokens.slice(1, id.i).join(' ').replace(/[\s–—,:-]*(n[°o]|repere|identification|serie)?\s*$/i, '').trim() };
}
