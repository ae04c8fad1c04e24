// Round 16b of issue 26: what round 16's blind half showed (measured once in d6a5895, then tuned
// on), read by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 16b: false facts the first reading stated', () => {
  it('a form\'s printed options, one circled by hand, say nothing in the text: not the last one', async () => {
    expect(await verdicts([
      'Appareil n° 1       Repère : N-1-0093                       Désignation : Palan 093',
      'CONCLUSION :        APTE À L\'UTILISATION       –   À REMETTRE EN ÉTAT AVANT UTILISATION            –   NON VÉRIFIÉ',
    ])).toEqual([['N-1-0093', 'unknown']]);
  });
  it('what the site refused or made impossible is not verified, not a defect', async () => {
    expect(await verdicts([
      'Équipements non contrôlés',
      'Tableau électrique 259 (rep. N-1-0259) : consignation refusée par la production.',
      'Extincteur 107 (repère N-1-0107, Cabine peinture) : zone en travaux, accès interdit.',
    ])).toEqual([['N-1-0259', null], ['N-1-0107', null]]);
  });
  it('a result cell holding an old value and a new one ("Satisfaisant Non visitée") is not read as the first', async () => {
    expect(await verdicts([
      'N°    Repère         Installation                   Local                  Résultat (indice B)',
      '1     N-1-0084       Transformateur 084             Quai 2                 Satisfaisant',
      '2     N-1-0094       Tableau électrique 094         TGBT                   Satisfaisant Non visitée – local fermé',
    ])).toEqual([['N-1-0084', 'compliant'], ['N-1-0094', 'unknown']]);
  });
  it('two lines giving an element two verdicts leave it unread', async () => {
    expect(await verdicts([
      'N°    Repère         Installation                   Résultat',
      '1     N-1-0084       Transformateur 084             Satisfaisant',
      '2     N-1-0084       Transformateur 084             Non satisfaisant',
    ])).toEqual([['N-1-0084', 'unknown']]);
  });
});

describe('round 16b: a log kept hour by hour', () => {
  const log = [
    'Un équipement peut figurer sur plusieurs lignes : son statut est celui de la DERNIÈRE ligne qui le concerne.',
    'Heure     Équipement                          Opération – constat                                         Statut',
    '10:40     Récipient sous pression 044         Vérification extérieure et intérieure (endoscope),          EN COURS',
    '          (N-1-0044)                          accessoires de sécurité, dossier d\'exploitation.',
    '11:02     Tuyauterie 123 (N-1-0123)           Fuite au raccord du manomètre ; raccord à remplacer         CONSIGNÉ',
    '11:56     Récipient sous pression 044         Soupape de sûreté non plombée.                              CONSIGNÉ',
    '          (N-1-0044)                          Équipement laissé consigné.',
    '16:22     Tuyauterie 123 (N-1-0123)           Raccord remplacé ; essai d\'étanchéité satisfaisant.         EN SERVICE',
  ];
  it('a time is no identifier; an identifier wrapped under its designation is the row\'s; the last line decides', async () => {
    expect(await verdicts(log)).toEqual([['N-1-0044', 'non_compliant'], ['N-1-0123', 'compliant']]);
  });
  it('a work order or a permit is no element', async () => {
    expect(await verdicts(['Ordre de travail                OT-268778 du 14/06/2026               Journal saisi le         06/07/2026', ...log.slice(1, 4)]))
      .toEqual([['N-1-0044', 'unknown']]);
  });
});

describe('round 16b: columns, labels and wrapped identifiers', () => {
  it('the visit\'s own column decides, not the history\'s dated columns; "Présente visite" labels the visit\'s date', async () => {
    const lines = [
      'Présente visite               mardi 22 septembre 2026 – F. Marchal, technicien VGP                            Prochaine campagne            mars 2027',
      'Codes : A = apte, vignette VGP posée ; I = inapte, réserve à lever ; NP = non présenté (non vérifié).',
      'N°    Parc       N° de série        Chariot                        Heures      PRÉSENTE VISITE         Réserve      VGP du 30/03/2026           VGP du 27/09/2025',
      '1     P102       N-1-0235           Chariot élévateur 235          9136                   A                         I                           I – levée le 29/10/25',
      '2     P104       N-1-0246           Chariot élévateur 246          7505                   I          R26-1          A                           A',
    ];
    expect(await verdicts(lines)).toEqual([['N-1-0235', 'compliant'], ['N-1-0246', 'non_compliant']]);
    expect((await extract(page(lines), ctx)).inspection_date.value).toBe('2026-09-22');
  });
  it('"Visite de maintenance" labels the visit\'s date; a building\'s level is no identifier', async () => {
    const lines = [
      'Visite de maintenance          jeudi 19 février 2026                      Visite précédente      03/2025',
      '│   ├─ Niveau R+1                                                                                   1 porte · 1 à reprendre',
      '│   │   └─ Porte coupe-feu 109 · N-1-0109 · EI 30 · couloir technique                                     [ À REPRENDRE ]',
    ];
    expect(await verdicts(lines)).toEqual([['N-1-0109', 'non_compliant']]);
    expect((await extract(page(lines), ctx)).inspection_date.value).toBe('2026-02-19');
  });
  it('a decision\'s row whose identifier wrapped after its word ("repère N-1-0286") under the subject; "maintien en service acté" is fit', async () => {
    expect(await verdicts([
      'N°    Sujet                                 Décision                                             Qui         Échéance',
      '3.2   Récipient sous pression 286 –         Maintien en service acté.                            —           —',
      '      repère N-1-0286',
      '3.10 Générateur de vapeur 089 – repère      Remise en service refusée en l\'état :                Démo        08/07/2026',
      '      N-1-0089                              Corrosion extérieure sur la virole inférieure.',
    ])).toEqual([['N-1-0286', 'compliant'], ['N-1-0089', 'non_compliant']]);
  });
});

describe('round 16b: boxes, states below, revisions', () => {
  it('boxes side by side: each identifier takes the mark the key explains at the right of its span', async () => {
    expect(await verdicts([
      'Transformateur 073               Transformateur 084             Transformateur 095',
      'Rep. N-1-0073                    Rep. N-1-0084                  Rep. N-1-0095',
      '1250 kVA                 ✓       630 kVA – renvoi 1      ✘      1250 kVA                ○',
      'Légende : ✓ (cadre vert) équipement contrôlé, bon état ; ✘ (cadre rouge) anomalie constatée, voir le renvoi ; ○ (cadre gris pointillé) équipement non contrôlé.',
    ])).toEqual([['N-1-0073', 'compliant'], ['N-1-0084', 'non_compliant'], ['N-1-0095', null]]);
  });
  it('a row\'s state printed alone under the verdict column, lines below, is the row\'s', async () => {
    expect(await verdicts([
      'Heure     Équipement                          Opération – constat                                         Statut',
      '10:32     Récipient sous pression 253 (N-1-0253)         Manomètre sans repère de la pression maximale',
      '                                              Équipement laissé consigné ; remise en état à',
      '                                                                                                          CONSIGNÉ',
    ])).toEqual([['N-1-0253', 'non_compliant']]);
  });
  it('a reissue keeping its replaced values struck out: the last value of a cell is its own', async () => {
    expect(await verdicts([
      'Les modifications sont signalées par un trait vertical dans la marge ; les valeurs remplacées restent lisibles, barrées.',
      'N°    Repère         Installation                   Local                  Résultat (indice B)',
      '1     N-1-0248       Tableau électrique 248         Atelier A              Satisfaisant Non satisfaisant – obs. n° 1',
      '2     N-1-0270       Tableau électrique 270         Bureaux R+1            Non satisfaisant – obs. n° 2 Satisfaisant',
    ])).toEqual([['N-1-0248', 'non_compliant'], ['N-1-0270', 'compliant']]);
  });
  it('an element\'s heading of labelled cells ends the remarks an empty "Observations :" opened', async () => {
    expect(await verdicts([
      'Appareil n° 7      Repère : N-1-0137                       Désignation : Palan 137',
      'Conclusion : apte',
      'Observations :',
      'Appareil n° 8      Repère : N-1-0146                       Désignation : Pont roulant 146',
      'Conclusion : inapte',
    ])).toEqual([['N-1-0137', 'compliant'], ['N-1-0146', 'non_compliant']]);
  });
  it('a month in Roman figures, a diagram\'s reference: no identifiers', async () => {
    expect(await verdicts([
      'Schéma de référence          unifilaire général US-LYO-01, indice D du          Émis le        05/04/2026',
      'Étiquettes apposées : 6     Prochaine visite : III/2027',
      'N-1-0007   Extincteur 007   Atelier   Conforme',
    ])).toEqual([['N-1-0007', 'compliant']]);
  });
});

describe('round 16b: scans', () => {
  it('a scanned questionnaire: the one tick OCR read ("&") under an answer decides', async () => {
    const q5 = (cells: string) => `5. L'équipement peut-il être maintenu en service ?                             ${cells}`;
    expect(await verdicts([
      'Tuyauterie 002 - repère N-1-0002                                            PS 12 bar - V 2000 L - Guillot, 2014',
      '                                                                              Oui       Non      s.o.',
      q5('  &        [|        [|'),
      'Récipient sous pression 011 - repère N-1-0011                               PS 12 bar - V 300 L - Babcock, 2018',
      '                                                     A                        Oui       Non      s.o.     ‘',
      q5('           [=        [ur'),
      'Générateur de vapeur 012 - repère N-1-0012                                     PS 12 bar - V 300 L - Loos, 2011',
      '                                                                              Oui       Non      s.o.',
      q5('  [|       &         [|'),
    ], 'ocr')).toEqual([['N-1-0002', 'compliant'], ['N-1-0011', 'unknown'], ['N-1-0012', 'non_compliant']]);
  });
  it('a date OCR glued to a word, a report\'s reference cut after its label: no elements', async () => {
    expect(await verdicts([
      'Objet: visite annuelle de maintenance préventive de vos installations électriques- contrat n°',
      'F-2815                                                                                     j',
      'Nous avons procédé le 07/10/2026,dans la journée, à la visite annuelle de maintenance préventive.',
      'Inspection           21et22.08.2026               | Rapport imprimé le | 02/09/2026',
      'N-1-0007   Extincteur 007   Atelier   Conforme',
    ], 'ocr')).toEqual([['N-1-0007', 'compliant']]);
  });
});

describe('round 16b: a scanned table of codes', () => {
  it('OCR\'s "À" for a code A in the key, a speck before a label, a quote\'s number', async () => {
    const lines = [
      '| Présente visite         mardi 22 septembre 2026- F. Marchal,technicie…… vGPvi             Prochaine campagne | mars 2027',
      'Codes : À = apte, vignette VGP posée ; | = inapte, réserve à lever ; NP = non présenté (non vérifié) ; — = chariot pas encore dans le parc.',
      'N° Parc       N° de série     Chariot                   Modèle - énergie      Heures | PRÉSENTE VISITE       Réserve    VGP du 30/03/2026      VGP du 27/09/2025',
      '2     PlO4    N-1-0246        Chariot élévateur 246     8FBE15T - élec.       7505               A                      A                      A',
      'Techrcien                 A. Roussel, vérificateur qualifié     Devis de                DV-2653 du',
    ];
    expect(await verdicts(lines, 'ocr')).toEqual([['N-1-0246', 'compliant']]);
    expect((await extract(page(lines, 'ocr'), ctx)).inspection_date.value).toBe('2026-09-22');
  });
});

describe('round 16b: a letter\'s day of the month', () => {
  const letter = (dated: string, said: string) => [
    '                                                           Démo Industrie',
    `                                                           Lyon, le ${dated}`,
    `Objet : inspection périodique des récipients sous pression – notre intervention du ${said}`,
    'Madame, Monsieur,',
  ];
  it('"du dimanche 5 courant" is the 5th of the letter\'s month; "du jeudi 24 écoulé" the 24th of the month before', async () => {
    expect((await extract(page(letter('13 juillet 2026', 'dimanche 5 courant')), ctx)).inspection_date.value).toBe('2026-07-05');
    expect((await extract(page(letter('2 janvier 2027', 'jeudi 24 écoulé')), ctx)).inspection_date.value).toBe('2026-12-24');
    expect((await extract(page(letter('13 juillet 2026', 'dimanche 25 courant')), ctx)).inspection_date.value).toBeNull();
  });
});
