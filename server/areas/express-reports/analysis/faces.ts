// Round 21b: index cards filled on site and scanned in two passes, every recto first, then every
// verso ("FICHE N° 3 – RECTO": the truck's identity; "FICHE N° 3 – VERSO": its checks and its
// decision). The card's number is the only link: each verso is read right after its recto.
import type { Line } from './header';

const FACE = /^\W*(?:fiche|carte|feuillet|bristol)\s+n[°o]?\s*(\d{1,4})\s*[–—-]\s*(recto|verso)\b/;

interface Face { number: number; side: 'recto' | 'verso'; lines: Line[] }

/** The lines with each verso moved after its recto; unchanged when the report has no such pairs (two at least). */
export function pairFaces(lines: Line[]): Line[] {
  const before: Line[] = [];
  const faces: Face[] = [];
  for (const l of lines) {
    const m = FACE.exec(l.folded);
    const current = faces.at(-1);
    if (m) faces.push({ number: Number(m[1]), side: m[2] as Face['side'], lines: [l] });
    else if (current && current.lines[0].page === l.page) current.lines.push(l);
    else if (!current) before.push(l);
    else faces.push({ number: -1, side: 'recto', lines: [l] }); // a new page's lines before its first card
  }
  const key = (f: Face) => `${f.number}`;
  const versos = new Map(faces.filter((f) => f.side === 'verso' && f.number >= 0).map((f) => [key(f), f]));
  const paired = faces.filter((f) => f.side === 'recto' && f.number >= 0 && versos.has(key(f)));
  if (paired.length < 2) return lines;
  const used = new Set(paired.map(key));
  const out = [...before];
  for (const f of faces) {
    if (f.side === 'verso' && used.has(key(f))) continue;
    out.push(...f.lines);
    if (f.side === 'recto' && used.has(key(f))) out.push(...versos.get(key(f))!.lines);
  }
  return out;
}
