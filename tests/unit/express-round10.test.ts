// Round 10b of issue 26: what round 10's blind half showed (measured once in a9f19ee, then tuned
// on), read by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { findDates, inspectionDateOf } from '../../server/areas/express-reports/analysis/dates';
import { idScore } from '../../server/areas/express-reports/analysis/normalise';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 10b: dates as forms and makers write them', () => {
  it('a month in words between dashes, in Roman numerals, a day and month whose year the phrase gives', () => {
    expect(inspectionDateOf("Date de l'inspection         09-mars-2026")?.iso).toBe('2026-03-09');
    expect(inspectionDateOf('Vérifié le 27/VIII/2026')?.iso).toBe('2026-08-27');
    // "5/II/2026" is February, not the numeric reading of OCR's "II" as 11.
    expect(findDates('Vérifié le 5/II/2026').map((d) => d.iso)).toEqual(['2026-02-05']);
    expect(inspectionDateOf('Intervention : Semaine 32 – 2026 (visite du 07/08)')?.iso).toBe('2026-08-07');
    // A month alone with its year is no day: nothing is guessed.
    expect(findDates('Prochaine visite : I/2027')).toEqual([]);
    expect(findDates('Date intervention : 03 décembre             N° d\'intervention : SR-8405295')).toEqual([]);
  });
  it('a labelled date OCR garbled takes no other cell\'s date (an issue date whose label OCR garbled too)', async () => {
    const line = 'Date du contrôle          dimanche 14 juin 2C26                         IDate dé ission 21/06/2026';
    expect(inspectionDateOf(line)).toBeNull();
    expect((await extract(page(['SUD THERMOGRAPHIE', line, 'Rapport du 21/06/2026'], 'ocr'), ctx)).inspection_date.value).toBeNull();
    // Read, the label's own cell still counts.
    expect(inspectionDateOf('Date du contrôle          dimanche 14 juin 2026                         Date d\'émission 21/06/2026')?.iso).toBe('2026-06-14');
  });
  it('a date in words is no identifier', () => {
    expect(idScore('09-mars-2026')).toBe(0);
    // Nor is an extinguisher's type OCR glued together.
    expect([idScore('EP6L'), idScore('CO25kg'), idScore('P9kg')]).toEqual([0, 0, 0]);
    expect(idScore('EXT-042')).toBeGreaterThanOrEqual(4);
  });
});

describe('round 10b: blocks', () => {
  it('a model\'s name on the description line of a block named by its labelled identifier is no element', async () => {
    expect(await verdicts([
      '1. Générateur de vapeur 013 – repère N-1-0013',
      'Vitomax 100-LW, n° de fabrication 7196979, PS 10 bar, 2000 kg/h, mise en service 2019. Chaufferie niveau -1.',
      'Conclusion : le générateur est apte au maintien en service ; prochaine inspection périodique dans 24',
      '2. Générateur de vapeur 022 – repère N-1-0022',
      'Vitomax 200-HS, n° de fabrication 7363734, PS 16 bar, 2000 kg/h, mise en service 2015.',
      "Conclusion : le générateur n'est pas apte au maintien en service en l'état.",
    ])).toEqual([['N-1-0013', 'compliant'], ['N-1-0022', 'non_compliant']]);
  });
  it('a sheet\'s "Repère   <id>   Implantation   <place>" opens its block; its class line concludes it, a "non évalué" is no verdict', async () => {
    const sheet = (id: string, last: string) => [
      `Repère                ${id}                             Implantation         Atelier chaudronnerie`,
      'Point examiné                                                   Note /3       Constat',
      'Structure, chemin de roulement                                    2           usure à suivre',
      'Constat : Fin de course haut inopérant.', last,
    ];
    expect(await verdicts([
      ...sheet('N-1-0002', "CLASSE C – défectuosité : réserve à lever, appareil non conforme en l'état"),
      ...sheet('N-1-0009', 'NE – appareil non évalué (non vérifié)'),
      ...sheet('N-1-0011', 'CLASSE A – appareil apte, sans réserve'),
    ])).toEqual([['N-1-0002', 'non_compliant'], ['N-1-0009', null], ['N-1-0011', 'compliant']]);
  });
});
