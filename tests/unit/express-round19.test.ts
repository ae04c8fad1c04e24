// Round 19b of issue 26: the false facts of round 19's blind half (measured once in 3a13dff, then
// tuned on), read by general rules. Each test fails on the rules before it (572f4de).
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

const dateOf = async (lines: string[]) => (await extract(page(lines), ctx)).inspection_date.value;

describe('round 19b: false facts the first reading stated (round 19\'s own text layers)', () => {
  it('the appliances listed as exceptions to a satisfactory check point are not satisfactory', async () => {
    const read = await verdicts([
      '                                                           précédente',
      '1. Appareils du périmètre',
      'N°    Repère         Appareil                      Emplacement                   CMU        Vérifié',
      '1     N-1-0038       Palan 038                     Atelier soudure               2 t        oui',
      '2     N-1-0047       Pont roulant 047              Atelier maintenance           3,2 t      oui',
      '3     N-1-0049       Palan 049                     Magasin                       2 t        oui',
      '4     N-1-0058       Pont roulant 058              Atelier maintenance           0,5 t      oui',
      '5     N-1-0060       Palan 060                     Quai 2                        1 t        oui',
      '6     N-1-0069       Pont roulant 069              Atelier maintenance           1 t        oui',
      '2. Résultats par point de contrôle',
      'P1 – Identification, marquage et plaque de CMU : satisfaisant sur tous les appareils vérifiés.',
      'P2 – Crochets et linguets de sécurité : satisfaisant sur les appareils vérifiés, sauf :',
      '    • Palan 038 (N-1-0038), Atelier soudure :',
      '       Crochet sans linguet de sécurité.',
      '    • Palan 060 (N-1-0060), Quai 2 :',
      '       Crochet sans linguet de sécurité.',
      'P3 – Câbles, chaînes et mouflage : satisfaisant sur tous les appareils vérifiés.',
      'P4 – Freins de levage et de translation : satisfaisant sur tous les appareils vérifiés.',
      'P5 – Fins de course haut, bas et de direction : satisfaisant sur les appareils vérifiés, sauf :',
      '    • Pont roulant 047 (N-1-0047), Atelier maintenance :',
      '       Fin de course haut inopérant.',
      'P6 – Commande, boîte à boutons et arrêt d\'urgence : satisfaisant sur tous les appareils vérifiés.',
    ]);
    // Before: N-1-0047, P5's exception, was read "satisfaisant", the words of the line it is the exception to.
    expect(read.filter(([, v]) => v === 'compliant')).toEqual([]);
  });
  it('an earthing system\'s code ("TN-C") in a row is no "C" of C / NC', async () => {
    const read = await verdicts([
      'VOLET A – IDENTIFICATION (colonnes 1 à 6)',
      'Ligne    Repère           Installation                          Bâtiment – local                Schéma        Calibre',
      '1        N-1-0105         Tableau électrique 105                Bât. A – bureaux R+1            TN-S          1250 A',
      '2        N-1-0106         Transformateur 106                    Bât. A – atelier A              TN-S          400 A',
      '3        N-1-0116         Tableau électrique 116                Bât. B – quai 2                 IT            630 A',
      '4        N-1-0117         Transformateur 117                    Bât. C – poste HTA/BT n° 1      TN-S          250 A',
      '5        N-1-0127         Tableau électrique 127                Bât. B – local TGBT             IT            250 A',
      '6        N-1-0128         Transformateur 128                    Bât. A – atelier B              TN-S          160 A',
      '7        N-1-0138         Tableau électrique 138                Bât. B – poste HTA/BT n° 1      TN-C          63 A',
    ]);
    // Before: N-1-0138 was read compliant.
    expect(read.filter(([, v]) => v === 'compliant')).toEqual([]);
  });
  it('a sentence about the equipment named below it does not conclude the row above it', async () => {
    const read = await verdicts([
      'fiche de non-conformité ou avis de non-intervention. Les documents suivent ce bordereau dans l\'ordre de la liste.',
      'Doc.      Référence                   Équipement                                                               Pages',
      '1         TC-26-7033-01               Récipient sous pression 132 – repère N-1-0132                            1/2 p.',
      '2         TC-26-7033-02               Générateur de vapeur 133 – repère N-1-0133                               1/2 p.',
      '3         TC-26-7033-03               Tuyauterie 134 – repère N-1-0134                                         1/2 p.',
      '4         TC-26-7033-04               Récipient sous pression 143 – repère N-1-0143                            1/2 p.',
      '5         TC-26-7033-05               Générateur de vapeur 144 – repère N-1-0144                               1/2 p.',
      '                                           Turcert – rapport n° 3105 – Page 1 / 4',
      'Doc. 1 – réf. TC-26-7033-01',
      'AVIS DE NON-INTERVENTION',
      'Passage du 05/07/2026 : l\'inspection périodique de l\'équipement ci-dessous n\'a pas pu être réalisée.',
      'Récipient sous pression 132 – repère N-1-0132 – local compresseurs – PS 10 bar, V 500 L',
      'Motif : équipement en service, arrêt non accordé par l\'exploitant.',
      'Une nouvelle date est à convenir avec le service planification (échéance réglementaire : 09/2026).',
    ]);
    // Before: the transmission slip's last row was read "not verified".
    expect(read.filter(([, v]) => v === null)).toEqual([]);
  });
  it('the date a dictation was transcribed is not the visit\'s', async () => {
    // Before: 2026-02-06; the visit is the day spoken in the dictation (5 February), not read.
    expect(await dateOf([
      'CERTI-DIAG',
      'Contrôle technique des installations électriques – établissements recevant des travailleurs',
      '     TRANSCRIPTION DE LA DICTÉE DU VÉRIFICATEUR – VISITE ANNUELLE DES',
      '                                      INSTALLATIONS ÉLECTRIQUES',
      'Fichier audio           DICT_20260205_0749.m4a – durée 7 h 41 min',
      'Transcrit le            06/02/2026                   Relu et validé le          10/02/2026 par Karim Haddad',
      'Transcription automatique relue par le vérificateur. Les repères dictés sont normalisés par le logiciel (N-1-…). Les',
      'horodatages sont ceux de l\'enregistrement. Le rapport de vérification formalisé suit sous quinze jours.',
      '[00:09:27]   VÉRIF. :   Bon. Visite annuelle des installations électriques chez Démo Industrie, usine de Lyon, nous',
      '                        sommes le jeudi cinq février deux mille vingt-six, il est sept heures 49. 10 installations au',
      '                        contrat.',
      '[00:15:18]   VÉRIF. :   Tableau électrique 116, repère N-1-0116, poste HTA/BT n° 1 : il faut la clé du capot, je',
      '                        reviens dessus tout à l\'heure.',
      '[00:25:21]   VÉRIF. :   Transformateur 117, repère N-1-0117, bureaux R+1. Capots en place, repérage lisible.',
      '                        Conforme.',
    ])).not.toBe('2026-02-06');
  });
  it('a scanned portal\'s group headings with their counts conclude no card above them', async () => {
    // Round 19's browser print, as OCR read it: "Non vérifiés (0)", "Conformes (2) – groupe replié".
    const read = await verdicts([
      '    Synthèse                              Documents         Historique',
      '   ☐À remplacer☒hors service (2)',
      '         Extincteur 250 - N-1-0250',
      '         Local archives - CO2 5 kg - fab. 2020',
      '         Motif : Pression hors de la zone verte du manomètre.',
      '         Extincteur 272 - N-1-0272',
      '         Local archives -. PA 9 kg - fab. 2017',
      '         Motif : Ouvrant de désenfumage ne s\'ouvrant pas à la commande.',
      '    v Non vérifiés (0)',
      '         Aucun appareil dans ce groupe.',
      '    » Conformes (2) - groupe replié, cliquer pour afficher les fiches',
      '         Extincteur 261 (N-1-0261) - Extincteur 283 (N-1-0283)',
    ], 'ocr');
    // Before: N-1-0272, the last card of "À remplacer", was read "not verified" by the empty group's heading.
    expect(read.find(([id]) => id === 'N-1-0272')?.[1]).not.toBe(null);
    expect(read.find(([id]) => id === 'N-1-0272')?.[1]).not.toBe('compliant');
  });
});
