// Round 9b of issue 26: what round 9's blind half showed (measured once in 58959bd, then tuned
// on), read by general rules. Each test fails on the rules before it.
import { describe, expect, it } from 'vitest';
import { extract } from '../../server/areas/express-reports/analysis';
import { idScore } from '../../server/areas/express-reports/analysis/normalise';
import { readLegend } from '../../server/areas/express-reports/analysis/vocabulary';
import { ctx, page, verdicts } from '../fixtures/express/extraction';

describe('round 9b: no false fact from a code or a check', () => {
  it('an "A / B / C / NV" classification: its C is its own (a serious non-conformity), never the usual C of C / NC / SO', async () => {
    const legend = 'Classement : A = aucune non-conformité ; B = non-conformité à corriger (voir observation) ; C = non-conformité grave, danger immédiat, mise hors tension ou consignation recommandée ; NV = non vérifié.';
    expect(Object.fromEntries(readLegend([{ raw: legend }]))).toEqual({ A: 'compliant', B: 'non_compliant', C: 'non_compliant', NV: null });
    const head = 'Ligne   Repère         Installation                Local                   Classement   Obs. n°';
    expect(await verdicts([head,
      '1       N-1-0068       Tableau électrique 068      Quai                    C            1',
      '2       N-1-0060       Transformateur 060          Poste HTA/BT            A', legend]))
      .toEqual([['N-1-0068', 'non_compliant'], ['N-1-0060', 'compliant']]);
    // A legend that leaves a code unexplained: the code is not read as C / NC / SO.
    expect(await verdicts([head, '1       N-1-0068       Tableau électrique 068      Quai                    C            1',
      'Classement : A = aucune non-conformité ; B = non-conformité à corriger.'])).toEqual([['N-1-0068', 'unknown']]);
  });
  it('a check\'s "label : state" inside a block concludes nothing; the summary\'s decision does ("Arrêt – remise en état …")', async () => {
    expect(await verdicts([
      '1.1 Récipient sous pression 030 – repère N-1-0030 – chaufferie, bât. C',
      'Vérification extérieure : réalisée, état de surface sans dégradation visible.',
      'Constat : Soupape de sûreté non plombée.',
      '2. Synthèse des décisions',
      'Repère           Équipement                      Emplacement              Décision',
      'N-1-0030         Récipient sous pression 030     chaufferie, bât. C       Arrêt – remise en état avant remise en service',
    ])).toEqual([['N-1-0030', 'non_compliant']]);
  });
  it('a legend\'s explanation ends at its semicolon: "APTE : le chariot peut être utilisé ; INAPTE : ne pas utiliser …" keeps APTE fit', () => {
    expect(Object.fromEntries(readLegend([{ raw: "✓ : bon état ; X : défectuosité ; — : non examiné. APTE : le chariot peut être utilisé ; INAPTE : ne pas utiliser avant remise en état et contre-visite ; NON" }])))
      .toMatchObject({ APTE: 'compliant', X: 'non_compliant' });
  });
});

describe('round 9b: what a new layout missed', () => {
  it('"pas d\'objection au maintien en service" is fit', async () => {
    expect(await verdicts([
      "1. Générateur de vapeur 085 (repère N-1-0085), chaufferie, côté Est : pas d'objection au maintien en service ;",
      "2. Récipient sous pression 093 (repère N-1-0093), toiture terrasse : l'équipement ne peut pas être maintenu en service en l'état.",
    ])).toEqual([['N-1-0085', 'compliant'], ['N-1-0093', 'non_compliant']]);
  });
  it('a "Repère client" names the element (a "N° client" is the report\'s); a sheet\'s status under its heading concludes it', async () => {
    expect(await verdicts([
      'Repère client           N-1-0009                           Désignation             Pont roulant 009',
      'N°    Point examiné                                           Code      Commentaire',
      '1     Charpente, chemin de roulement, fixations                B',
      "STATUT DE L'APPAREIL",
      "ORANGE – défectuosité à corriger : appareil non conforme en l'état",
      'Repère client           N-1-0011                           Désignation             Palan 011',
      "STATUT DE L'APPAREIL",
      "VERT – aucune défectuosité : l'appareil peut être utilisé",
    ])).toEqual([['N-1-0009', 'non_compliant'], ['N-1-0011', 'compliant']]);
  });
  it('a date the page\'s width cut after its month is read whole; a report\'s own date is not the visit\'s', async () => {
    const r = await extract(page(['Date du rapport : 2026-11-26', 'TÜV Rheinland France',
      'Nos inspecteurs sont intervenus sur votre site de Lyon (Démo Industrie, 12 rue des Forges) le 13 novembre',
      "2026 pour réaliser l'inspection périodique des équipements listés ci-dessous"]), ctx);
    expect(r.inspection_date.value).toBe('2026-11-13');
  });
  it('a letterhead written as a name is the name; a logo\'s capitals ask for the line under it', async () => {
    const body = async (lines: string[]) => (await extract(page(lines), ctx)).organisation.value;
    expect(await body(['Prevenscop', 'Prevenscop Conseil – contrôle technique et prévention des risques'])).toBe('Prevenscop');
    expect(await body(['KONECRANES', 'Konecranes France – service levage industriel'])).toBe('Konecranes France');
  });
  it('a span and a height ("16m/7m") are no identifier', () => {
    expect([idScore('16m/7m'), idScore('8m/9m')]).toEqual([0, 0]);
    expect(idScore('RA-80107')).toBeGreaterThanOrEqual(4);
  });
});
