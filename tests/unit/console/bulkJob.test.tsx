// A bulk delete the API queues as a job: after CONFIRMER, the job's progress is shown until it is
// done, then the dialog closes and the count of the job's result is announced.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, Notification, type DataProvider, type ListControllerResult } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkDeleteButton } from '../../../src/engine/bulk/BulkDeleteButton';
import { ConfirmationRequired, type JobState } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const job = (over: Partial<JobState>): JobState => ({
  id: 'j1', kind: 'bulk', status: 'running', progress: 0, result: null, error: null,
  created_at: '2026-01-01T00:00:00Z', finished_at: null, ...over,
});

const request = { url: '/api/v1/elements/bulk/', method: 'POST' as const, data: { action: 'delete', ids: [1, 2], confirm: true } };

function renderButton(states: JobState[]) {
  const dataProvider = {
    deleteMany: vi.fn(async () => { throw new ConfirmationRequired('9000 objet(s) seront supprimés définitivement.', request); }),
    confirm: vi.fn(async () => ({ job: { id: 'j1' }, count: 9000, message: '9000 objet(s) seront traités en arrière-plan.' })),
    getJob: vi.fn(async () => (states.length > 1 ? states.shift()! : states[0])),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
  } as unknown as DataProvider;
  const list = { resource: 'elements', selectedIds: [1, 2], filterValues: {}, filter: {}, onUnselectItems: () => {} } as unknown as ListControllerResult;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ListContextProvider value={list}>
          <BulkDeleteButton />
        </ListContextProvider>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

describe('a bulk action queued as a job', () => {
  afterEach(cleanup);

  it('shows the progress after the confirmation, then announces the count when the job is done', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs the confirmation request
    const dataProvider = renderButton([job({ progress: 40 }), job({ status: 'done', progress: 100, result: { count: 8999, locked: 1 } })]);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const word = await screen.findByRole('textbox');
    fireEvent.change(word, { target: { value: 'CONFIRMER' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('9000 objet(s) seront traités en arrière-plan.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Avancement' }).getAttribute('aria-valuenow')).toBe('40'));
    expect(dataProvider.confirm).toHaveBeenCalledWith(request);
    // Done: the dialog goes, the count of rows written is announced.
    expect(await screen.findByText(/^Votre action a bien été prise en compte \(8\s999 lignes supprimées\)\.$/, {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByText('9000 objet(s) seront traités en arrière-plan.')).toBeNull();
    logged.mockRestore();
  });
});
