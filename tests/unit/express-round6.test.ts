// @vitest-environment node
// Express analysis, round 6b of issue 26: what the second blind half (held-out-6.ts, measured once
// in 7bb9a95) showed, each test failing on the rules before it: a state column's cell beside a
// check's defect, a reserve's remark, a tally, dates in forms' cells and boxes, bodies in cells,
// thermography's hot spots, a letter's groups of elements.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { ctx, ids, page, pool, read, regulationId, verdicts } from '../fixtures/express/extraction';
import { generateRealReport, HALVES, realSpecs } from '../fixtures/express/real/corpus';
import { precision, score } from '../fixtures/express/score';

describe('round 6b: what the second blind half showed (measured once, then tuned on)', () => {
  it("a state column's compliant cell beside a check read as a defect says nothing sure", async () => {
    expect(await verdicts([
      'N° Repère           Appareil                  Marque         CMU       État     Essais    Utilisable        Obs.',
      '1    N-1-0054       Pont roulant 054          ABUS            5         B         M                 X        1',
      '4    N-1-0065       Palan 065                 ABUS            10        B         B         X',
      'État de conservation / essais de fonctionnement : B = bon ; M = mauvais, voir observation ; N.V. = non vérifié (appareil',
      'indisponible le jour de la visite).',
      // Round 11b: a cross under "Utilisable" whose OUI / NON sub-columns are not in sight is not read either (its "B B" was read before).
    ])).toEqual([['N-1-0054', 'unknown'], ['N-1-0065', 'unknown']]);
  });
  it('dates: a form\'s cell naming the visit, ISO dates under "Date VGP", "Jour Mois Année" boxes; an extraction\'s or an order\'s date is none', async () => {
    const at = async (lines: string[]) => (await extract(page(lines), ctx)).inspection_date.value;
    expect(await at(['KAESER COMPRESSEURS', 'Intervention            dimanche 05/04/2026, de            Ordre de travail        OT 26-64885', 'Technicien              B. Carré                           Date de la              12/03/2026', 'commande'])).toBe('2026-04-05');
    expect(await at(['Linde Material Handling France                     Extraction du 2026-05-25 à 18:15', 'Parc      N° de série       Désignation                  Date VGP          Résultat',
      '001       N-1-0046          Chariot élévateur 046        2026-05-12        Immobilisé'])).toBe('2026-05-12');
    expect(await at(['CTD INSPECTION', 'Client             Démo Industrie – Usine de Lyon                               Date de l\'intervention',
      'Lieu               Halls 1 et 2                                                 Jour           Mois           Année',
      'Vérificateur       S. Vidal                                                     11             07             2026'])).toBe('2026-07-11');
    expect(await at(['AIN BRESSE CONTRÔLE', 'Date                        06-11-2026                                        Dernière visite : 16-05-2026'])).toBe('2026-11-06');
  });
  it('bodies: an "Organisme" cell cut before its description, a signature line cut at its column, a wrapped title is no letterhead', async () => {
    const body = async (lines: string[]) => (await extract(page(lines), ctx)).organisation.value;
    expect(await body(['RAPPORT DE VÉRIFICATION PÉRIODIQUE DES INSTALLATIONS', 'ÉLECTRIQUES', 'Organisme                                 ACRITEC – agence de Lyon Sud (accréditation Cofrac)'])).toBe('Acritec');
    expect(await body(['FICHE DE VÉRIFICATION', 'Organisme de contrôle : Ain Bresse Contrôle                        Visa de l\'exploitant :'])).toBe('Ain Bresse Contrôle');
    expect(await body(['Linde Material Handling France                     Extraction du 2026-05-25 à 18:15'])).toBe('Linde Material Handling France');
    expect(await body(['RAPPORT DE VÉRIFICATION PÉRIODIQUE DES INSTALLATIONS', 'ÉLECTRIQUES'])).toBeNull();
  });
  it('thermography (APSAD D19): "Point chaud" is a defect, "Pas de point chaud" none; an image\'s file name is no identifier', async () => {
    expect(await verdicts([
      'N° Repère            Installation                   Local                    Charge     Résultat',
      '1    N-1-0023        Tableau électrique 023         Local TGBT               68 %       Pas d\'anomalie thermique',
      '2    N-1-0032        Tableau électrique 032         Atelier usinage          75 %       Point chaud – fiche A1',
      '3    N-1-0104        Tableau électrique 104         Chaufferie               45 %       Pas de point chaud',
      'Thermogramme                                     Photographie', 'IR_8480.jpg                                       IR_3265.jpg',
    ])).toEqual([['N-1-0023', 'compliant'], ['N-1-0032', 'non_compliant'], ['N-1-0104', 'compliant']]);
  });
  it("a letter's groups: the group's state is its elements' verdict, an item's text after its colon its remark", async () => {
    const r = await extract(page([
      '1. Extincteurs (2)', 'En état de fonctionnement, étiquette « vérifié » apposée :', 'N-1-0043 (Local archives).',
      'Présentant une anomalie :', '– N-1-0052 (Magasin) : Ferme-porte défectueux : la porte ne se referme pas.',
      'Nous vous recommandons de faire procéder rapidement à la remise en état des équipements signalés.',
    ]), ctx);
    expect(r.elements.map((e) => [e.identification_number, e.verdict])).toEqual([['N-1-0043', 'compliant'], ['N-1-0052', 'non_compliant']]);
    expect(r.observations.map((o) => o.text)).toEqual(['Ferme-porte défectueux : la porte ne se referme pas.']);
  });
  it('a reserve naming its element after the parc number is a remark; a tally concludes no block', async () => {
    const r = await extract(page(['Réserves émises', 'Réserve 1 - parc 001, n° de série N-1-0073 : Absence d\'indication de la charge maximale d\'utilisation.',
      'Chariots vérifiés : 5 - bons pour service : 4 - immobilisés : 1 - non vérifiés : 0. Les rapports individuels signés sont disponibles.'], 'ocr'), ctx);
    expect(r.elements).toEqual([]);
    expect(r.observations.map((o) => o.text)).toEqual(["Absence d'indication de la charge maximale d'utilisation."]);
  });
});

describe('round 7b: what the third blind half showed (measured once, then tuned on)', () => {
  it('"La précédente vérification date du …" is no inspection date; "Date d\'émission : … Date de l\'inspection : …" still is', async () => {
    const at = async (lines: string[]) => (await extract(page(lines), ctx)).inspection_date.value;
    expect(await at(['BTC Contrôles', 'La vérification périodique des installations a été effectuée le 18 décembre 2026 par J. Lemoine.',
      'La précédente vérification date du 16 décembre 2025.'])).toBe('2026-12-18');
    expect(await at(['BTC Contrôles', 'Installations électriques', 'La précédente vérification date du 16 décembre 2025.'])).toBeNull();
    expect(await at(['SOCOTEC', 'Rapport n° 726793-342-2      Date d\'émission : 03/08/2026      Date de l\'inspection : 19/07/2026'])).toBe('2026-07-19');
  });
  it('"Organisme vérificateur" in a box beside the title, its name in the cell under it', async () => {
    const body = async (lines: string[]) => (await extract(page(lines), ctx)).organisation.value;
    expect(await body(['RAPPORT DE VÉRIFICATION PÉRIODIQUE                                                           Organisme vérificateur',
      'Installations électriques – protection des travailleurs                                      BTC Contrôles'])).toBe('BTC Contrôles');
  });
});

describe("rounds 5 to 8's blind layouts (tuned on since): no wrong verdict, the date and the body read", () => {
  for (const half of ['held_out_5', 'held_out_6', 'held_out_7', 'held_out_8'] as const) {
    const specs = realSpecs(half, 1, pool);
    it.each(Object.keys(HALVES[half]))(`${half} %s`, async (layout) => {
      for (const spec of specs.filter((s) => s.layout === layout)) {
        const { pdf, truth } = await generateRealReport(spec);
        const s = score(await read(pdf), truth, ids, regulationId(truth.regulation));
        expect([spec.seed, precision(s.verdicts), s.inspection_date.tp, s.organisation.tp]).toEqual([spec.seed, 1, 1, 1]);
      }
    });
  }
});
