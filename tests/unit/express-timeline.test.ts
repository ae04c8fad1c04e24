// Round 18c of issue 26: a follow-up sheet whose rows are timelines (round 18's SIR sheets, measured
// once in 0fecbf1): the years head their columns, and the day's decision, in the last column, is
// printed on a line of its own in each row beside the colour of the day's drawn dot. Each test of
// the first describe fails on the rules before it (77645cc); the second guards what they must not read.
import { describe, expect, it } from 'vitest';
import { verdicts } from '../fixtures/express/extraction';

const YEARS = Array.from({ length: 14 }, (_, i) => String(2019 + i)).join('   ');
// As the text layer lays the header out: the years' narrow cells push the last label right of its column.
const HEAD = `N°   ${'Équipement – repère – emplacement'.padEnd(53)}Plan         ${YEARS}   Décision du jour`;
const row = (n: number, name: string, id: string, colour: string, decision: string) => [
  `     ${`${name} – ${id}`.padEnd(53)}IP 48 mois`,
  String(n),
  `${' '.repeat(120)}${colour.padEnd(41)}${decision}`,
  `     ${'atelier A – PS 8 bar – V 500 L'.padEnd(53)}RP 10 ans`,
];
const KEY = 'La décision du jour figure dans la dernière colonne : MAINTIEN EN SERVICE = maintien jusqu\'à la prochaine échéance ; ARRÊT = équipement mis hors service ; NON INSPECTÉ = inspection non réalisée ce jour.';

describe('round 18c: a timeline sheet\'s decisions', () => {
  it('reads each row\'s decision, printed under the last column on a line of its own', async () => {
    const read = await verdicts([
      'FICHES DE SUIVI EN SERVICE DES ÉQUIPEMENTS SOUS PRESSION', KEY, HEAD,
      ...row(1, 'Récipient sous pression 011', 'N-1-0011', 'Rouge', 'ARRÊT – remise en état (C1)'),
      ...row(2, 'Générateur de vapeur 012', 'N-1-0012', 'Vert', 'MAINTIEN EN SERVICE'),
      ...row(3, 'Tuyauterie 013', 'N-1-0013', 'Vert', 'MAINTIEN EN SERVICE'),
    ]);
    // Before: the header was no header (its years are figures), and every row was unknown.
    expect(read).toEqual([['N-1-0011', 'non_compliant'], ['N-1-0012', 'compliant'], ['N-1-0013', 'compliant']]);
  });
  it('the report\'s own inspection plan, named beside the visit\'s date, is no element', async () => {
    const read = await verdicts([
      `   ${'Inspection périodique réalisée le'.padEnd(45)}${'2 août 2026'.padEnd(40)}${'Plan d\'inspection'.padEnd(27)}PI-LYO-97 rév. C du 20/06/2025`,
      HEAD, ...row(1, 'Récipient sous pression 011', 'N-1-0011', 'Vert', 'MAINTIEN EN SERVICE'),
    ]);
    expect(read.map(([id]) => id)).toEqual(['N-1-0011']);
  });
});

describe('round 18c: what the timeline rule leaves alone', () => {
  it('in a table with no years, a sheet\'s lines starting just left of the result column are no row\'s result', async () => {
    // Round 6's thermography sheets: the row's result stands, whatever the sheet's notes under it.
    const read = await verdicts([
      'N°   Repère          Installation                   Local                    Charge     Résultat',
      '3    N-1-0073        Transformateur 073             Atelier usinage          75 %       Point chaud – fiche A1',
      'Fiche A1 – repère N-1-0073 – Transformateur 073',
      `${' '.repeat(76)}phase L2`,
      `${' '.repeat(76)}T réf. : 41,4 °C`,
    ]);
    expect(read[0]).toEqual(['N-1-0073', 'non_compliant']);
  });
});
