// Round 12b of issue 26: what round 12's blind half showed (measured once, then tuned on), read
// by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { findDates, wordsNumber } from '../../server/areas/express-reports/analysis/dates';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 12b: dates', () => {
  const first = (t: string) => findDates(t)[0]?.iso;
  it('a range in figures is dated by its first day', () => {
    expect(first('Client : Démo Industrie      Visite du 26 au 27/08/2026')).toBe('2026-08-26');
    expect(first('Passages les 3 et 4/03/26')).toBe('2026-03-03');
    expect(first('Intervention du 30/09 au 2/10/2026')).toBe('2026-09-30');
  });
  it('a minute\'s date all in words is read, and is the inspection\'s (not a letter\'s "Lyon, le …")', async () => {
    expect(wordsNumber('deux mille vingt-six')).toBe(2026);
    expect(wordsNumber('vingt et un')).toBe(21);
    expect(wordsNumber('dix-sept')).toBe(17);
    expect(wordsNumber('vingt bis')).toBeNull();
    expect(first('L\'an deux mille vingt-six, le premier août, nous soussigné')).toBe('2026-08-01');
    const r = await extract(page(['PROCÈS-VERBAL D\'INSPECTION PÉRIODIQUE', 'Générateurs de vapeur – arrêté du 20 novembre 2017',
      'L\'an deux mille vingt-six, le neuf mars, nous soussigné, technicien d\'exploitation, avons procédé à l\'inspection périodique',
      'Fait à Lyon, le 16/03/2026.']), ctx);
    expect(r.inspection_date.value).toBe('2026-03-09');
  });
});

describe('round 12b: what is not an element', () => {
  it('a header grid\'s reference beside "Intervenant", a "Contrat d\'exploitation n°": the report\'s, not an element\'s', async () => {
    expect(await verdicts(['Intervenant                    G. Rousseau, Field Services             Référence              SE-287313-600-8',
      'Niveau 1 – Bon état : aucune action requise.'])).toEqual([]);
    expect(await verdicts(['Contrat d\'exploitation n° 4046-P2 – PV n° 627352-373-5'])).toEqual([]);
  });
});

describe('round 12b: verdicts', () => {
  it('a graded scale the report explains ("Niveau 1 … Niveau 4", "NE") gives its column\'s grades their verdicts', async () => {
    const scale = ['Niveau 1 – Bon état : aucune action requise.',
      'Niveau 2 – À surveiller : vieillissement normal, aucune action avant la prochaine visite ; l\'équipement est conforme.',
      'Niveau 3 – Anomalie : action corrective à programmer ; l\'équipement est non conforme jusqu\'à sa correction.',
      'Niveau 4 – Anomalie critique : action immédiate ; équipement non conforme.',
      'NE – Non évalué : équipement non accessible ou consignation impossible le jour de l\'intervention.'];
    const table = ['Lig.   Repère           Équipement                  Local                  Contrôles réalisés             Niveau Réf.',
      '1     N-1-0096          Transformateur 096          Poste HTA/BT n° 2      huile, DGPT2, serrages           2     —',
      '2     N-1-0105          Transformateur 105          Poste de livraison     huile, DGPT2, serrages           3     R1',
      '3     N-1-0114          Transformateur 114          Local transformateur   non réalisés                     NE    —'];
    expect(await verdicts([...scale, ...table])).toEqual([['N-1-0096', 'compliant'], ['N-1-0105', 'non_compliant'], ['N-1-0114', null]]);
    // Without the scale, a digit says nothing.
    expect(await verdicts(table)).toEqual([['N-1-0096', 'unknown'], ['N-1-0105', 'unknown'], ['N-1-0114', null]]);
  });
  it('"Défaillant" is a finding', async () => {
    expect(await verdicts(['N°   Repère             Désignation                 Emplacement               Ordre    Ferm.    Position   État DAS       Anom.',
      '3    N-1-0044           Porte coupe-feu 044         Couloir R+1                OK      NOK       NOK       Défaillant      A1'])).toEqual([['N-1-0044', 'non_compliant']]);
  });
  it('the report\'s own numbers ("E-33") tied to the client\'s identifiers by a correspondence table: what is said of E-33 is said of N-1-0021', async () => {
    const r = await extract(page([
      'N° 6.III     Fonction                  Fluide            Calorifugé    Vérif. ext.  Access.      Inspection          Écart',
      'E-33         Séparateur BP             R449A               non           OK          OK           Satisfaisante',
      'E-25         Bouteille accumulatrice   R449A               non           OK          écart        Non satisfaisante   E1',
      'Annexe – correspondance des numéros de la liste 6.III',
      'N° 6.III      Repère exploitant    Désignation                      Fabricant           Année',
      'E-33          N-1-0021             Récipient sous pression 021      Frigofrance         2008',
      'E-25          N-1-0030             Récipient sous pression 030      Güntner             2005',
    ]), ctx);
    expect(r.elements.filter((e) => e.element !== null).map((e) => [e.identification_number, e.verdict]).sort())
      .toEqual([['N-1-0021', 'compliant'], ['N-1-0030', 'non_compliant']]);
    expect(r.elements.some((e) => /^E-/.test(e.identification_number))).toBe(false);
  });
});

describe('round 12b: blocks and keys', () => {
  it('a numbered remark ("Remarque 1 : Appareil non accessible …") is a remark: the card\'s "État" concludes it', async () => {
    const r = await extract(page(['Extincteur n° 7                               N-1-0088', 'Extincteur 088', 'Emplacement : Magasin',
      'Remarque 1 : Appareil non accessible, encombré par du stockage.', 'État : INAPTE – À REMPLACER']), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0088', 'non_compliant']]);
    expect(r.observations.map((o) => o.text)).toEqual(['Appareil non accessible, encombré par du stockage.']);
  });
  it('a word a key explains ("Vignette VGP apposée : VERTE", "Verte : apte … Rouge : …"); a serial number and a stamp\'s "Techn. n° 17" keep the block', async () => {
    const card = (sticker: string) => ['N° de parc                N-1-0037', 'Désignation               Chariot élévateur 037',
      'N° de série               516662640', '                                    Techn. n° 17', `Vignette VGP apposée : ${sticker}`,
      'Verte : apte à l\'utilisation. Rouge : utilisation interdite jusqu\'à remise en état et contre-visite. Aucune : non vérifié.'];
    expect(await verdicts(card('VERTE'))).toEqual([['N-1-0037', 'compliant']]);
    expect(await verdicts(card('ROUGE'))).toEqual([['N-1-0037', 'non_compliant']]);
    expect(await verdicts(card('AUCUNE'))).toEqual([['N-1-0037', null]]);
  });
  it('symbols a key explains without colons ("✓ conforme – ✗ non conforme – ○ non contrôlé") in the result column; a check\'s ticks beside a word cell do not decide', async () => {
    const key = 'Légende : ✓ conforme, aucune anomalie      –   ✗ non conforme, anomalie à corriger (voir l\'observation)   –   ○ non contrôlé (accès impossible)   –   / sans objet.';
    expect(await verdicts([key,
      'N°     Site           Repère               Équipement                       Visuel         Serrages     Essai DDR    Résultat Obs.',
      '1      Lyon           N-1-0005             Tableau électrique 005           ✓             ✓            ✓             ✓',
      '2      Lyon           N-1-0006             Transformateur 006               ✗             ✓            /             ✗      obs. 1',
      '3      Lyon           N-1-0014             Tableau électrique 014           ○             ○            ○             ○'])).toEqual([['N-1-0005', 'compliant'], ['N-1-0006', 'non_compliant'], ['N-1-0014', null]]);
    expect(await verdicts(['✓ satisfaisant   ✗ non satisfaisant   – non réalisé.   Décision : MS = maintien en service ; AR = mise à l\'arrêt',
      '2   Générateur de vapeur 049         N-1-0049         1998     13       ✓         ✓        ✗        AR       L2'])).toEqual([['N-1-0049', 'non_compliant']]);
  });
  it('a decision boxed beside the checks ("DÉCISION" / "MAINTIEN EN" / "SERVICE") concludes the block', async () => {
    const block = (decision: string[]) => ['3.1 Palan 020', 'Repère N-1-0020 – Usine de Lyon, hall B – ABUS GM 4 – CMU 5 t',
      '   a) Crochet, linguet de sécurité                        Bon état', '   g) Boîte à boutons, arrêt d\'urgence                    À surveiller',
      ...['DÉCISION', ...decision].map((l) => `${' '.repeat(95)}${l}`)];
    expect(await verdicts(block(['MAINTIEN EN', 'SERVICE']))).toEqual([['N-1-0020', 'compliant']]);
    expect(await verdicts(block(['RÉPARATION', 'AVANT', 'UTILISATION']))).toEqual([['N-1-0020', 'non_compliant']]);
  });
  it('a tally in counts ("3 bon(s), 1 défaillant(s), 0 non testé(s)") concludes no block', async () => {
    expect(await verdicts(['   A1 - DAS n° 3, ligne L1, Couloir R+1 (repère N-1-0062) : Ferme-porte défectueux : la porte ne se referme pas.',
      '5. Bilan : 4 DAS portes - 3 bon(s), 1 défaillant(s), 0 non testé(s). Le CMSI est remis en état de veille en fin'], 'ocr')).toEqual([['N-1-0062', 'unknown']]);
  });
  it('a letter\'s date OCR read "Corbas, ie 23 janvier 2026" is the letter\'s, not the inspection\'s', async () => {
    expect((await extract(page(['STILL France – agence Rhône-Alpes', 'Corbas, ie 23 janvier 2026', 'BORDEREAU D\'ENVOI'], 'ocr'), ctx)).inspection_date.value).toBeNull();
  });
});
