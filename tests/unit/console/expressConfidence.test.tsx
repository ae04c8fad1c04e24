// The review screen flags a guessed value "à vérifier": a date read at 0.5 (no label beside it)
// showed "Confiance 50 %" as if checked (issue 26, round 4's letter dated "Lyon, le …").
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExpressResult } from '../../../resources/expressReportResult';
import { ResultEditor } from '../../../src/features/expressReports/ResultEditor';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const result = (dateConfidence: number): ExpressResult => ({
  inspection_date: { value: '2026-10-14', page: 1, confidence: dateConfidence },
  organisation: { value: 'Apave', page: 1, confidence: 0.95 },
  regulation: { value: null, page: 1, confidence: 0 },
  elements: [],
  observations: [],
});

function draw(dateConfidence: number) {
  const dataProvider = { getList: async () => ({ data: [], total: 0 }) } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResultEditor result={result(dateConfidence)} editable onChange={() => {}} onSelect={() => {}} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('confidence on the review screen', () => {
  afterEach(cleanup);

  it('flags a date read at 0.5 as to check', () => {
    draw(0.5);
    expect(screen.getByText('Confiance 50 % : à vérifier')).toBeTruthy();
    expect(screen.getByText('Confiance 95 %')).toBeTruthy();
  });

  it('does not flag a value read with confidence', () => {
    draw(0.9);
    expect(screen.queryByText(/à vérifier/)).toBeNull();
    expect(screen.getByText('Confiance 90 %')).toBeTruthy();
  });
});
