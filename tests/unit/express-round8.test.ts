// Round 8b of issue 26: what round 8's blind half showed (measured once in 876a379, then tuned
// on), read by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { idScore } from '../../server/areas/express-reports/analysis/normalise';
import { columnsHeader } from '../../server/areas/express-reports/analysis/table-header';
import { rebuildLines } from '../../server/areas/express-reports/analysis/text-layer';
import { tickedOption } from '../../server/areas/express-reports/analysis/verdicts';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 8b: option columns printed close together', () => {
  it('"Apte  Inapte  N.V." close together are three columns, each keeping its offset (a tick under "Inapte" is no "not verified")', async () => {
    // Labels 34 pt apart at 7.5 pt: the text layer kept "Inapte N.V." as one cell and read the X under "Inapte" as N.V.
    const at = (k: number) => 700 - 12 * k;
    const items = [
      { str: 'N°', x: 50, y: at(0), w: 8, h: 9 }, { str: 'Repère', x: 70, y: at(0), w: 26, h: 9 }, { str: 'Type', x: 212, y: at(0), w: 18, h: 9 },
      { str: 'Apte', x: 374, y: at(0), w: 17, h: 9 }, { str: 'Inapte', x: 408, y: at(0), w: 26, h: 9 }, { str: 'N.V.', x: 444, y: at(0), w: 16, h: 9 },
      { str: '1', x: 52, y: at(1), w: 4, h: 9 }, { str: 'N-1-0025', x: 70, y: at(1), w: 34, h: 9 }, { str: 'CO2 5 kg', x: 212, y: at(1), w: 32, h: 9 }, { str: 'X', x: 426, y: at(1), w: 5, h: 9 },
      { str: '2', x: 52, y: at(2), w: 4, h: 9 }, { str: 'N-1-0061', x: 70, y: at(2), w: 34, h: 9 }, { str: 'CO2 5 kg', x: 212, y: at(2), w: 32, h: 9 }, { str: 'X', x: 454, y: at(2), w: 5, h: 9 },
      { str: '3', x: 52, y: at(3), w: 4, h: 9 }, { str: 'N-1-0052', x: 70, y: at(3), w: 34, h: 9 }, { str: 'CO2 5 kg', x: 212, y: at(3), w: 32, h: 9 }, { str: 'X', x: 384, y: at(3), w: 5, h: 9 },
    ];
    const lines = rebuildLines(items, { columns: true });
    expect((await extract(page(lines), ctx)).elements.map((e) => [e.identification_number, e.verdict]))
      .toEqual([['N-1-0025', 'non_compliant'], ['N-1-0061', null], ['N-1-0052', 'compliant']]);
    // Two options in one cell are cut apart; a negation starts its option ("Non conforme" stays whole).
    expect(columnsHeader('N°   Repère     Apte     Inapte N.V.     Renvoi')?.ticks?.map((t) => [t.verdict, !!t.estimated])).toEqual([['compliant', false], ['non_compliant', false], [null, true]]);
    // A cut label's offset is only the least it can be: a tick there may be its neighbour's, it is not read.
    expect(await verdicts(['N°   Repère       Apte     Inapte N.V.     Renvoi', '1    N-1-0025                     X'])).toEqual([['N-1-0025', 'unknown']]);
    // Words around an option are no option ("Apu — Inapte": OCR's "Apte"; its offset is another word's).
    expect(columnsHeader('N° Repère       Type        Apu — Inapte N.v.        Renvoi')?.ticks ?? null).toBeNull();
    expect(columnsHeader('N°   Repère     Conforme     Non conforme     Sans objet')?.ticks?.map((t) => t.verdict)).toEqual(['compliant', 'non_compliant', null]);
  });
  it('a remarks column beside an option is no option: the legend\'s codes under "Apte" still read', async () => {
    expect(await verdicts([
      'N° Emplacement               Type          Repère               Fab. Apte Observations',
      '1    Bureaux 4               EAU 6L        N-1-0034             2017     O',
      '2    Atelier 7               EAU 6L        N-1-0070             2018     N       Ferme-porte défectueux.',
      'Apte : O = oui, apte à remplir sa fonction ; N = non, à remplacer ou à réviser ; NA = non accessible le jour de la visite.',
    ], 'ocr')).toEqual([['N-1-0034', 'compliant'], ['N-1-0070', 'non_compliant']]);
  });
});

describe('round 8b: a result said with its negation', () => {
  it('"Fonction non assurée" is unfit, "Fonction assurée" fit, "Non testé" no verdict', async () => {
    expect(await verdicts([
      'Repère        Localisation          Commande       Résultat                        Anomalie n°',
      'N-1-0044      Accès stockage        DCM            Fonction non assurée            1',
      'N-1-0071      Accès stockage        DAD            Fonction assurée',
      'N-1-0080      Couloir R+1           DAD            Non testé',
    ])).toEqual([['N-1-0044', 'non_compliant'], ['N-1-0071', 'compliant'], ['N-1-0080', null]]);
  });
});

describe('round 8b: the body in a letterhead', () => {
  const body = async (lines: string[]) => (await extract(page(lines), ctx)).organisation.value;
  it('a logo\'s word, then the full name on the next line', async () => {
    expect(await body(['KONECRANES', 'Konecranes France – service levage industriel, agence Rhône-Alpes', "RAPPORT D'INSPECTION"])).toBe('Konecranes France');
    expect(await body(['anco', 'Anco – bureau de contrôle, vérifications réglementaires – agence Lyon Est'])).toBe('Anco');
  });
  it('a name holding "Contrôle" or "Vérification" is a name; a title is not', async () => {
    expect(await body(['SERVICE CONTRÔLE PROVENCE                                   Rapport 773146-834-7',
      'Inspecteur accrédité – vérifications R. 4226-16', 'Inspection des installations électriques – Marseille'])).toBe('Service Contrôle Provence');
    expect(await body(['PÔLE VÉRIFICATION', "Groupe Pôle Prévention – organisme d'inspection accrédité Cofrac"])).toBe('Pôle Vérification');
    expect(await body(['RAPPORT DE VÉRIFICATION PÉRIODIQUE', 'Installations électriques'])).toBeNull();
  });
});

describe('round 8b: blocks, boxes and matrices', () => {
  it('"Équipement 1 : <designation> – n° <id>" opens a numbered block its "Avis de l\'inspecteur" closes; "Constat : aucune anomalie relevée" is no remark', async () => {
    const r = await extract(page([
      'Équipement 1 : Récipient sous pression 057 – n° N-1-0057',
      'Fabricant : Sauter – année 1998 – PS 16 bar – V 500 L – fluide : air comprimé',
      'Constat : Corrosion extérieure sur la virole inférieure.',
      "Avis de l'inspecteur : inapte en l'état – l'équipement ne peut pas être maintenu en service avant",
      'correction du constat et contrôle après intervention.',
      'Équipement 2 : Générateur de vapeur 058 – n° N-1-0058',
      'Constat : aucune anomalie relevée.',
      "Avis de l'inspecteur : apte à la poursuite de l'exploitation jusqu'à la prochaine inspection périodique",
      'Équipement 3 : Récipient sous pression 066 – n° N-1-0066',
      "Avis de l'inspecteur : sans avis – équipement non inspecté (en production, non consigné), inspection à",
    ]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.designation, e.verdict])).toEqual([
      ['N-1-0057', 'Récipient sous pression 057', 'non_compliant'], ['N-1-0058', 'Générateur de vapeur 058', 'compliant'], ['N-1-0066', 'Récipient sous pression 066', null]]);
    expect(r.observations.map((o) => o.text)).toEqual(['Corrosion extérieure sur la virole inférieure.']);
  });
  it('"Conclusion :" alone, its ticked box on the next line', async () => {
    expect(await verdicts([
      'Chariot n° 1 – parc N-1-0010', 'Mât / chaînes ✓     Fourches ✗   Freins ✓', 'Conclusion :',
      '☐ Sans anomalie          ☒ Anomalie(s)      ☐ Non vérifié',
      'Chariot n° 2 – parc N-1-0019', 'Conclusion :', '☒ Sans anomalie          ☐ Anomalie(s)      ☐ Non vérifié',
      'Chariot n° 3 – parc N-1-0028', 'Conclusion :', '☐ Sans anomalie          ☐ Anomalie(s)      ☒ Non vérifié',
    ])).toEqual([['N-1-0010', 'non_compliant'], ['N-1-0019', 'compliant'], ['N-1-0028', null]]);
  });
  it('a matrix\'s empty "Observation(s) n°" row keeps the matrix open for its conclusion', async () => {
    expect(await verdicts([
      'Repère                               N-1-0060                  N-1-0068',
      'Repérage des circuits, schémas       ✓                         ✓',
      'Observation(s) n°',
      'APPRÉCIATION                         Satisfaisante             Non satisfaisante',
    ])).toEqual([['N-1-0060', 'compliant'], ['N-1-0068', 'non_compliant']]);
  });
  it('a date OCR misread ("10/V4/2026") is no identifier', () => {
    expect(idScore('10/V4/2026')).toBe(0);
    expect(idScore('N-1-0073')).toBeGreaterThanOrEqual(4);
  });
});

describe('round 8b: what scans showed', () => {
  it('a scanned matrix goes on past a check row OCR misplaced, to its conclusion', async () => {
    expect(await verdicts([
      'Repère                           N-1-0050              N-1-0051               N-1-0059',
      'Repérage des circuits, schémas   /                     ‘                      /',
      'Protection contre les contacts directs/                ‘                      /           ;',
      'APPRÉCIATION                     Satisfaisante         Non satisfaisante      Satisfaisante',
    ], 'ocr')).toEqual([['N-1-0050', 'compliant'], ['N-1-0051', 'non_compliant'], ['N-1-0059', 'compliant']]);
  });
  it('a verdict label OCR glued to the checks\' labels is read in its column\'s last cell, not in the check under its estimated offset', async () => {
    expect(await verdicts([
      'Repère      Localisation       Commande Miseen Position Réarme- Résultat                            Anomalie',
      '                  A                          sécurité   contrôlée ment                              n°',
      'N-1-0053     Accès stockage    DCM            ok         Hs        OK       Fonction non assurée       1',
      'N-1-0071     Couloir R+1       DCM            OK         ok        OK       Fonction assurée',
    ], 'ocr')).toEqual([['N-1-0053', 'non_compliant'], ['N-1-0071', 'compliant']]);
  });
});

describe('round 8b: a scanned form\'s boxes', () => {
  it('the ticked option ends at a box OCR read as a sign, and "Conclusion :" keeps its box line past a speck', async () => {
    expect(tickedOption('☐Sans anomalie       ☒Anomalie(s)      © Non vérifié')).toBe('Anomalie(s)');
    expect(tickedOption('☐ Sans anomalie ☒ Anomalie(s) © Non vérifié')).toBe('Anomalie(s)');
    expect(await verdicts(['Chariot n° 3 - parc N-1-0082', 'Conclusion :', '   ☐Sans anomalie       ☒Anomalie(s)      © Non vérifié',
      'Chariot n° 5 - parc N-1-0100', 'Conclusion :                   .', '    ☒Sans anomalie      ☐ Anomalie(s)     © Non vérifié'], 'ocr'))
      .toEqual([['N-1-0082', 'non_compliant'], ['N-1-0100', 'compliant']]);
  });
});
