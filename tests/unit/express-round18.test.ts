// Round 18b of issue 26: what round 18's blind half showed (measured once in 0fecbf1, then tuned
// on), read by general rules. Each test fails on the rules before it (e7df89e).
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { Writer } from '../fixtures/express/writer';
import { ctx, page, read, verdicts } from '../fixtures/express/extraction';

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
    expect(read).toEqual([['N-1-0021', 'compliant'], ['N-1-0032', 'non_compliant'], ['N-1-0043', 'compliant']]);
  });
  it('states of merged cells printed after all the table\'s rows are not its last row\'s', async () => {
    const head = `${'N°'.padEnd(5)}${'Repère'.padEnd(15)}${'Équipement'.padEnd(30)}${'Avis de l\'inspecteur'.padEnd(31)}Réf.`;
    const row = (n: number, id: string, name: string, ref: string) => `${String(n).padEnd(5)}${id.padEnd(15)}${name.padEnd(30)}${''.padEnd(31)}${ref}`;
    const state = (s: string) => `${''.padEnd(50)}${s}`;
    const read = await verdicts([
      head, row(1, 'N-1-0021', 'Récipient sous pression 021', '—'), row(2, 'N-1-0032', 'Récipient sous pression 032', 'R26-1'),
      row(3, 'N-1-0043', 'Récipient sous pression 043', '—'),
      state('MAINTIEN EN'), state('EXPLOITATION'), state('EXPLOITATION SUSPENDUE'), state('NON VISITÉ'),
    ]);
    // Before: the first of them was read as N-1-0043's ("maintien en" service).
    expect(read).not.toContainEqual(['N-1-0043', 'compliant']);
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
  it('a chat\'s days: the visit\'s is the day its results are posted, not the first one; two days with as many results say none', async () => {
    const chat = (late: string[]) => [
      'Conversation « Maintenance TGBT – Démo Industrie » – export',
      'Mardi 9 juin 2026',
      '[17:02] Technicien : je passe demain à 8 h pour les tableaux du bâtiment B.',
      'Mercredi 10 juin 2026',
      '[11:40] Technicien : TGBT 071 (N-1-0071) ✔, TD 072 (N-1-0072) ✔.',
      '[11:52] Technicien : TD 073 (N-1-0073) ✘ → capot manquant.',
      'Jeudi 11 juin 2026',
      ...late,
    ];
    expect(await dateOf(chat(['[09:10] Client : merci, devis attendu pour le capot.']))).toBe('2026-06-10');
    expect(await dateOf(chat(['[09:10] Technicien : TD 074 (N-1-0074) ✔.', '[09:12] Technicien : TD 075 (N-1-0075) ✔.']))).toBeNull();
    // A day's line OCR spoiled: the results under it are not counted for the day before.
    expect(await dateOf(chat([]).map((l) => (l === 'Mercredi 10 juin 2026' ? 'Mercredi 10 juin 2026      :    ;' : l)))).not.toBe('2026-06-09');
  });
});

describe('round 18b: what the first reading missed', () => {
  it('a stamp tilted over its row is read on its row (its middle\'s line, not its left end\'s)', async () => {
    const w = new Writer('Bordereau', 'Bordereau');
    w.doc.font('B').fontSize(9).text('N°    Repère          Appareil                   Tampon du vérificateur', 50, 80, { lineBreak: false });
    const rows: [string, string, string, number][] = [['N-1-0003', 'Pont roulant 003', 'ARRÊT – À RÉPARER', -7], ['N-1-0005', 'Palan 005', 'BON POUR SERVICE', 6], ['N-1-0014', 'Pont roulant 014', 'ARRÊT – À RÉPARER', 7]];
    rows.forEach(([id, name, stamp, angle], i) => {
      const y = 100 + i * 22;
      w.doc.font('R').fontSize(9).fillColor('#000').text(`${i + 1}`, 50, y, { lineBreak: false }).text(id, 86, y, { lineBreak: false }).text(name, 182, y, { lineBreak: false });
      // Rotated about its middle, as a stamp is pressed: its left end rises or falls by half its tilt over its width.
      w.doc.save().rotate(angle, { origin: [390, y + 4] }).font('B').fontSize(10).fillColor('#b00020').text(stamp, 330, y - 1, { lineBreak: false }).restore();
    });
    const r = await read(await w.end());
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0003', 'non_compliant'], ['N-1-0005', 'compliant'], ['N-1-0014', 'non_compliant']]);
  });
  it('a table\'s numbered rows under a labelled reference ("demande n° DC-651") are elements, not its description', async () => {
    const read = await verdicts([
      'Consignation                  demande n° DC-482 accordée le 02/03/2026 par le chargé d\'exploitation du site',
      'N°   Installation – local                 6h   7h   8h   9h   10h   11h   Résultat',
      '1    Transformateur 041 (N-1-0041)',
      '     poste HTA/BT n° 1',
      '2    Tableau électrique 052 (N-1-0052)',
      '     atelier A',
    ]);
    expect(read.map(([id]) => id)).toEqual(expect.arrayContaining(['N-1-0041', 'N-1-0052']));
  });
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
