// Round 20b of issue 26: round 20's blind half (measured once in the commit after 7a5e48b, then
// tuned on), read by general rules; its own text layers. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

const dateOf = async (lines: string[]) => (await extract(page(lines), ctx)).inspection_date.value;
const bodyOf = async (lines: string[]) => (await extract(page(lines), ctx)).organisation.value;
const ROUND_SHEET = 'N°    Repère          Chariot                    Statut préc. Obs. visite précédente       Statut ce jour    Observations';

describe('round 20b: a round sheet\'s previous and present states', () => {
  it('a code no key explains in the present column ("NP") leaves the row unread, not read from the previous visit\'s state', async () => {
    const read = await verdicts([
      ROUND_SHEET,
      '13    N-1-0169        Chariot élévateur 169      APTE                                      NP                voisin)',
      '3     N-1-0125        Chariot élévateur 125      INAPTE        sécurité.                   NP                voisin)',
    ]);
    // Before: N-1-0169 read "APTE" (the previous visit's), N-1-0125 "INAPTE".
    expect(read.filter(([, v]) => v !== 'unknown')).toEqual([]);
  });
  it('"idem" in the present column repeats the previous visit\'s state', async () => {
    const read = await verdicts([
      ROUND_SHEET,
      '1     N-1-0004        Chariot élévateur 004      APTE                                      idem',
      '2     N-1-0015        Chariot élévateur 015      INAPTE                                    idem              inopérant.',
      '3     N-1-0026        Chariot élévateur 026      INAPTE                                    APTE',
    ]);
    // Before: N-1-0026 unread (its two states disagree), the present one not known as such.
    expect(read).toEqual([['N-1-0004', 'compliant'], ['N-1-0015', 'non_compliant'], ['N-1-0026', 'compliant']]);
  });
  it('the visit a sheet was pre-filled from ("d\'après la visite du …") is not the visit\'s date', async () => {
    expect(await dateOf([
      'VGP SERVICES',
      '      FICHE DE TOURNÉE – VGP SEMESTRIELLE DES CHARIOTS ÉLÉVATEURS',
      '            Fiche éditée le 27/07/2026 par le logiciel de planification – statuts pré-remplis d\'après la visite du 26/01/2026',
      'Client              Démo Industrie – Usine de Lyon                        Date de passage :           2/8/26',
      'Technicien           M. Benali                                            Visite précédente         26/01/2026',
    ])).toBe('2026-08-02');
  });
});

describe('round 20c: the report\'s own date', () => {
  it('"Rapport du …" dates the report, not the visit: with the visit\'s sentence lost to OCR, no date is read', async () => {
    expect(await dateOf([
      'ROUX SOLUTIONS',
      'Rapport du 09/08/2026 – arrêté du 1er mars 2004 relatif aux vérifications des appareils et accessoires de levage (art. 9, 10, 11',
      'Les vérificat:ons générales pér1odiques des appareils ci-dessous ont été réa|isées le rn@rdi 2E juil!et 2O26 sur',
    ])).toBeNull();
  });
});

describe('round 20b: results given by a mark beside the identifier, explained by a key', () => {
  const KEY = [
    'Convention de lecture du tableau',
    'Repère sans marque : appareil apte à la poursuite de son utilisation.   * : défectuosité constatée, appareil à ne pas',
    'utiliser avant remise en état (voir renvois).   ° : appareil non vérifié ce jour (motif en renvoi).',
    'N°    Repère            Appareil                    Emplacement              CMU       Épreuves            Dernière VGP',
  ];
  it('a mark after the identifier, no mark, and a footnote\'s mark before it', async () => {
    const read = await verdicts([
      ...KEY,
      '1     N-1-0170 °        Palan 170                   Atelier soudure          5 t       —                   08/09/2025',
      '2     N-1-0179 *        Pont roulant 179            Atelier soudure          0,5 t     dyn. 110 %          16/10/2025',
      '4     N-1-0190          Pont roulant 190            Atelier soudure          10 t      dyn. 110 %          03/10/2025',
      'Renvois',
      '° N-1-0225 – Palan 225 (Magasin) : appareil consigné pour travaux.',
    ]);
    // Before: all unread but the footnote, read unfit from "consigné" (the scan's false fact).
    expect(read).toEqual([['N-1-0170', null], ['N-1-0179', 'non_compliant'], ['N-1-0190', 'compliant'], ['N-1-0225', null]]);
  });
  it('without the key, a star after an identifier says nothing (a guard)', async () => {
    const read = await verdicts([
      KEY[3],
      '2     N-1-0179 *        Pont roulant 179            Atelier soudure          0,5 t     dyn. 110 %          16/10/2025',
      '4     N-1-0190          Pont roulant 190            Atelier soudure          10 t      dyn. 110 %          03/10/2025',
    ]);
    expect(read.filter(([, v]) => v !== 'unknown')).toEqual([]);
  });
});

describe('round 20b: the previous report\'s findings followed up, then this visit\'s results', () => {
  it('a section "Résultats de l\'inspection du …" ends the follow-up of earlier findings; a result citing its finding ("Écart n° 1") is a defect', async () => {
    const read = await verdicts([
      '1. Suivi des écarts du compte rendu CR-25-5498 du 13/03/2025',
      'Écart    Réservoir                     Constat d\'origine                          Situation à ce jour',
      'P2       Récipient sous pression 198   Corrosion extérieure sur la virole inférieure.   Non levé – reconduit (écart n° 1 ci-dessous)',
      '         (N-1-0198)',
      '2. Résultats de l\'inspection du 04/04/2026',
      'Repère              Réservoir                          Emplacement                 Dern. requalif.   Résultat',
      'N-1-0154            Récipient sous pression 154        enclos chaufferie           02/2023           Conforme',
      'N-1-0198            Récipient sous pression 198        zone process B              02/2021           Écart n° 1',
    ]);
    // Before: no element at all (the results table was read as the follow-up's remarks).
    expect(read).toEqual([['N-1-0154', 'compliant'], ['N-1-0198', 'non_compliant']]);
  });
});

describe('round 20b: a facility manager forwarding its subcontractor\'s attestation', () => {
  it('the subcontractor who did the work is the body, not the letterhead', async () => {
    expect(await bodyOf([
      'RHÔNE MULTISERVICES FM',
      'Maintenance multitechnique et services aux bâtiments – agence de Lyon',
      '                                                                Lyon, le 19 juin 2026',
      'Objet : maintenance annuelle des blocs-portes coupe-feu – transmission de l\'attestation de',
      'notre sous-traitant',
      'Réf. : votre contrat de maintenance multitechnique n° 360-40 du 28/07/2024',
      'Dans le cadre de notre contrat, la maintenance annuelle des blocs-portes coupe-feu de votre site a été',
      'confiée à notre sous-traitant spécialisé K2M Services, qui est intervenu sur place le mardi 26 mai',
      '2026. Vous trouverez ci-après son attestation de maintenance et la liste de ses constats, porte par',
    ])).toBe('K2M Services');
  });
  it('a "Constat" column beside an "Observation" column holds the state; the observation is the comment', async () => {
    const read = await verdicts([
      'Repère           Porte                       Localisation              Constat                  Observation',
      'N-1-0208         Porte coupe-feu 208         atelier A / magasin       Non vérifiée              porte déposée (travaux).',
      'N-1-0219         Porte coupe-feu 219         quai 2                    Fonctionnement correct',
      'N-1-0252         Porte coupe-feu 252         atelier A / magasin       Défaut – porte à          Appareil non accessible,',
      '                                                                       reprendre                 encombré par du stockage.',
    ]);
    // Before: all three unread (the state was taken for the comment).
    expect(read).toEqual([['N-1-0208', null], ['N-1-0219', 'compliant'], ['N-1-0252', 'non_compliant']]);
  });
});

describe('round 20b: a report returned with the client\'s answers, its rows\' identifiers and states wrapped', () => {
  it('a state wrapped under its row ("Non" / "satisfaisant") is read whole; the header\'s second line is no half of a state', async () => {
    const read = await verdicts([
      'N°    Installation                   Local          Avis du          Constat                     Réponse de l\'exploitant      Échéance',
      '                                                    vérificateur',
      '17    Transformateur 172             local TGBT     Non              Dispositif différentiel 30   Travaux réalisés le         soldé',
      '      N-1-0172                                      satisfaisant     mA ne déclenchant pas       22/07/2026 (à confirmer à',
      '                                                                     au test.                    la prochaine visite).',
      '18    Tableau électrique 182         magasin        Satisfaisant     RAS                         —',
      '      N-1-0182',
    ]);
    // Before: N-1-0172 read "vérificateur satisfaisant", the header's second line joined to the state's second half: fit.
    expect(read).toEqual([['N-1-0172', 'non_compliant'], ['N-1-0182', 'compliant']]);
  });
});

describe('round 20b: a board exported from an application', () => {
  it('each card takes the state of the column it is in; a column whose heading says nothing holds no result', async () => {
    const read = await verdicts([
      'À planifier · 2                                         Terminé – RAS · 3                                      Terminé – anomalie · 2                                 Non réalisé · 1',
      'Thermographie infrarouge des TGBT',
      'Échéance : août 2027',
      '                                                             RAS                            Fait le 10/09',
      '                                                         Tableau électrique 039',
      '                                                         N-1-0039 · atelier B',
      '                                                         Serrages contrôlés, dépoussiérage fait.',
      '                                                                                                                 Anomalie                          Fait le 10/09',
      '                                                                                                                Transformateur 040',
      '                                                                                                                N-1-0040 · atelier B',
      '                                                                                                                Anomalie : Dispositif différentiel 30 mA ne',
      '                                                                                                                déclenchant pas au test.',
      '                                                                                                                                                                         Non fait                         Prévu le 10/09',
      '                                                                                                                                                                       Transformateur 029',
      '                                                                                                                                                                       N-1-0029 · bureaux R+1',
      '                                                                                                                                                                       Motif : accès encombré par du stockage.',
      'Colonnes : Terminé – RAS = installation vérifiée sans anomalie ; Terminé – anomalie = anomalie à corriger (voir la carte) ; Non réalisé = installation non vérifiée (motif sur la carte).',
    ]);
    // Before: all three unread.
    expect(read).toEqual([['N-1-0039', 'compliant'], ['N-1-0040', 'non_compliant'], ['N-1-0029', null]]);
  });
  it('the body is the application bar\'s name, not the client named in the board\'s title', async () => {
    expect(await bodyOf([
      'ITECH · Tableaux                                                                  Exporté le 14/09/2026 à 18:32 · Y. Lambert',
      'Démo Industrie Lyon – maintenance annuelle des installations électriques',
      'Description du tableau : journée d\'intervention : jeudi 10 septembre 2026 – maintenance préventive annuelle des TGBT',
    ])).toBe('Itech');
  });
});

describe('round 20b: blocks closed by a band naming what they keep in use', () => {
  it('"RÉSERVOIR MAINTENU EN SERVICE" under a tank\'s block is its verdict', async () => {
    const read = await verdicts([
      'Récipient sous pression 033 – parking livraisons',
      '     LAPESA   N° 166456',
      '     ANNÉE 2009    PS 17,6 bar   V 8 000 L',
      '     REPÈRE CLIENT : N-1-0033',
      '                                                    Revêtement extérieur, corrosion                                      ✓',
      '                                                     RÉSERVOIR MAINTENU EN SERVICE',
      '                                                    Prochaine inspection périodique : janvier 2031.',
    ]);
    // Before: unread.
    expect(read).toEqual([['N-1-0033', 'compliant']]);
  });
});
