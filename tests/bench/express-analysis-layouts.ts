// The real-layout part of the express analysis bench (issue 26): the layouts of
// tests/fixtures/express/real, each half measured apart (the tuning half, round 2's former
// held-out half, round 3's held-out half), digital and scanned, per layout and per field. Scanned reports are one page each, read one at a time
// (OCR concurrency 1 on this shared machine).
import type { ExtractContext } from '../../server/areas/express-reports/analysis';
import type { CorpusElement } from '../fixtures/express/generate';
import { generateRealReport, HALVES, realSpecs, type Half } from '../fixtures/express/real/corpus';
import { emptyScores, precision, recall, score, type Field, type Tally } from '../fixtures/express/score';
import { analyse } from './express-analysis-run';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const pr = (t: Tally) => `${pct(precision(t))} / ${pct(recall(t))}`;
const acc = (t: Tally) => `${pct(t.expected ? t.tp / t.expected : 1)} (${t.tp}/${t.expected})`;
type Scores = ReturnType<typeof emptyScores>;
const add = (into: Scores, s: Scores) => { for (const f of Object.keys(s) as Field[]) for (const k of ['tp', 'predicted', 'expected'] as const) into[f][k] += s[f][k]; };

export interface LayoutsRun { halves: Half[]; perLayout: number; elements: CorpusElement[]; ctx: ExtractContext; ids: Map<string, number>; regulationId: (name: string) => number }

export async function benchLayouts(run: LayoutsRun, say: (s?: string) => void) {
  const targets: Record<'digital' | 'scanned', string> = { digital: '≥ 95 % elements and verdicts, ≥ 98 % date and body, < 0.3 s a page', scanned: '≥ 85 % elements and verdicts, ≥ 98 % date and body, < 10 s a page' };
  const titles: Record<Half, [string, string]> = {
    tuning: ['Tuning half (rounds 1 and 2: the rules were written against it)', 'Tuning'],
    held_out: ["Round 2's held-out half (measured once in round 2, then tuned on in round 3)", 'Former held-out (round 2)'],
    held_out_3: ["Round 3's held-out half (measured once in round 3, then tuned on in round 4)", 'Former held-out (round 3)'],
    held_out_4: ['Round 4 held-out half (written before round 4 changed any rule, never tuned against)', 'Held-out (round 4)'],
    held_out_5: ['Round 5 held-out half (written blind, measured once on 27 Nov 2026 (fdadc60), then tuned on in round 5b)', 'Former held-out (round 5)'],
    held_out_6: ['Round 6 held-out half (written blind, measured once on 27 Nov 2026 (7bb9a95), then tuned on in round 6b)', 'Former held-out (round 6)'],
    held_out_7: ['Round 7 held-out half (written blind, measured once on 27 Nov 2026 (87aab8e), then tuned on in round 7b)', 'Former held-out (round 7)'],
    held_out_8: ['Round 8 held-out half (written blind, measured once on 27 Nov 2026 (876a379), then tuned on in round 8b)', 'Former held-out (round 8)'],
    held_out_9: ['Round 9 held-out half (written blind, measured once on 27 Nov 2026 (58959bd), then tuned on in round 9b)', 'Former held-out (round 9)'],
    held_out_10: ['Round 10 held-out half (written blind, measured once on 27 Nov 2026 (a9f19ee), then tuned on in round 10b)', 'Former held-out (round 10)'],
    held_out_11: ['Round 11 held-out half (written blind, measured once on 27 Nov 2026 (8c91f39), then tuned on in round 11b)', 'Former held-out (round 11)'],
    held_out_12: ['Round 12 held-out half (written blind, measured once on 27 Nov 2026 (e02160a), then tuned on in round 12b)', 'Former held-out (round 12)'],
    held_out_13: ['Round 13 held-out half (written blind, measured once on 27 Nov 2026 (2e85c9b), then tuned on in round 13b)', 'Former held-out (round 13)'],
    held_out_14: ['Round 14 held-out half (written blind, measured once on 27 Nov 2026 (d7f4392), then tuned on in round 14b)', 'Former held-out (round 14)'],
    held_out_15: ['Round 15 held-out half (written blind, measured once on 27 Nov 2026 (8685500), then tuned on in round 15b)', 'Former held-out (round 15)'],
    held_out_16: ['Round 16 held-out half (written blind, measured once on 27 Nov 2026 (d6a5895), then tuned on in round 16b)', 'Former held-out (round 16)'],
    held_out_17: ['Round 17 held-out half (written blind, measured once on 28 Nov 2026 (d554fc0), then tuned on in round 17b)', 'Former held-out (round 17)'],
    held_out_18: ['Round 18 held-out half (written blind, measured once on 28 Nov 2026 (0fecbf1), then tuned on in round 18b)', 'Former held-out (round 18)'],
    held_out_19: ['Round 19 held-out half (written blind, measured once on 28 Nov 2026 (3a13dff), then tuned on in round 19b)', 'Former held-out (round 19)'],
    held_out_20: ['Round 20 held-out half (written blind, measured once on 28 Nov 2026 (7d14e97), then tuned on in round 20b)', 'Former held-out (round 20)'],
    held_out_21: ['Round 21 held-out half (written blind, measured once on 28 Nov 2026 (43a92dc), then tuned on in round 21b)', 'Former held-out (round 21)'],
    held_out_22: ['Round 22 held-out half (written blind, measured once on 28 Nov 2026 (1193c40), then tuned on in round 22b)', 'Former held-out (round 22)'],
    held_out_23: ['Round 23 held-out half (written blind, measured once on 29 Nov 2026 (33af6bf), then tuned on in round 23b)', 'Former held-out (round 23)'],
    held_out_24: ['Round 24 held-out half (written blind, measured once on 29 Nov 2026 (92c1108), then tuned on in round 24b)', 'Former held-out (round 24)'],
    held_out_25: ['Round 25 held-out half (written blind, measured once on 29 Nov 2026 (29af6ef), then tuned on in round 25b)', 'Former held-out (round 25)'],
    held_out_26: ['Round 26 held-out half (written blind, measured once on 29 Nov 2026 (fff9e16), then tuned on in round 26b)', 'Former held-out (round 26)'],
  };
  for (const half of run.halves) {
    say();
    say(`## ${titles[half][0]}: ${Object.keys(HALVES[half]).join(', ')}`);
    for (const kind of ['digital', 'scanned'] as const) {
      const specs = realSpecs(half, kind === 'digital' ? run.perLayout : 1, run.elements, { scanned: kind === 'scanned' });
      const byLayout = new Map<string, { s: Scores; pages: number; ms: number; reports: number }>();
      for (const spec of specs) {
        const { pdf, truth } = await generateRealReport(spec);
        const r = await analyse(pdf, run.ctx);
        const entry = byLayout.get(spec.layout) ?? { s: emptyScores(), pages: 0, ms: 0, reports: 0 };
        score(r.result, truth, run.ids, run.regulationId(truth.regulation), entry.s);
        // EXPRESS_MISSES=1: every wrong verdict on stderr, with its line (what the SQL matcher made of it).
        if (process.env.EXPRESS_MISSES) {
          const want = new Map(truth.elements.map((e) => [run.ids.get(e.identification_number), e.verdict]));
          for (const e of r.result.elements) {
            const expected = e.element === null ? 'not matched' : want.has(e.element) ? want.get(e.element) : 'not in the report';
            if (e.verdict !== 'unknown' && e.verdict !== expected) console.error(`${spec.layout} ${kind}: ${e.verdict} (want ${expected}) ${e.identification_number} → ${e.element} | ${e.excerpt}`);
          }
        }
        entry.pages += r.pages.length;
        entry.ms += r.textMs + r.ocrMs + r.extractMs;
        entry.reports += 1;
        byLayout.set(spec.layout, entry);
      }
      const total = { s: emptyScores(), pages: 0, ms: 0, reports: 0 };
      say();
      say(`### ${titles[half][1]}, ${kind} (target ${targets[kind]})`);
      say();
      say('| layout | reports / pages | elements P / R | verdicts P / R | false facts | date | body | regulation | remarks P / R | s / page |');
      say('|---|---|---|---|---|---|---|---|---|---|');
      for (const [layout, e] of byLayout) {
        add(total.s, e.s);
        total.pages += e.pages; total.ms += e.ms; total.reports += e.reports;
        say(`| ${layout} | ${e.reports} / ${e.pages} | ${pr(e.s.elements)} | ${pr(e.s.verdicts)} | ${e.s.facts.predicted - e.s.facts.tp} | ${acc(e.s.inspection_date)} | ${acc(e.s.organisation)} | ${acc(e.s.regulation)} | ${pr(e.s.remarks)} | ${(e.ms / e.pages / 1000).toFixed(3)} |`);
      }
      const t = total.s;
      say(`| **all** | ${total.reports} / ${total.pages} | **${pr(t.elements)}** | **${pr(t.verdicts)}** | **${t.facts.predicted - t.facts.tp}** | **${acc(t.inspection_date)}** | **${acc(t.organisation)}** | ${acc(t.regulation)} | ${pr(t.remarks)} | **${(total.ms / total.pages / 1000).toFixed(3)}** |`);
      say();
      say(`Counts (found / predicted / expected): elements ${t.elements.tp}/${t.elements.predicted}/${t.elements.expected}, verdicts ${t.verdicts.tp}/${t.verdicts.predicted}/${t.verdicts.expected} (an 'unknown' verdict is not a prediction: it lowers recall, never precision); false facts: ${t.facts.predicted - t.facts.tp} of the ${t.facts.predicted} verdicts read on the client's own elements, which validation would record as they are (facts precision ${pct(precision(t.facts))}); the other wrong verdicts are on rows no element matched.`);
    }
  }
}
