// Round 24b: a text layer laid askew: a sheet photographed or scanned at an angle and made
// searchable, or slips laid by hand two to a page, each at its own angle. Every word of such a
// sheet shares its small angle, so its lines climb across the page and break into pieces when
// read by height. The words sharing one angle are turned back by it, each sheet by its own; a
// stamp tilted alone (a few words) keeps its angle (text-layer.ts reads it by its middle).

/** Skews read as such: from a third of a degree (a straight page's words read 0) to 10°. */
const MIN = (0.3 * Math.PI) / 180;
const MAX = (10 * Math.PI) / 180;
/** Words sharing an angle within this are one sheet's. */
const SAME = (0.15 * Math.PI) / 180;
/** At least this many words share the angle: a sheet, not a stamp. */
const WORDS = 12;

export interface Placed { str: string; a: number; b: number; e: number; f: number }

/** For each word, the angle its sheet is turned back by (0: none). */
export function sheetAngles(items: Placed[]): number[] {
  const angles = items.map((i) => Math.atan2(i.b, i.a));
  const askew = angles.map((t, k) => (Math.abs(t) >= MIN && Math.abs(t) <= MAX && items[k].str.trim() ? t : null));
  return angles.map((t, k) => {
    if (askew[k] === null) return 0;
    const sharing = askew.filter((u) => u !== null && Math.abs(u - t) <= SAME).length;
    return sharing >= WORDS ? t : 0;
  });
}

/** The point (e, f) turned back by `t` around the page's origin. */
export const turnBack = (e: number, f: number, t: number) => ({ x: e * Math.cos(t) + f * Math.sin(t), y: f * Math.cos(t) - e * Math.sin(t) });
