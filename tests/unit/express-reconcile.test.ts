import { describe, expect, it } from 'vitest';
import { normalise, reconcile, similarity } from '../../server/areas/express-reports/reconcile';
import { missingInfo } from '../../server/areas/express-reports/validate';
import type { ExpressResult } from '../../resources/expressReportResult';

const src = { page: 1, confidence: 1 };
const base = (observations: ExpressResult['observations']): ExpressResult => ({
  inspection_date: { value: '2026-10-12', ...src }, organisation: { value: 'Apave', ...src }, regulation: { value: null, ...src },
  elements: [{ element: 1, identification_number: 'A', designation: 'Tableau', verdict: 'non_compliant', ...src },
    { element: 2, identification_number: 'B', designation: 'Extincteur', verdict: 'compliant', ...src }],
  observations,
});
const obs = (text: string, element: number | null) => ({ text, element, proposal: 'new' as const, task: null, ...src });

describe('reconcile', () => {
  it('normalises accents, case and punctuation', () => {
    expect(normalise('  Câble DÉNUDÉ, local !')).toBe('cable denude local');
    expect(similarity('Remplacer le disjoncteur différentiel', 'remplacer le disjoncteur differentiel.')).toBe(1);
    expect(similarity('Câble dénudé', 'Porte coupe-feu bloquée')).toBeLessThan(0.4);
  });

  it('to_do for a repeated open observation (once), new otherwise, element_not_found without element', () => {
    const open = [{ id: 10, element: 1, description: 'Remplacer le disjoncteur différentiel' }];
    const out = reconcile(base([obs('Remplacer le disjoncteur differentiel du tableau', 1), obs('Remplacer le disjoncteur différentiel', 1),
      obs('Porte bloquée', null), obs('Remplacer le disjoncteur différentiel', 2)]), open);
    expect(out.observations.map((o) => [o.proposal, o.task])).toEqual([['to_do', 10], ['new', null], ['element_not_found', null], ['new', null]]);
  });

  it('done for open observations of inspected elements the report no longer mentions; others untouched', () => {
    const open = [{ id: 11, element: 2, description: 'Recharger' }, { id: 12, element: 3, description: 'Autre élément' }];
    const out = reconcile(base([]), open);
    expect(out.observations).toEqual([expect.objectContaining({ proposal: 'done', task: 11, element: 2, text: 'Recharger' })]);
  });

  it('lists what validation misses', () => {
    expect(missingInfo(base([obs('x', null)])).map((m) => m.key)).toEqual(['api.expressReports.missing.observation']);
    expect(missingInfo(base([{ ...obs('x', null), proposal: 'obsolete' }]))).toEqual([]);
    const noDate = base([]);
    noDate.inspection_date.value = null;
    noDate.elements[0].element = null;
    expect(missingInfo(noDate).map((m) => m.key)).toEqual(['api.expressReports.missing.inspection_date', 'api.expressReports.missing.element']);
  });
});
