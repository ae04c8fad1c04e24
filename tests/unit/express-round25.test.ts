// Round 25b of issue 26: round 25's blind half (measured once with 29af6ef's rules, then tuned
// on), read by general rules; identifiers in the test pool's range. Each test fails on the rules
// before it, but the guards.
import { describe, expect, it } from 'vitest';
import { inspectionDate } from '../../server/areas/express-reports/analysis/header';
import { toLines } from '../../server/areas/express-reports/analysis/extract';
import { pointCounts } from '../../server/areas/express-reports/analysis/points';
import { page, verdicts } from '../fixtures/express/extraction';

const header = (lines: string[]) => toLines(page(lines));

describe('round 25b: no false fact, no wrong date', () => {
  it('reads a maintenance software export\'s English statuses; "Not completed" is no defect, whatever the comment says', async () => {
    expect(await verdicts([
      'Status : Completed – Pass = gamme réalisée, porte conforme ; Completed – Fail = gamme réalisée, défaut constaté ; Not completed = gamme non réalisée.',
      'Work order       Asset ID            Asset description          Location                           Planned         Completed on          Status                 Technician       Technician comments',
      'WO-207060        N-1-0044            Porte coupe-feu 044        Bât. A – local TGBT                03/11/2026      08/11/2026 13:29      Completed – Fail       C. Fontaine      Ferme-porte défectueux.',
      'WO-207061        N-1-0053            Porte coupe-feu 053        Bât. A – escalier Est RDC          03/11/2026      08/11/2026 11:28      Completed – Pass       Y. Robin',
      'WO-207062        N-1-0062            Porte coupe-feu 062        Bât. A – local TGBT                03/11/2026                            Not completed          M. Diallo        Zone en travaux – accès interdit.',
    ])).toEqual([['N-1-0044', 'non_compliant'], ['N-1-0053', 'compliant'], ['N-1-0062', null]]);
  });
  it('a contract\'s date is not the inspection\'s; a work order\'s "Completed on" column is', () => {
    expect(inspectionDate(header([
      '                                                                        Contrat C-439 du 02/01/2024 – feuille 1 / 1',
      'Client / site :   Démo Industrie – Lyon, chaufferie                           Date : 8/6/26',
      'Technicien : A. Roche                                                         Visite précédente : 7/3/26',
    ])).value).toBe('2026-06-08');
    expect(inspectionDate(header([
      'FACILIS SERVICES IMMOBILIERS                    Export CMMS – Work orders report – exported 17/11/2026 11:15 by j.benoit',
      'Work order       Asset ID            Asset description          Location                           Planned         Completed on          Status',
      'WO-207060        N-1-0044            Porte coupe-feu 044        Bât. A – local TGBT                03/11/2026      08/11/2026 13:29      Completed – Fail',
      'WO-207061        N-1-0053            Porte coupe-feu 053        Bât. A – escalier Est RDC          03/11/2026      08/11/2026 11:28      Completed – Pass',
    ])).value).toBe('2026-11-08');
  });
  it('guard: a sentence that speaks of the contract keeps its date', () => {
    expect(inspectionDate(header([
      '[00:09:27]   VÉRIF. :   Bon. Visite annuelle des installations électriques, nous',
      '                        sommes le jeudi cinq février deux mille vingt-six, il est sept heures 49. 10 installations au',
      '                        contrat.',
    ])).value).toBe('2026-02-05');
  });
});

describe('round 25b: recall', () => {
  it('an appliance given only as the counts of its check points', async () => {
    expect(pointCounts('Conformes 32      Non conformes 0      Sans objet 2      Non vérifiés 0')).toBe('compliant');
    expect(pointCounts('Conformes 18 · Non conformes 1 · Sans objet 3 · Non vérifiés 0')).toBe('non_compliant');
    expect(pointCounts('Conformes 0      Non conformes 0      Sans objet 0      Non vérifiés 22')).toBeNull();
    expect(pointCounts('Conformes 12      Non conformes 0      Sans objet 0      Non vérifiés 10')).toBe('unknown');
    // (a sentence holding counts is no line of counts)
    expect(pointCounts('Sur 12 appareils : conformes 10, non conformes 2, à reprendre sous un mois.')).toBeUndefined();
    expect(await verdicts([
      'Appareil 1/2 · N-1-0054 · Pont roulant 054',
      'Emplacement : Bâtiment C – travée 2    ·   Constructeur : Demag   ·   CMU : 6.3 t',
      'Grille G-PR-07 (34 points)   ·   Photos jointes : 3',
      'Conformes 32                   Non conformes 0                Sans objet 2                  Non vérifiés 0',
      'Points non conformes : aucun.',
      'Appareil 2/2 · N-1-0056 · Palan 056',
      'Grille G-PA-04 (22 points)   ·   Photos jointes : 1',
      'Conformes 18                   Non conformes 1                Sans objet 3                  Non vérifiés 0',
      'Points non conformes :',
      '✗ 6.2 Fin de course haut : Fin de course haut inopérant.',
    ])).toEqual([['N-1-0054', 'compliant'], ['N-1-0056', 'non_compliant']]);
  });
  it('a finding written once for every installation it names; the examined ones named in none, as the conclusion says, are sound', async () => {
    const report = (conclusion: string) => [
      'A. Inventaire des installations examinées',
      'N°     Repère                   Désignation                        Localisation                           Schéma          In / Sn           Situation',
      '1      N-1-0060                 Transformateur 060                 Poste HTA/BT n° 1                      TT              1000 kVA          Examinée',
      '2      N-1-0068                 Tableau électrique 068             Atelier B                              TN-S            63 A              Examinée',
      '3      N-1-0069                 Transformateur 069                 Poste HTA/BT n° 1                      IT              630 kVA           Examinée',
      '4      N-1-0077                 Tableau électrique 077             Bureaux RDC                            IT              63 A              Non examinée – local fermé',
      'B. Liste récapitulative des observations',
      'Obs. 1           Conducteurs actifs accessibles, capot manquant.                                                               Réf. : Code du travail R. 4215-3       Priorité 1',
      '                 Installations concernées : N-1-0060 (Transformateur 060 – Poste HTA/BT n° 1) ;',
      '                 N-1-0069 (Transformateur 069 – Poste HTA/BT n° 1)',
      'C. Conclusion',
      conclusion,
    ];
    expect(await verdicts(report("Les installations examinées qui ne sont citées dans aucune observation n'appellent pas d'observation.")))
      .toEqual([['N-1-0060', 'non_compliant'], ['N-1-0068', 'compliant'], ['N-1-0069', 'non_compliant'], ['N-1-0077', null]]);
    // guard: without the conclusion's sentence, an installation named in no finding is not said sound
    expect(await verdicts(report('Fin du rapport.'))).toEqual([['N-1-0060', 'non_compliant'], ['N-1-0068', 'unknown'], ['N-1-0069', 'non_compliant'], ['N-1-0077', null]]);
  });
  it("an attestation's heading over its own finding keeps the attestation open for its decision", async () => {
    expect(await verdicts([
      'Repère exploitant             N-1-0030                        Désignation          Récipient sous pression 030',
      "Décision de l'expert",
      'Non-conformité entraînant une altération du niveau de sécurité :',
      'Manomètre sans repère de la pression maximale admissible.',
      "La requalification périodique n'est pas prononcée ; l'équipement ne peut être maintenu en service en l'état et la",
      "marque n'a pas été apposée. Sa remise en service est subordonnée au résultat favorable d'un nouveau contrôle.",
    ])).toEqual([['N-1-0030', 'non_compliant']]);
  });
  it('a state wrapped on two lines under its column, at the bottom of a tall row, is read joined', async () => {
    expect(await verdicts([
      'N°    Repère          Désignation          Emplacement             Type        Année Opérations Constat                      Suite donnée',
      '1     N-1-0070        Extincteur 070       Quai 2                  CO2 2 kg    2024    VA            RAS                          RAS',
      '3     N-1-0088        Extincteur 088       Réfectoire              CO2 5 kg    2019    VA + MA 5     Ouvrant de',
      '                                                                                                     désenfumage ne',
      '                                                                                                     s\'ouvrant pas à la',
      '                                                                                                     commande.',
      '                                                                                                                             À remettre',
      '                                                                                                                             en état',
    ])).toEqual([['N-1-0070', 'compliant'], ['N-1-0088', 'non_compliant']]);
  });
});
