// Round 21b of issue 26: round 21's blind half (measured once in 43a92dc, then tuned on),
// read by general rules; its own text layers, identifiers brought into the test pool's range.
// Each test fails on the rules before it, but one: a guard for a rule of the round itself (said there).
import { describe, expect, it } from 'vitest';
import { extract, type PageText } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

const read = async (lines: string[]) => extract(page(lines), ctx);
const pages = (...texts: string[][]): PageText[] => texts.map((t, i) => ({ page: i + 1, source: 'text', text: t.join('\n'), confidence: null }));
const CARD = (n: number, id: string) => [
  `FICHE N° ${n} – RECTO                    Location Masse – VGP chariots`,
  `N° de parc :          ${id}`,
  `Chariot :             Chariot élévateur ${id.slice(-3)}`,
  'Marque / type :       Still RX20',
  'Lieu :                aire d\'essai',
];
const BACK = (n: number, apte: boolean) => [
  `FICHE N° ${n} – VERSO                   Location Masse – VGP chariots`,
  `Freins de service et de parc                          ${apte ? '✓' : '✗'}`,
  `Décision :   ${apte ? '☒' : '☐'} Apte     ${apte ? '☐' : '☒'} Inapte    ☐ Non contrôlé`,
  `Observation :   ${apte ? 'RAS' : 'Freins de parc inopérants.'}`,
];

describe('round 21b: the report\'s body and its own references', () => {
  it('a letterhead ending with its department\'s number is the body, not its tagline\'s first word', async () => {
    expect((await read([
      'PREV SÉCURITÉ 62',
      'Extincteurs – RIA – désenfumage – formation incendie',
      'RELEVÉ DE MAINTENANCE ANNUELLE DES EXTINCTEURS – SAISIE PAR LECTEUR',
    ])).organisation.value?.toLowerCase()).toBe('prev sécurité 62'); // before: "Extincteurs" (cased as written: "PREV" may be an acronym)
  });
  it('an ISO week and the report\'s reference after "Rapport VGP" on a quote\'s grid are no elements', async () => {
    const { elements } = await read([
      'DEVIS N° DV-26-3045',
      'Vérification (VGP)             semaine 2026-W31 – dimanche 2 août 2026           Rapport VGP         R-26-4832 du',
      'N°    Repère            Appareil                      Emplacement                   Résultat de la VGP',
      '1     N-1-0014          Pont roulant 014              Magasin                       Défectuosité – voir poste 1',
      '2     N-1-0016          Palan 016                     Hall B – expédition           Apte – RAS',
    ]);
    // Before: R-26-4832 (or 2026-W31) read non-compliant, an element no one has.
    expect(elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0014', 'non_compliant'], ['N-1-0016', 'compliant']]);
  });
});

describe('round 21b: an electronic signature\'s proof', () => {
  it('the report\'s number in its title, the envelope\'s identifier and the hash are no elements', async () => {
    const { elements } = await read([
      'RAPPORT D\'INSPECTION PÉRIODIQUE N° EAL-IP-2026-2558',
      'N-1-0033        Tuyauterie 033               10        250        Maintien en service         RAS',
      'PREUVE DE SIGNATURE ÉLECTRONIQUE',
      'Enveloppe                    env_65c1a91e3e49',
      'Empreinte SHA-256            65c1a91e3e498414ad6b916959ce82e5761efae017294148db97af7efd90f0d0',
    ]);
    // Before: EAL-IP-2026-2558, env_65c1a91e3e49 and SHA-256 listed as elements no one has, for a person to dismiss.
    expect(elements.map((e) => e.identification_number)).toEqual(['N-1-0033']);
  });
});

describe('round 21b: what is not this report\'s result', () => {
  it('a superseded version joined for the record is not read', async () => {
    const head = 'N°   Repère           Porte                      Localisation               EI        Résultat           Observation';
    const { elements } = await extract(pages([
      'MR SERRURIER',
      '     RAPPORT DE MAINTENANCE ANNUELLE DES BLOCS-PORTES COUPE-FEU',
      head,
      '1    N-1-0064         Porte coupe-feu 064        Escalier nord R+1          EI 60     Non conforme       Pression hors zone.',
      '2    N-1-0075         Porte coupe-feu 075        Escalier nord R+1          EI 60     Conforme',
    ], [
      'ANNEXE – PROJET V1 DU 10/07/2026 (ANNULÉ ET REMPLACÉ PAR LA VERSION',
      'DÉFINITIVE)',
      'Document conservé pour traçabilité ; ses résultats ne sont plus valables.',
      head,
      '1    N-1-0064         Porte coupe-feu 064        Escalier nord R+1          EI 60     Conforme',
      '2    N-1-0075         Porte coupe-feu 075        Escalier nord R+1          EI 60     Non conforme       Ferme-porte à régler.',
    ]), ctx);
    // Before: both unread (the two versions disagree).
    expect(elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0064', 'non_compliant'], ['N-1-0075', 'compliant']]);
  });
  it('a building\'s tally of the client\'s rows makes them sure; the neighbours\' rows stay unread', async () => {
    const head = 'Repère             Installation                           Local                    Avis                 Observation';
    const read = await verdicts([
      'Lot 4 – Atelier Graphique Rhône (autre occupant)',
      head,
      'AGR-TD1            Tableau divisionnaire PAO              lot 4 – plateau          Satisfaisant         RAS',
      'AGR-TD2            Coffret traceurs grand format          lot 4 – atelier          Non satisfaisant     Capot manquant.',
      'Lots 1 à 3 – Démo Industrie (occupant)',
      head,
      'N-1-0071           Tableau électrique 071                 magasin                  Satisfaisant         RAS',
      'N-1-0082           Tableau électrique 082                 magasin                  Non satisfaisant     Capot manquant.',
      'N-1-0093           Tableau électrique 093                 atelier B                Satisfaisant         RAS',
      'Bilan pour Démo Industrie (lots 1 à 3) : 3 installation(s), 2 satisfaisante(s), 1 non satisfaisante(s), 0 non visitée(s).',
    ]);
    // Before: every row unread (the tally counts fewer than the rows of all the tenants).
    expect(read).toEqual([['AGR-TD1', 'unknown'], ['AGR-TD2', 'unknown'], ['N-1-0071', 'compliant'], ['N-1-0082', 'non_compliant'], ['N-1-0093', 'compliant']]);
  });
});

describe('round 21b: rows and blocks', () => {
  it('an identifier flush under its row\'s first cell is the row\'s; "non mesurée" is not verified', async () => {
    const read = await verdicts([
      'Installation                                              Résistance de boucle mesurée (Ω)                        Avis',
      'Transformateur 106                                                          79,3 Ω                                non conforme',
      'N-1-0106 · magasin',
      'Tableau électrique 116                                                70,5 Ω                                      conforme',
      'N-1-0116 · bureaux R+1',
      'Tableau électrique 117                                    — pas de mesure —                                       non mesurée',
      'N-1-0117 · quai 2',
    ]);
    // Before: all three unread (the identifier's line has no verdict).
    expect(read).toEqual([['N-1-0106', 'non_compliant'], ['N-1-0116', 'compliant'], ['N-1-0117', null]]);
  });
  it('an identifier printed under its row (a barcode\'s code read), the row\'s cells wrapped under themselves', async () => {
    const read = await verdicts([
      'Codes résultat : 1 = maintenu en service (étiquette « vérifié » posée) ; 2 = à remplacer / hors service (voir observation) ; 3 =',
      'non vu (motif en observation).',
      'Code lu                        Lu à         Appareil – emplacement           Type – année Résultat                  Observation',
      '                               07:50:24     Extincteur 062                   PP 9 kg – 2020   1 – maintenu en',
      '                                            Atelier A – poteau 3                              service',
      '         N-1-0062',
      '                               08:24:39     Extincteur 061                   PP 9 kg – 2017   2 – à remplacer       Appareil non',
      '                                            Chaufferie                                                              accessible,',
      '         N-1-0061                                                                                                   encombré par du',
      '                                                                                                                    stockage.',
    ]);
    // Before: both unread (the identifier's line says nothing, the row has no identifier).
    expect(read).toEqual([['N-1-0062', 'compliant'], ['N-1-0061', 'non_compliant']]);
  });
  it('a model\'s code under "Marque – modèle" is no element of a block labelled by its "N° de parc"', async () => {
    const read = await verdicts([
      '   N° de parc             N-1-0092',
      '   Désignation            Chariot élévateur 092',
      '   Marque – modèle        STILL RX 20-20P – mât Duplex 3 300 mm',
      '   N° de série            516242184',
      'Défectuosité(s) constatée(s) : Absence d\'indication de la charge maximale d\'utilisation.',
      'Vignette VGP apposée : ROUGE',
      'Verte : apte à l\'utilisation. Rouge : utilisation interdite jusqu\'à remise en état et contre-visite. Aucune : non vérifié.',
    ]);
    // A guard, read right before this round too: once "N° de parc" labelled an identifier (for the index cards below),
    // the model's code "20-20P" opened a block of its own and the truck was left unread.
    expect(read).toEqual([['N-1-0092', 'non_compliant']]);
  });
  it('index cards scanned rectos first, versos after in reverse order: each verso is its recto\'s', async () => {
    const { elements } = await extract(pages(
      [...CARD(1, 'N-1-0014'), ...CARD(2, 'N-1-0025'), ...CARD(3, 'N-1-0036')],
      [...BACK(3, true), ...BACK(2, false), ...BACK(1, true)],
    ), ctx);
    // Before: no element (no identifier's label), or the versos read against the wrong cards.
    expect(elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0014', 'compliant'], ['N-1-0025', 'non_compliant'], ['N-1-0036', 'compliant']]);
  });
});

describe('round 21b: dates', () => {
  it('a date cut after its day is read whole', async () => {
    expect((await read([
      'L\'inspection périodique des équipements ci-dessous (arrêté du 20 novembre 2017, art. 15) a été réalisée le 21',
      'octobre 2026 sur le site de Démo Industrie à Lyon par M. Kerbrat, personne compétente désignée par l\'exploitant :',
      'Échéancier édité le            30/10/2026                       Campagne précédente           10/2024',
    ])).inspection_date.value).toBe('2026-10-21'); // before: null
  });
  it('a scan\'s day and a previous visit abbreviated "préc." are not the visit\'s', async () => {
    expect((await read([
      'Lot de 4 fiche(s) bristol remplie(s) sur site, numérisé le 14/01/2026 par le chargeur du copieur en deux passages',
      'Vérificateur              R. Lemoine          Vérification préc.          16/12/2025',
    ])).inspection_date.value).toBeNull(); // before: 2026-01-14
  });
  it('a date after the inspection label\'s own date garbled by OCR is another\'s', async () => {
    expect((await read([
      'Établissement -           Démo Industrie - Usine de Lyon                                  Mesures réalisées 1= lan11/2026 = | apr TER 23/11/2026',
    ])).inspection_date.value).toBeNull(); // before: 2026-11-23 (the report's issue)
  });
});

describe('round 21b: a round sheet pre-filled with the previous visit\'s states, scanned', () => {
  it('its present column\'s head garbled into the previous one\'s cell: the rows\' states may be the last visit\'s, none is read', async () => {
    const read = await verdicts([
      'N° Repère             Chariot                   Statut préc. Ob”. visite pricicente Zcatutce jour Observations',
      '2     N-1-0080        Chariot élévateur 080     NP',
      '3     |N-1-0091        Chariot élévateur 091 | - INAPTE [decoursehautinopérant',
    ], 'ocr');
    // Before: N-1-0091 read "INAPTE" (its state at the previous visit; it was fit this time), as "|N-1-0091", which the SQL matcher matches.
    expect(read).toEqual([['N-1-0080', 'unknown'], ['N-1-0091', 'unknown']]);
  });
});

