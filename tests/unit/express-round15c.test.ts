// Round 15c of issue 26: what the demo company's own elements showed once the tuning loop read
// the same reports as the SQL bench (pipework and smoke vents had never been in its pool). Each
// test fails on the rules before it, except the guard on words saying a verdict themselves (it holds
// the wider key of words back).
import { describe, expect, it } from 'vitest';
import { verdicts } from '../fixtures/express/extraction';

describe('round 15c: headings the demo company\'s own elements showed', () => {
  it('a heading holding its identifier is no "label    value" pair, whatever the designation\'s length', async () => {
    const questions = (tick: '☒       ☐' | '☐       ☒') => [
      '                                                                                 Oui       Non       S.O.',
      `5. L'équipement peut-il être maintenu en service ?                                ${tick}         ☐`,
    ];
    expect(await verdicts([
      'Tuyauterie 002 – repère N-1-0002                                               PS 12 bar – V 2000 L – Guillot, 2014',
      ...questions('☒       ☐'),
      'Récipient sous pression 011 – repère N-1-0011                                 PS 12 bar – V 300 L – Babcock, 2018',
      ...questions('☐       ☒'),
    ])).toEqual([['N-1-0002', 'compliant'], ['N-1-0011', 'non_compliant']]);
  });
});

describe('round 15c: a group\'s elements listed on running lines', () => {
  it('every identifier of a list under a group\'s heading takes the group\'s state, the places set aside', async () => {
    expect(await verdicts([
      'En état de fonctionnement, étiquette « vérifié » apposée :',
      '   N-1-0052 (Atelier), N-1-0063 (Quai 3), N-1-0096 (Quai 3), N-1-0118 (Bureaux',
      '   R+1), N-1-0129 (Hall 2).',
      'Présentant une anomalie :',
      '   – N-1-0085 (Local archives) : Ferme-porte défectueux : la porte ne se referme pas.',
    ])).toEqual([['N-1-0052', 'compliant'], ['N-1-0063', 'compliant'], ['N-1-0096', 'compliant'], ['N-1-0118', 'compliant'], ['N-1-0129', 'compliant'], ['N-1-0085', 'non_compliant']]);
  });
});

describe('round 15c: what a key says and what a class says', () => {
  it('a class that stops the appliance ("appareil à arrêter, utilisation interdite") is non-compliant', async () => {
    expect(await verdicts([
      'Repère                N-1-0225                             Implantation         Hall A – travée 2',
      'Constat : Crochet sans linguet de sécurité.',
      'CLASSE D – défectuosité grave : appareil à arrêter, utilisation interdite',
    ])).toEqual([['N-1-0225', 'non_compliant']]);
  });
  it('a key explaining results of a few words ("Réserve levée = …") reads them in the result column', async () => {
    expect(await verdicts([
      'Réf.   Repère         Désignation            Niveau – localisation            Type           Résultat               Rés.',
      'B3     N-1-0153       Porte coupe-feu 153    R+1, couloir recoupement         2 vtx EI 60    Réserve levée',
      'B4     N-1-0164       Porte coupe-feu 164    RDC, local archives              2 vtx EI 60    Conforme',
      'Résultat : Conforme = bloc-porte fermant complètement et en bon état ; Réserve levée = défaut corrigé pendant la visite, bloc-porte conforme ; Non conforme – à reprendre = défaut à corriger (voir la réserve) ; Non contrôlée = porte inaccessible.',
    ])).toEqual([['N-1-0153', 'compliant'], ['N-1-0164', 'compliant']]);
  });
  it('words saying a verdict themselves keep it whatever their explanation adds ("Non visité = … à revoir")', async () => {
    expect(await verdicts([
      'N°     Repère               Installation                   Localisation         Résultat',
      '2.3    N-1-0105             Tableau électrique 105         Bâtiment A           Non visité',
      '2.4    N-1-0116             Tableau électrique 116         Bâtiment A           Non satisfaisant – obs. n° 1',
      'Résultat par installation : Satisfaisant = aucune anomalie ; Non satisfaisant = anomalie à corriger ; Non visité = installation non vue, à revoir à la prochaine visite.',
    ])).toEqual([['N-1-0105', null], ['N-1-0116', 'non_compliant']]);
  });
});
