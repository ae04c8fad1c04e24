// A table printed sideways on a portrait page (round 19's Jaulin synthesis: "tourner la page d'un
// quart de tour"): pdf.js gives every cell as a turned item. Laid out by their page coordinates,
// a column became a line and the rows were lost. When most of a page's letters are turned one
// way, those items are turned back upright (as a reader turns the page) and read as a page of
// their own, after the page's upright lines (its running head and foot).
import type { Item } from './pen-marks';
import type { Turned } from './vertical-heads';

const letters = (s: string) => s.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
/** Fewer turned letters than this: a few column heads (vertical-heads.ts), not a sideways page. */
const MIN_TURNED = 40;

/**
 * Turned items → upright items when they carry most of the page's letters, else null.
 * Text running up (the page turned a quarter clockwise to read it): (x, y) → (y, −x);
 * running down: (x, y) → (−y, x). The other direction's items stay turned.
 */
export function turnUpright(turned: Turned[], flat: Item[]): { upright: Item[]; rest: Turned[] } | null {
  const up = turned.filter((t) => t.up);
  const down = turned.filter((t) => !t.up);
  const count = (ts: { str: string }[]) => ts.reduce((n, t) => n + letters(t.str), 0);
  const [major, minor] = count(up) >= count(down) ? [up, down] : [down, up];
  const n = count(major);
  if (n < MIN_TURNED || n <= count(flat)) return null;
  const upright = major.map((t) => ({
    str: t.str,
    x: t.up ? t.y : -t.y,
    y: t.up ? -t.x : t.x,
    w: t.length,
    h: t.size,
  }));
  return { upright, rest: minor };
}
