// The report's own tally checks what was read (issue 26, tally.ts): a kind of verdict read more
// often than the report counts it leaves its rows unread. Each test fails without the check.
import { describe, expect, it } from 'vitest';
import { toLines } from '../../server/areas/express-reports/analysis/extract';
import { readTally } from '../../server/areas/express-reports/analysis/tally';
import { readLegend } from '../../server/areas/express-reports/analysis/vocabulary';
import { page, verdicts } from '../fixtures/express/extraction';

const tally = (lines: string[]) => {
  const read = toLines(page(lines));
  const t = readTally(read, readLegend(read));
  return t && [t.compliant, t.non_compliant, t.none];
};

describe('a report\'s tally', () => {
  it('reads the forms reports close on', () => {
    expect(tally(['Appareils inscrits : 11 – aptes : 5 – à réparer : 3 – au rebut : 2 – non présentés : 1. Le résultat de'])).toEqual([5, 5, 1]);
    expect(tally(['8 appareil(s) examiné(s) : 5 maintenu(s) en service, 3 à réparer avant utilisation, 0 non vérifié(s). La'])).toEqual([5, 3, 0]);
    expect(tally(['RECAPITULATIF', 'APPAREILS INSCRITS      : 3', 'CONFORMES              : 2', 'NON CONFORMES          : 1', 'NON CONTROLES          : 0'])).toEqual([2, 1, 0]);
    // "Vérifiés" in a tally counts what was checked: a total, not a verdict.
    expect(tally(['Appareils vérifiés : 5 – conformes : 4 – non conformes : 1 – non vérifiés : 1'])).toEqual([4, 1, 1]);
    expect(tally(['Installations                   10 examinées – 6 conformes – 4 non conformes – 0 non vérifiées'])).toEqual([6, 4, 0]);
    // Codes its legend explains, one or two for a kind; a sentence after it (a date) is not read with it.
    expect(tally(['Légende : F : favorable ; FR : favorable avec réserves ; D : défavorable ; NV : non vérifié',
      'Bilan : 9 appareil(s) – F : 4 ; FR / D : 5 ; NV : 0. Prochaine VGP : juillet 2027.'])).toEqual([4, 5, 0]);
  });
  it('is not read from findings, from a total that is not the sum, or from tallies that disagree', () => {
    expect(tally(['Constats : 3 observation(s), 2 non-conformité(s), 1 conforme(s)'])).toBeNull();
    expect(tally(['10 appareil(s) : 3 conforme(s), 2 non conforme(s)'])).toBeNull();
    expect(tally(['Lyon : 3 conforme(s), 1 non conforme(s)', 'Nantes : 2 conforme(s), 2 non conforme(s)'])).toBeNull();
    expect(tally(['Bilan : 3 conforme(s), 2 en attente de pièces'])).toBeNull();
  });
});

describe('the tally checks the reading', () => {
  const rows = ['Repère      Désignation          Résultat',
    'N-1-0054    Pont roulant 054     Conforme',
    'N-1-0063    Pont roulant 063     Conforme',
    'N-1-0072    Pont roulant 072     Non conforme'];
  it('more verdicts of a kind than the report counts: those rows are left unread, the others kept', async () => {
    expect(await verdicts([...rows, 'Bilan : 3 appareil(s) – 1 conforme(s), 2 non conforme(s).']))
      .toEqual([['N-1-0054', 'unknown'], ['N-1-0063', 'unknown'], ['N-1-0072', 'non_compliant']]);
  });
  it('a tally that agrees, or counts more than was read (a row not read), changes nothing', async () => {
    const read = [['N-1-0054', 'compliant'], ['N-1-0063', 'compliant'], ['N-1-0072', 'non_compliant']];
    expect(await verdicts([...rows, 'Bilan : 3 appareil(s) – 2 conforme(s), 1 non conforme(s).'])).toEqual(read);
    expect(await verdicts([...rows, 'Bilan : 5 appareil(s) – 3 conforme(s), 2 non conforme(s).'])).toEqual(read);
  });
});
