// Issue 26, twentieth session: dark red or green ink kept before OCR (a result printed in colour,
// letters under a red stamp), and the rules that kept it from making false facts on the corpus's
// scans. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { whitenColoured } from '../../server/areas/express-reports/analysis/stamps';
import { verdicts } from '../fixtures/express/extraction';

const pixels = (...rgb: [number, number, number][]) => new Uint8ClampedArray(rgb.flatMap(([r, g, b]) => [r, g, b, 255]));

describe('coloured ink before OCR', () => {
  it('keeps dark red and green as grey, whitens pale ink and blue or violet ink however dark, leaves black alone', () => {
    const data = pixels([198, 40, 40], [46, 125, 50], [240, 160, 160], [29, 63, 145], [110, 60, 160], [20, 20, 20]);
    expect(whitenColoured(data)).toBe(3);
    const grey = (i: number) => [data[4 * i], data[4 * i + 1], data[4 * i + 2]];
    expect(grey(0)[0]).toBeLessThan(100);
    expect(new Set(grey(0)).size).toBe(1);
    expect(grey(1)[0]).toBeLessThan(100);
    expect(grey(2)).toEqual([255, 255, 255]);
    expect(grey(3)).toEqual([255, 255, 255]);
    expect(grey(4)).toEqual([255, 255, 255]);
    expect(grey(5)).toEqual([20, 20, 20]);
  });
});

describe('a scanned form whose conclusion lists printed options', () => {
  const form = (first: string, third: string) => [
    'FICHE DE VÉRIFICATION GÉNÉRALE PÉRIODIQUE – APPAREILS DE LEVAGE – ENTOURER la mention retenue',
    'Appareil n° 1   Repère : N-1-0113        Désignation : Pont roulant 113',
    `CONCLUSION : ${first}`,
    'Appareil n° 2   Repère : N-1-0115        Désignation : Palan 115',
    'CONCLUSION :   APTE À L\'UTILISATION   -   À REMETTRE EN ÉTAT AVANT UTILISATION -   NON VÉRIFIÉ',
    'Appareil n° 3   Repère : N-1-0124        Désignation : Pont roulant 124',
    `CONCLUSION : ${third}`,
  ];
  it('a ring garbles the chosen option: the options left legible are no answer', async () => {
    expect(await verdicts(form('asc ÀREMETTRE EN ÉTATAVANTUTILISATION - NONVÉRIFIÉ', 'APTEÀL\'UTILISATION - CAREMETTRE EN ÉTATAVANT UTILISATION,- NONVÉRIFIÉ'), 'ocr'))
      .toEqual([['N-1-0113', 'unknown'], ['N-1-0115', 'unknown'], ['N-1-0124', 'unknown']]);
  });
  it('only a ticked box says which, not an option written alone on such a form', async () => {
    expect(await verdicts(form('☒ APTE À L\'UTILISATION ☐ À REMETTRE EN ÉTAT AVANT UTILISATION ☐ NON VÉRIFIÉ', 'Apte à l\'utilisation'), 'ocr'))
      .toEqual([['N-1-0113', 'compliant'], ['N-1-0115', 'unknown'], ['N-1-0124', 'unknown']]);
  });
  it('in a text layer, or where no block lists the options, the conclusion is read (guard)', async () => {
    const one = ['Appareil n° 1   Repère : N-1-0113        Désignation : Pont roulant 113', 'CONCLUSION : À REMETTRE EN ÉTAT AVANT UTILISATION'];
    expect(await verdicts(one, 'ocr')).toEqual([['N-1-0113', 'non_compliant']]);
  });
});

describe('a decision printed far right on the identifier\'s line', () => {
  it('concludes that block, not the next page\'s', async () => {
    expect(await verdicts([
      'Récipient sous pression 044 - parking livraisons',
      '    REPÈRE CLIENT : N-1-0044                  RÉSERVOIR MAINTENU EN SERVICE',
      'Récipient sous pression 055 - cour arrière',
      '    REPÈRE CLIENT : N-1-0055                  LIVRAISONS SUSPENDUES - MISE EN CONFORMITÉ REQUISE',
      '   Écart : Manomètre sans repère de la pression maximale admissible.',
      'Récipient sous pression 066 - cour arrière',
      '                                                  RÉSERVOIR MAINTENU EN SERVICE',
      '     REPÈRE CLIENT : N-1-0066',
    ], 'ocr')).toEqual([['N-1-0044', 'compliant'], ['N-1-0055', 'non_compliant'], ['N-1-0066', 'unknown']]);
  });
});

describe('round 23\'s layouts the rules did not read', () => {
  it('a tag\'s colour before its quoted words is a key: the colours listed in the tags\' table say the verdicts', async () => {
    expect(await verdicts([
      'Étiquetage : chaque récipient inspecté reçoit une étiquette numérotée – VERTE « INSPECTÉ – APTE',
      'AU SERVICE » : récipient maintenu en service ; ROUGE « CONSIGNÉ – NE PAS UTILISER » : écart bloquant, récipient isolé,',
      'remise en service après correction et nouvelle inspection. Aucune étiquette n\'est posée sur un récipient non inspecté.',
      'Étiquettes posées lors de la visite',
      'N° d\'étiquette          Couleur           Récipient                                    Repère',
      'V26-0225                verte             Récipient sous pression 044                  N-1-0044',
      'V26-0226                verte             Récipient sous pression 055                  N-1-0055',
      'R26-058                 rouge             Récipient sous pression 066                  N-1-0066',
      'V26-0234                verte             Récipient sous pression 077                  N-1-0077',
    ]).then((v) => v.filter(([id]) => String(id).startsWith('N-1')))).toEqual([['N-1-0044', 'compliant'], ['N-1-0055', 'compliant'], ['N-1-0066', 'non_compliant'], ['N-1-0077', 'compliant']]);
  });
  it('a form whose header and rows are several lines high, each row under its identifier alone on its line', async () => {
    expect(await verdicts([
      '                   N°   N° parc – repère',
      '                                           Chariot',
      '                                                                 Marque – type     Heures',
      '                                                                                            Apte   Retiré   Non',
      '                                                                                                                      Observations',
      '                                                                                                   du       présenté',
      '                                                                                                   service',
      '                        N-1-0103',
      '                    1                                                                                                 Câble de levage',
      '                                           Chariot élévateur     Toyota 8FBE15',
      '                        P94                                                        7324',
      '                                           103                                                        X               présentant des fils cassés,',
      '                                                                                                                      à remplacer.',
      '                        N-1-0114',
      '                                           Chariot élévateur     Jungheinrich EFG',
      '                        P62                                                        13830',
      '                                           114                   216                          X',
      '                        N-1-0125',
      '                                           Chariot élévateur     Hyster J2.0',
      '                        P29                                                        13361',
      '                                           125                                                X',
      '                 Apte : chariot maintenu en service. Retiré du service : défaut constaté, le chariot ne doit pas être utilisé avant réparation',
    ])).toEqual([['N-1-0103', 'non_compliant'], ['N-1-0114', 'compliant'], ['N-1-0125', 'compliant']]);
  });
});
