// Round 15c of issue 26: what the demo company's own elements showed once the tuning loop read
// the same reports as the SQL bench (pipework and smoke vents had never been in its pool). Each
// test fails on the rules before it.
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
