// Round 15b of issue 26: what round 15's blind half showed (measured once, then tuned on), read
// by general rules. Each test fails on the rules before it, except the one marked as a guard (it
// holds a new rule back).
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { lexiconVerdict } from '../../server/areas/express-reports/analysis/vocabulary';
import { defectSection } from '../../server/areas/express-reports/analysis/sections';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

const dateOf = async (lines: string[]) => (await extract(page(lines), ctx)).inspection_date.value;

describe('round 15b: false facts the first reading stated', () => {
  it('"certifié conforme" certifies a copy, it judges no element', async () => {
    expect(await verdicts([
      'Carnet n° 12 – Pont roulant 099 – n° d\'identification N-1-0099',
      '20/11/26      VGP              12 mois   R. Benoît – Lortel   Appareil CONSIGNÉ – ne pas utiliser avant remise',
      'Prochaine vérification générale périodique : novembre 2027.',
      'Extrait certifié conforme aux carnets tenus sur site. Lyon, le 28 novembre 2026 – R. Benoît, vérificateur Lortel.',
    ])).not.toContainEqual(['N-1-0099', 'compliant']);
  });
  it('an extinguisher "non accessible, encombré" is a defect, not an appliance left unchecked', async () => {
    expect(await verdicts([
      'N° plan   Repère           Désignation               Local                      Type         Année Observation',
      '1         N-1-0007         Extincteur 007            Atelier production         CO2 5 kg     2008     Appareil non accessible, encombré par du stockage.',
      '2         N-1-0016         Extincteur 016            Local TGBT                 PP 9 kg      2010     Appareil non accessible (local fermé).',
    ])).toEqual([['N-1-0007', 'non_compliant'], ['N-1-0016', null]]);
  });
  it('a line citing rows by number concludes none of the rows above it; its words are those rows\' verdict', async () => {
    expect(await verdicts([
      'N° plan   Repère           Désignation               Local                      Type         Année Observation',
      '1         N-1-0025         Extincteur 025            Atelier production         CO2 5 kg     2016',
      '4         N-1-0052         Extincteur 052            Chaufferie                 EP 9 L       2016     Pression hors de la zone',
      '                                                                                                      verte du manomètre.',
      '5         N-1-0061         Extincteur 061            Magasin                    CO2 5 kg     2020',
      'À remplacer (devis joint) : n° 1, n° 4.',
    ])).toEqual([['N-1-0025', 'non_compliant'], ['N-1-0052', 'non_compliant'], ['N-1-0061', 'unknown']]);
  });
});

describe('round 15b: marks on a plan', () => {
  it('a mark and a row\'s number placed on a drawn plan ("✘ 1", "● 2"), keyed by the legend, are the rows\' verdicts', async () => {
    expect(await verdicts([
      'ATELIER PRODUCTION                            QUAI D\'EXPÉDITION                           MAGASIN',
      '    ✘ 1',
      '                 ● 2                                                                          ○ 3',
      'Plan de repérage – indice C. Légende : ● n = extincteur vérifié, apte ; ✘ n = extincteur hors service, à remplacer (voir observation) ; ○ n = extincteur non vu lors du passage.',
      'N° plan   Repère           Désignation               Local                      Type         Année Observation',
      '1         N-1-0025         Extincteur 025            Atelier production         CO2 5 kg     2016     Corps de l\'appareil',
      '2         N-1-0034         Extincteur 034            Atelier production         EP 9 L       2024',
      '3         N-1-0043         Extincteur 043            Local TGBT                 CO2 5 kg     2021',
    ])).toEqual([['N-1-0025', 'non_compliant'], ['N-1-0034', 'compliant'], ['N-1-0043', null]]);
  });
});

describe('round 15b: lists under headings of their outcome', () => {
  it('two columns side by side, each under its heading and count; an element not verified with its reason after a colon', async () => {
    const r = await extract(page([
      'CHARIOTS APTES (2)                                               CHARIOTS NON APTES (1) – NE PAS UTILISER',
      'Parc 027 – Chariot élévateur 010',
      'N° N-1-0010 – EFG 320 – 3013 h',
      'À surveiller : usure des pneumatiques.',
      'Parc 038 – Chariot élévateur 019',
      'N° N-1-0019 – 7FBMF25 – 3115 h',
      '                                                                 Parc 014 – Chariot élévateur 001',
      '                                                                 N° N-1-0001 – EFG 320 – 7849 h',
      '                                                                 vérifié le 07/10/2026',
      '                                                                 Défaut constaté :',
      '                                                                 Absence d\'indication de la charge maximale',
      '                                                                 d\'utilisation.',
      'CHARIOTS NON VÉRIFIÉS (1)',
      'Parc 063 – Chariot élévateur 046 (N° N-1-0046) : batterie hors service, chariot immobilisé.',
    ]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0010', 'compliant'], ['N-1-0019', 'compliant'], ['N-1-0001', 'non_compliant'], ['N-1-0046', null]]);
    expect(r.observations.map((o) => o.text)).toEqual(['Absence d\'indication de la charge maximale d\'utilisation.']);
  });
  it('a guard: a table after the list is not the list\'s', async () => {
    expect(await verdicts([
      'CHARIOTS NON APTES (1) – NE PAS UTILISER',
      'N° N-1-0001 – EFG 320 – 7849 h',
      'Parc      N° de série      Chariot                    Heures     Prochaine VGP',
      '014       N-1-0010         Chariot élévateur 010      3013 h     04/2027',
    ])).toEqual([['N-1-0001', 'non_compliant'], ['N-1-0010', 'unknown']]);
  });
  it('a guard: a heading whose words say no verdict ("VÉRIFIÉS") gives none', async () => {
    expect(await verdicts([
      'APPAREILS VÉRIFIÉS (1)',
      'N° N-1-0010 – EFG 320 – 3013 h',
    ])).not.toContainEqual(['N-1-0010', 'compliant']);
  });
});

describe('round 15b: a questionnaire per element', () => {
  const block = (id: string, ticks: string[]) => [
    `Récipient sous pression 003 – repère ${id}                                  PS 12 bar – V 2000 L – Guillot, 2014`,
    '                                                                                 Oui       Non       S.O.',
    `2. Des dégradations ont-elles été constatées (corrosion, déformation, fuite) ?    ${ticks[0]}`,
    `5. L'équipement peut-il être maintenu en service ?                                ${ticks[1]}`,
  ];
  it('the question on whether it stays in service decides, by the column of its tick; a question whose "Oui" is bad decides nothing', async () => {
    expect(await verdicts([
      ...block('N-1-0003', ['☒         ☐         ☐', '☒         ☐         ☐']),
      ...block('N-1-0012', ['☐         ☒         ☐', '☐         ☒         ☐']),
      ...block('N-1-0021', ['☐         ☐         ☒', '☐         ☐         ☒']),
    ])).toEqual([['N-1-0003', 'compliant'], ['N-1-0012', 'non_compliant'], ['N-1-0021', null]]);
  });
});

describe('round 15b: captions and letters', () => {
  it('"Constat : Conforme – …" under a photo\'s caption states the door\'s verdict, as "Constat : À reprendre" does', async () => {
    expect(await verdicts([
      'Photo 1 – Porte coupe-feu 062 (repère N-1-0062) –',
      'escalier Est, R+1',
      'Constat : Conforme – fermeture complète à l\'essai.',
      'Photo 3 – Porte coupe-feu 080 (repère N-1-0080) –',
      'escalier Est, R+1',
      'Constat : À reprendre',
      'Ouvrant de désenfumage ne s\'ouvrant pas à la commande.',
    ])).toEqual([['N-1-0062', 'compliant'], ['N-1-0080', 'non_compliant']]);
  });
  const letter = (anomalies: string[], heading = 'Nous avons constaté les anomalies suivantes :') => [
    'FAUCHÉ',
    'Nous avons procédé le 23/09/2026, dans la journée, à la visite annuelle de maintenance préventive.',
    'Les anomalies signalées lors de notre précédente visite du 10/09/2025 ont toutes été levées. À',
    'l\'exception des points énumérés ci-dessous, les installations visitées n\'appellent aucune remarque de',
    'notre part et sont en bon état de fonctionnement.',
    heading,
    ...anomalies,
    'Par ailleurs, nous avons remplacé sur place le voyant de présence tension défectueux du',
    'Transformateur 069 (repère N-1-0069) ; cette installation est en ordre.',
    'Annexe 1 – Inventaire des installations du contrat',
    'N°     Repère            Désignation                        Bâtiment – local                           Calibre',
    '1      N-1-0069          Transformateur 069                 bâtiment B, chaufferie                     1 000 kVA',
    '2      N-1-0077          Tableau électrique 077             bâtiment A, chaufferie                     250 A',
    '3      N-1-0078          Transformateur 078                 bâtiment B, quai d\'expédition              400 kVA',
    '4      N-1-0087          Tableau électrique 087             bâtiment B, magasin                        250 A',
  ];
  it('a letter: the anomalies it lists are defects, "en ordre" is fit, and its blanket statement makes the inventory\'s others fit', async () => {
    const r = await extract(page(letter([
      '   – sur le Tableau électrique 077 (repère N-1-0077), bâtiment A, chaufferie :',
      '     Absence de repérage des circuits.',
      '     Nous vous recommandons d\'y remédier sans attendre ; un devis vous est adressé séparément.',
      '   – sur le Tableau électrique 087 (repère N-1-0087), bâtiment B, magasin :',
      '     Dispositif différentiel 30 mA ne déclenchant pas au test.',
    ])), ctx);
    expect(Object.fromEntries(r.elements.map((e) => [e.identification_number, e.verdict]))).toEqual({ 'N-1-0069': 'compliant', 'N-1-0077': 'non_compliant', 'N-1-0078': 'compliant', 'N-1-0087': 'non_compliant' });
  });
  it('a guard: a section following defects up, or one of observations, makes nothing non-compliant', () => {
    expect(['nous avons constate les anomalies suivantes', 'non-conformites'].map(defectSection)).toEqual([true, true]);
    expect(['suivi des anomalies', 'anomalies levees', 'observations et non-conformites', 'historique des defauts'].map(defectSection)).toEqual([false, false, false, false]);
  });
  it('a guard: no blanket verdict when an element the letter singles out is not understood', async () => {
    const r = await extract(page(letter([
      'Le Tableau électrique 077 (repère N-1-0077) appelle une intervention de notre part.',
    ], 'Nous attirons votre attention sur le point suivant.')), ctx);
    expect(r.elements.find((e) => e.identification_number === 'N-1-0078')?.verdict).toBe('unknown');
  });
});

describe('round 15b: a logbook\'s pages', () => {
  const book = (n: string, id: string, entries: string[]) => [
    `Carnet n° ${n} – Palan ${id.slice(-3)} – n° d'identification ${id}`,
    'Constructeur : ABUS – CMU 500 kg – mise en service 2020 – hall B',
    'Date          Opération        Périod.   Intervenant          Constatations – travaux (réf. des pièces)             Visa',
    ...entries,
  ];
  it('the visit\'s last entry decides (a defect repaired on the spot is fit, "CONSIGNÉ – ne pas utiliser" is not); an earlier visit\'s says nothing; the work sheet is no element', async () => {
    expect(await verdicts([
      'Bon d\'intervention             BI-26-5156 du vendredi 20 novembre 2026',
      ...book('1', 'N-1-0047', [
        '27/11/2025    VGP              12 mois   A. Vidal – Lortel    RAS – appareil apte.                                  PR',
        '20/11/26      VGP              12 mois   R. Benoît – Lortel   Linguet de sécurité du crochet manquant – appareil RB',
        '                                                              consigné.',
        '20/11/26      Réparation       —         R. Benoît – Lortel   Linguet remplacé (réf. 34627) ; essai satisfaisant.   RB',
        '                                                              Appareil APTE – remis en service.',
      ]),
      ...book('4', 'N-1-0063', [
        '10/11/2025    VGP              12 mois   A. Vidal – Lortel    Appareil CONSIGNÉ : Boîte à boutons fendue.           PR',
        '25/11/2025    Réparation       —         Service entretien    Remplacement de la boîte à boutons ; essai satisfaisant, remise en service.',
        '20/11/26      VGP              12 mois   R. Benoît – Lortel   Appareil CONSIGNÉ – ne pas utiliser avant remise      RB',
        '                                                              en état :',
        '                                                              Crochet sans linguet de sécurité.',
      ]),
      ...book('5', 'N-1-0065', [
        '30/11/2025    VGP              12 mois   A. Vidal – Lortel    RAS – appareil apte.                                  PR',
        '28/05/2026    Entretien        6 mois    R. Benoît – Lortel   Graissage, contrôle niveau d\'huile du réducteur,      RB',
      ]),
      'Prochaine vérification générale périodique : novembre 2027.',
      'Extrait certifié conforme aux carnets tenus sur site. Lyon, le 28 novembre 2026 – R. Benoît, vérificateur Lortel.',
    ])).toEqual([['N-1-0047', 'compliant'], ['N-1-0063', 'non_compliant'], ['N-1-0065', 'unknown']]);
  });
});

describe('round 15b: scans', () => {
  it('a footnote\'s call glued to a state ("En service2", OCR\'s "Consigné!") is no word of it; the footnotes below judge nothing', async () => {
    expect(await verdicts([
      'N° Repère    Réservoir             Emplacement      PS   V(L) Dern. requalif.État après insp.',
      '1 N-1-0066   Récipient sous pression 066 Atelier usinage   11   270   11/02/2021   Consigné!',
      '5 N-1-0102   Récipient sous pression 102 Chaufferie   8   900   23/03/2018   En service2',
      'Réservoirs : 5 - en service : 4 - consignés ou réformés : 1 - non inspectés : 0.',
      '! Corrosion extérieure sur la virole inférieure.',
      '? Peinture écaillée sur le fond supérieur, à reprendre lors d\'un prochain arrêt.',
    ], 'ocr')).toEqual([['N-1-0066', 'non_compliant'], ['N-1-0102', 'compliant']]);
  });
  it('a question asserts nothing when OCR lost its boxes ("Des dégradations ont-elles été constatées ?")', async () => {
    expect(await verdicts([
      'Générateur de vapeur 013 - repère N-1-0013                   PS 12 bar - V 5000 L - Chaudronnerie du Rhône, 1996',
      '1. L\'équipement a-t-il pu être inspecté (vérification extérieure et intérieure) ?   &             oO',
      '2. Des dégradations ont-elles été constatées (corrosion, déformation, fuite) ?',
    ], 'ocr')).toEqual([['N-1-0013', 'unknown']]);
  });
  it('a count ("À reprendre : 2") concludes no element; a contract named by its kind is no element', async () => {
    expect(await verdicts([
      '     - Contrat de maintenance multitechnique n° 2805-EL - Démo Industrie, site de Lyon',
      '     @ Transformateur 069 - repère N-1-0069 - poste de ::vraisnn . confor“ie',
      '     @ Conformes :1',
      '    A À reprendre : 2',
    ], 'ocr')).toEqual([['N-1-0069', 'unknown']]);
  });
});

describe('round 15b: dates', () => {
  it('a work sheet\'s date ("Bon d\'intervention BI-26-5156 du …"), not a logbook entry\'s', async () => {
    expect(await dateOf([
      'LORTEL',
      'Bon d\'intervention             BI-26-5156 du vendredi 20 novembre 2026',
      'Date          Opération        Périod.   Intervenant          Constatations – travaux (réf. des pièces)             Visa',
      '27/11/2025    VGP              12 mois   A. Vidal – Lortel    RAS – appareil apte.                                  PR',
    ])).toBe('2026-11-20');
    expect(await dateOf([
      'LORTEL',
      'Carnet n° 1 – Palan 047',
      '27/11/2025    VGP              12 mois   A. Vidal – Lortel    RAS – appareil apte.                                  PR',
    ])).toBeNull();
  });
  it('an inspection over two days in a label\'s cell is dated by its first ("Inspection   17 et 18.02.2026")', async () => {
    expect(await dateOf([
      'SYNAIRGIES',
      'Inspection                  17 et 18.02.2026                        Rapport imprimé le          25/02/2026',
      'Personne                    J. Huet, technicien Synairgies (attestation du 17/04/2025)',
    ])).toBe('2026-02-17');
  });
  it('"Consigné" with its footnote\'s number is a locked-out appliance; "Consigne :" is an instruction', async () => {
    expect(await verdicts([
      'N° Repère         Réservoir                      Emplacement            PS     V (L)   Dern. requalif. État après insp.',
      '1   N-1-0093      Récipient sous pression 093    Chaufferie             8      90      24/12/2023       En service',
      '4   N-1-0120      Récipient sous pression 120    Chaufferie             10     500     21/03/2020       Consigné 1',
    ])).toEqual([['N-1-0093', 'compliant'], ['N-1-0120', 'non_compliant']]);
    expect(lexiconVerdict('Consigne : port du casque obligatoire')).toBeUndefined();
  });
});
