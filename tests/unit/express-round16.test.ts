// Round 16b of issue 26: what round 16's blind half showed (measured once in d6a5895, then tuned
// on), read by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { verdicts } from '../fixtures/express/extraction';

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
