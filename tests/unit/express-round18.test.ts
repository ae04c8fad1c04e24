// Round 18b of issue 26: what round 18's blind half showed (measured once in 0fecbf1, then tuned
// on), read by general rules. Each test fails on the rules before it (e7df89e).
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

const dateOf = async (lines: string[]) => (await extract(page(lines), ctx)).inspection_date.value;

describe('round 18b: false facts the first reading stated', () => {
  it('blocks each headed by their result (a label\'s band) are read with their own band, not the next label\'s', async () => {
    const label = (band: string, n: string, where: string) => [band, 'SÉCURIFEU – CONTRÔLE ANNUEL', `RIA ${n.slice(-3)}`, `Repère : ${n}`, `Lieu : ${where}`, 'Passage 03/26'];
    const read = await verdicts([
      'ÉTIQUETTES DE CONTRÔLE DES ROBINETS D\'INCENDIE ARMÉS',
      ...label('CONTRÔLÉ – CONFORME', 'N-1-0021', 'Hall A'),
      ...label('HORS SERVICE – À RÉPARER', 'N-1-0032', 'Quai 1'),
      ...label('CONTRÔLÉ – CONFORME', 'N-1-0043', 'Atelier'),
    ]);
    // Before: each band closed the label above it (N-1-0021 "à réparer", N-1-0032 "conforme").
    expect(read).not.toContainEqual(['N-1-0021', 'non_compliant']);
    expect(read).not.toContainEqual(['N-1-0032', 'compliant']);
    expect(read).toContainEqual(['N-1-0032', 'non_compliant']);
  });
  it('a legal text\'s date put under its name by the page\'s width is not the visit\'s', async () => {
    expect(await dateOf([
      'RELEVÉ DE TOURNÉE – VÉRIFICATION GÉNÉRALE PÉRIODIQUE DES NACELLES (selon l\'arrêté',
      'du 1er mars 2004, art. 23)',
      'Client                    Démo Industrie – Usine de Lyon',
    ])).toBeNull();
  });
  it('a register\'s entries, each opened by its date, are no visit date', async () => {
    expect(await dateOf([
      'REGISTRE DE SÉCURITÉ – Feuillet n° 4 – Désenfumage',
      'Date       Ouvrant – emplacement          Opération     Résultat – observations',
      '14/10/25 Exutoire 012                     vérif. ann.   ouverture correcte',
      '            N-1-0012 – atelier',
    ])).toBeNull();
  });
  it('a register kept over the years: last year\'s entries are history, the newest visit dates the report', async () => {
    const r = await extract(page([
      'REGISTRE DE SÉCURITÉ – Feuillet n° 7 – Fermetures coupe-feu',
      'Date       Porte – emplacement          Opération     Résultat – observations',
      '03/3/25    Porte coupe-feu 031          vérif. ann.   bon fonctionnement',
      '           N-1-0031 – atelier',
      'id.        Porte coupe-feu 042          vérif. ann.   bon fonctionnement',
      '           N-1-0042 – quai 1',
      '05/3/26    Porte coupe-feu 031          vérif. ann.   hors service – à remplacer',
      '           N-1-0031 – atelier',
      'id.        Porte coupe-feu 042          vérif. ann.   bon fonctionnement',
      '           N-1-0042 – quai 1',
    ]), ctx);
    expect(r.inspection_date.value).toBe('2026-03-05');
    // Before: last year's "bon fonctionnement" and this year's defect were two verdicts, or last year's decided.
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).not.toContainEqual(['N-1-0031', 'compliant']);
  });
  it('several days printed alone (a chat\'s day separators) do not say which one the visit was', async () => {
    expect(await dateOf([
      'Conversation « Maintenance TGBT – Démo Industrie » – export',
      'Mardi 9 juin 2026',
      '[17:02] Technicien : je passe demain à 8 h pour les tableaux du bâtiment B.',
      'Mercredi 10 juin 2026',
      '[11:40] Technicien : TGBT 071 (N-1-0071) ✔, TD 072 (N-1-0072) ✔.',
    ])).toBeNull();
  });
});

describe('round 18b: what the first reading missed', () => {
  it('a scanned label names its element ("Étiquette : N-1-…"), and a mark the key explains gives its result', async () => {
    expect(await verdicts([
      'Le technicien saisit le résultat : « ✔ Contrôle validé » = nacelle apte, macaron posé ; « ✘ Réserve bloquante » = défaut à corriger,',
      'nacelle immobilisée jusqu\'à réparation.',
      'Étiquette : N-1-0301',
      '✔ Contrôle validé – macaron posé',
      'Étiquette : N-1-0302',
      '✘ Réserve bloquante – nacelle immobilisée',
    ])).toEqual([['N-1-0301', 'compliant'], ['N-1-0302', 'non_compliant']]);
  });
  it('an inspector\'s round is dated by its day ("Tournée du")', async () => {
    expect(await dateOf([
      'RELEVÉ DE TOURNÉE – VÉRIFICATION GÉNÉRALE PÉRIODIQUE DES NACELLES',
      'Tournée du                mardi 14 avril 2026              Relevé exporté le     15/04/2026',
    ])).toBe('2026-04-14');
  });
  it('the day of an electrical maintenance\'s power cut is the visit\'s, not the date the report was sent', async () => {
    expect(await dateOf([
      'PLANNING DES COUPURES – MAINTENANCE PRÉVENTIVE DES TABLEAUX',
      'Journée de coupure            dimanche 12 juillet 2026               Planning établi le         30/06/2026',
      'Chargé de travaux             P. Morel                               Compte rendu               16/07/2026',
    ])).toBe('2026-07-12');
  });
});
