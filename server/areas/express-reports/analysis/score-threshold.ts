// Round 13b: a score column read against the threshold of conformity the report states
// ("conforme si son score est supérieur ou égal à 80 %"), kept in the legend.
import { fold } from './normalise';
import type { Legend } from './vocabulary';

/** Round 13b: a score's threshold the report states ("conforme si son score est supérieur ou égal à 80 %"), kept as the key SCORE≥80 (SCORE>80 when strict). */
const THRESHOLD = /conformes? si (son |le |sa )?(score|taux|note|pourcentage)[^.%]{0,40}?(superieure? ou egale?|>=|≥|au moins|superieure?)\s*(a\s*)?(\d{1,3})\s*%/;
export function readThreshold(lines: { raw: string }[], legend: Legend) {
  const m = THRESHOLD.exec(fold(lines.map((l) => l.raw).join(' ')));
  if (m) legend.set(`SCORE${/^superieure?$/.test(m[3]) ? '>' : '≥'}${m[5]}`, 'compliant');
}
/** The stated threshold, if any. */
export function scoreThreshold(legend: Legend): { min: number; strict: boolean } | null {
  for (const k of legend.keys()) { const m = /^SCORE([>≥])(\d{1,3})$/.exec(k); if (m) return { min: Number(m[2]), strict: m[1] === '>' }; }
  return null;
}
