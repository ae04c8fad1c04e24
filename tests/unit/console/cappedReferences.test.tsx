// A record page's references field shows at most REFERENCE_CHIPS_CAP linked rows and counts the
// rest: a document linked to 25 obligations fetched and drew 25 chips (a screen of them on a phone).
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documents } from '../../../resources/documents';
import { FieldValue, REFERENCE_CHIPS_CAP } from '../../../src/engine/FieldValue';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const obligations = documents.fields.find((f) => f.name === 'obligations')!;

function draw(count: number) {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  const getMany = vi.fn(async (_resource: string, params: { ids: number[] }) => ({
    data: params.ids.map((id) => ({ id, name: `Obligation ${id}` })),
  }));
  render(
    <MemoryRouter>
      <AdminContext dataProvider={{ getMany } as unknown as DataProvider} i18nProvider={i18nProvider}>
        <RecordContextProvider value={{ id: 1, obligations: ids }}>
          <FieldValue field={obligations} />
        </RecordContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return getMany;
}

describe('capped references on a record page', () => {
  afterEach(cleanup);

  it('draws the first ten, fetches only those, and counts the rest', async () => {
    const getMany = draw(25);
    await waitFor(() => expect(screen.getAllByText(/^Obligation \d+$/)).toHaveLength(REFERENCE_CHIPS_CAP));
    expect(screen.getByText('et 15 autres')).toBeTruthy();
    expect(getMany.mock.calls.flatMap((c) => c[1].ids)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('draws every row and no count when there are ten or fewer', async () => {
    draw(3);
    await waitFor(() => expect(screen.getAllByText(/^Obligation \d+$/)).toHaveLength(3));
    expect(screen.queryByText(/autres?$/)).toBeNull();
  });
});
