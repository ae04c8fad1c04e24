// Round 22b of issue 26: round 22's blind half (measured once in 3de7c3f's rules, then tuned on),
// read by general rules; its own text layers, identifiers brought into the test pool's range.
// Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page } from '../fixtures/express/extraction';

const read = async (lines: string[]) => extract(page(lines), ctx);

describe('round 22b: wrong dates and bodies first', () => {
  it('the day the sensors were fitted is not the test\'s: the date after "Essais de mise en pression" is', async () => {
    const { inspection_date } = await read([
      'Cetim – Centre technique des industries mécaniques',
      'REQUALIFICATION PÉRIODIQUE PAR ÉMISSION ACOUSTIQUE',
      'Pose des capteurs             16/12/2026 (après-midi)         Essais de mise en pression        jeudi 17 décembre 2026',
    ]);
    expect(inspection_date.value).toBe('2026-12-17'); // before: 2026-12-16, the sensors' day
  });
  it('a form\'s year printed "20" and completed by hand ("25 / 5 / 20 26") is 2026, not 2020', async () => {
    const { inspection_date } = await read([
      'ECAL VGP',
      '    Client :         Démo Industrie – Usine de Lyon                               Date :   25 /   5 / 20 26',
    ]);
    expect(inspection_date.value).toBe('2026-05-25'); // before: 2020-05-25
  });
  it('a form\'s title ("BON DE VÉRIFICATION") over the body\'s name is no body', async () => {
    const { organisation } = await read([
      '                                                                                   BON DE VÉRIFICATION',
      '   ECAL VGP',
      '   VGP – appareils et accessoires de levage (arrêté du 1er mars 2004)              N° 060812',
    ]);
    expect(organisation.value?.toLowerCase()).toBe('ecal vgp'); // before: "Bon de Vérification"
  });
});
