// Round 24c of issue 26: yes / no options stacked in a form's cells ("OUI ☐" on the row's top
// line, "NON ☐" below it, a cross drawn by hand on one box), round 24's Worthington receivers'
// sheet. Fails on the rules before stacked.ts but the guards. The first row right under the header
// was taken for the header's last line's cell (rows.ts idUnder compared a raw offset with an indent).
import { describe, expect, it } from 'vitest';
import { pool, read, verdicts } from '../fixtures/express/extraction';
import { generateRealReport, realSpecs } from '../fixtures/express/real/corpus';

const HEAD = [
  'N°   Repère – réservoir    V – PS     Dern. IP   1.        2. Fuite ?   3. Soupape   4.         APTE AU      Observations',
  '                                               Corrosion,               plombée,    Manomètre   SERVICE ?',
  '                                               défor-                   tarage ≤    avec repère',
  '                                               mation ?                 PS ?        PS ?',
];
const row = (id: string, yes: string, no: string, between = '') => [
  `     ${id}              500 L                OUI   ☐     OUI   ☐     OUI   ☐X     OUI   ☐X    ${yes}`,
  '1                                     08/2023',
  `     Réservoir 044         16 b                       X                                                ${between}`,
  `                                                NON ☐       NON ☐X      NON ☐        NON ☐       ${no}`,
];

describe('round 24c: stacked yes / no options', () => {
  it('reads the option whose box the cross touches, on the top line or the bottom one', async () => {
    expect(await verdicts([...HEAD, ...row('N-1-0044', 'OUI X☐', 'NON ☐'), ...row('N-1-0045', 'OUI   ☐', 'NON ☐X'), ...row('N-1-0046', 'OUI   ☐', 'NON X☐')]))
      .toEqual([['N-1-0044', 'compliant'], ['N-1-0045', 'non_compliant'], ['N-1-0046', 'non_compliant']]);
  });
  it('guard: a cross between the two lines, on both boxes or on neither, is no answer', async () => {
    expect(await verdicts([...HEAD, ...row('N-1-0044', 'OUI   ☐', 'NON ☐', 'X'), ...row('N-1-0045', 'OUI   ☐X', 'NON ☐X'), ...row('N-1-0046', 'OUI   ☐', 'NON ☐')]))
      .toEqual([['N-1-0044', 'unknown'], ['N-1-0045', 'unknown'], ['N-1-0046', 'unknown']]);
  });
});

it("reads round 24's Worthington receivers' sheets, each cross on its box, and never a cross between the lines", async () => {
  const specs = realSpecs('held_out_24', 2, pool).filter((s) => s.layout === 'worthington_inverted_questions');
  let sure = 0; let all = 0;
  for (const spec of specs) {
    const { pdf, truth } = await generateRealReport(spec);
    const want = new Map(truth.elements.map((e) => [e.identification_number, e.verdict ?? 'unknown']));
    const got = (await read(pdf)).elements.filter((e) => e.verdict !== 'unknown').map((e) => [e.identification_number, e.verdict]);
    expect(got).toEqual(got.map(([id]) => [id, want.get(id!)]));
    sure += got.length; all += truth.elements.filter((e) => e.verdict).length;
  }
  expect(sure).toBeGreaterThanOrEqual(0.8 * all);
}, 60_000);
