// @vitest-environment node
// Express analysis, round 3 of issue 26: the verdict vocabulary read from the report itself, one
// test per generalisation — a legend's codes, a verdict column's words, the header's polarity
// for Oui / Non, dates of a visit over several days, remarks under their usual headings — and
// what stays unknown when the evidence is weak. Each fails on the round-2 rules.
import { describe, expect, it } from 'vitest';
import { extract, type PageText } from '../../server/areas/express-reports/analysis';
import { findDates } from '../../server/areas/express-reports/analysis/dates';
import { readLegend } from '../../server/areas/express-reports/analysis/vocabulary';
import { demoLikeElements } from '../fixtures/express/generate';
import { memoryMatcher } from '../fixtures/express/memory-matcher';

const pool = demoLikeElements().map((e, i) => ({ id: i + 1, ...e }));
const regulations = ['Appareils de levage', 'Équipements sous pression', 'Installations électriques', 'Sécurité incendie'].map((name, i) => ({ id: i + 1, name }));
const ctx = { regulations, matcher: memoryMatcher(pool) };
const page = (lines: string[]): PageText[] => [{ page: 1, source: 'text', text: lines.join('\n'), confidence: null }];
const verdicts = async (lines: string[]) => (await extract(page(lines), ctx)).elements.map((e) => [e.identification_number, e.verdict]);

describe('a legend printed in the report', () => {
  it('maps its codes by the words that explain them, wherever it is printed', async () => {
    expect(await verdicts([
      'Vérification générale périodique', 'Date de la vérification : 12/03/2026',
      'Repère       Appareil              Examen     Avis',
      'N-1-0002     Palan 002             B          F',
      'N-1-0011     Palan 011             M          D',
      'N-1-0020     Palan 020             AS         R',
      'N-1-0029     Palan 029             NV         NV',
      'Légende : B : bon ; AS : à surveiller ; M : mauvais, à remettre en état ; NV : non vérifié.',
      'Avis : F : favorable ; R : favorable avec réserves ; D : défavorable.',
    ])).toEqual([['N-1-0002', 'compliant'], ['N-1-0011', 'non_compliant'], ['N-1-0020', 'non_compliant'], ['N-1-0029', null]]);
  });
  it('reads "C : conforme, NC : non conforme, SO : sans objet" and "OK = fonctionnement correct"; drops a code two legends explain differently', () => {
    const legend = readLegend([
      { raw: 'C : conforme, NC : non conforme, SO : sans objet' },
      { raw: 'Codes : OK = fonctionnement correct ; NOK = fonctionnement défectueux ; R : à reprendre' },
      { raw: 'F : favorable ; R : réparé, conforme ; PS : 12 bar' },
    ]);
    expect(Object.fromEntries(legend)).toEqual({ C: 'compliant', NC: 'non_compliant', SO: null, OK: 'compliant', NOK: 'non_compliant', F: 'compliant' });
  });
  it('a code no legend explains is not a verdict', async () => {
    expect(await verdicts([
      'Repère       Appareil              Avis',
      'N-1-0002     Palan 002             F',
    ])).toEqual([['N-1-0002', 'unknown']]);
  });
});

describe("a verdict column's own words", () => {
  it.each([
    ['Résultat', ['Vérifié', 'À remplacer', 'Inutilisable', 'Non accessible'], ['compliant', 'non_compliant', 'non_compliant', null]],
    ['Requalification', ['Prononcée', 'Refusée', 'Reportée', 'Prononcée'], ['compliant', 'non_compliant', null, 'compliant']],
    ['Classement', ['Aucune anomalie', 'Priorité 1 : urgent', 'Priorité 2 : à programmer', 'Non contrôlé (hors charge)'], ['compliant', 'non_compliant', 'non_compliant', null]],
  ])('"%s": %j', async (label, cells, expected) => {
    const ids = ['N-1-0003', 'N-1-0012', 'N-1-0021', 'N-1-0030'];
    const rows = ids.map((id, i) => `${i + 1}     ${id}      Récipient ${i}          ${cells[i]}`);
    expect(await verdicts([`N°    Repère        Équipement           ${label}`, ...rows])).toEqual(ids.map((id, i) => [id, expected[i]]));
  });
});

describe("Oui / Non by the header's polarity", () => {
  it('"Conforme": Oui is compliant; "Anomalie constatée": Oui is not; the other Oui / Non columns say nothing', async () => {
    expect(await verdicts([
      'Repère      Désignation          Ferme-porte    Conforme',
      'N-1-0008    Porte coupe-feu 008  Non            Oui',
      'N-1-0017    Porte coupe-feu 017  Oui            Non',
    ])).toEqual([['N-1-0008', 'compliant'], ['N-1-0017', 'non_compliant']]);
    expect(await verdicts([
      'Repère      Désignation             Local        Anomalie constatée',
      'N-1-0005    Tableau électrique 005  TGBT         Non',
      'N-1-0014    Tableau électrique 014  Atelier      Oui',
      'N-1-0023    Tableau électrique 023  Atelier      Non visité',
    ])).toEqual([['N-1-0005', 'compliant'], ['N-1-0014', 'non_compliant'], ['N-1-0023', null]]);
  });
  it('under a header with no polarity ("Résultat"), Oui / Non stays unknown', async () => {
    expect(await verdicts([
      'Repère      Désignation          Local     Résultat',
      'N-1-0008    Porte coupe-feu 008  Hall      Oui',
    ])).toEqual([['N-1-0008', 'unknown']]);
  });
});

describe('a visit over several days is dated by its first day', () => {
  it.each([
    ['Vérification effectuée les 15 et 16 novembre 2026', '2026-11-15'],
    ['Interventions les 3, 4 et 5 mars 2026', '2026-03-03'],
    ['Visite du 30 septembre au 2 octobre 2026', '2026-09-30'],
    ['du 13 au 14 octobre 2026', '2026-10-13'],
  ])('%s', (line, iso) => {
    expect(findDates(line).map((d) => d.iso)).toEqual([iso]);
  });
  it('the report\'s date from such a line', async () => {
    const r = await extract(page(['Vinçotte', 'Vérification effectuée les 14 et 15 octobre 2026', 'N-1-0001   Pont roulant 001   Bon état']), ctx);
    expect(r.inspection_date.value).toBe('2026-10-14');
  });
});

describe('remarks under their usual headings', () => {
  it('"Défaut constaté :" in a block, "Motifs de refus" by row number, numbered remarks an "Obs. n°" column refers to', async () => {
    const blocks = await extract(page([
      'Fiche n° 1 – Chariot élévateur 001', 'N° de série : N-1-0001      Heures : 5000 h',
      'Défaut constaté : Fuite hydraulique au vérin de levée.', "Avis de l'inspecteur : Inapte",
    ]), ctx);
    expect(blocks.observations.map((o) => [o.element, o.text])).toEqual([[1, 'Fuite hydraulique au vérin de levée.']]);
    const refusals = await extract(page([
      'N°   Équipement                  N° de fabrication   Requalification',
      '1    Récipient sous pression 003   N-1-0003          Prononcée',
      '2    Récipient sous pression 012   N-1-0012          Refusée',
      'Motifs de refus', 'Équipement n° 2 : Corrosion extérieure sur la virole inférieure.',
    ]), ctx);
    expect(refusals.observations.map((o) => [o.element, o.text])).toEqual([[12, 'Corrosion extérieure sur la virole inférieure.']]);
    const numbered = await extract(page([
      'Repère       Appareil              CMU (kg)    État          Obs. n°',
      'N-1-0001     Pont roulant 001      2500        Bon état',
      'N-1-0010     Pont roulant 010      5000        À revoir      1',
      'Observations', '1 – Crochet sans linguet de sécurité.',
    ]), ctx);
    expect(numbered.observations.map((o) => [o.element, o.text])).toEqual([[10, 'Crochet sans linguet de sécurité.']]);
  });
  it("the report's own reference (\"Référence dossier : …\") is no element", async () => {
    const r = await extract(page(['Kiwa France', 'Référence dossier : 337129-801-3', 'Repère      Désignation          Conforme', 'N-1-0008    Porte coupe-feu 008  Oui']), ctx);
    expect(r.elements.map((e) => e.identification_number)).toEqual(['N-1-0008']);
  });
});
