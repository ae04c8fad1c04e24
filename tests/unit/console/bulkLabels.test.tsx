// "Étiquettes QR" in the elements' bulk toolbar: the format asked, the selection sent to the
// label export, the job's progress, then the 'sent by e-mail' notice and the download link.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ListContextProvider, type DataProvider, type ListControllerResult } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkLabelsButton } from '../../../src/features/labels';
import type { JobState } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { call, json, mockFetch, signIn } from './helpers';

const job = (over: Partial<JobState>): JobState => ({
  id: 'j1', kind: 'labels', status: 'running', progress: 0, result: null, error: null,
  created_at: '2026-01-01T00:00:00Z', finished_at: null, ...over,
});

describe('bulk label sheet', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the format, queues the selection, shows the progress then the e-mail notice and the link', async () => {
    signIn({ rights: { baseregulationmodel: ['view', 'edit'] } });
    const fetch = mockFetch(json({ job: { id: 'j1' }, message: "L'impression de 2 étiquette(s) est en cours : vous recevrez le fichier par e-mail." }, 202));
    const states = [job({ progress: 30 }), job({ status: 'done', progress: 100, result: { rows: 2 } })];
    const dataProvider = { getJob: vi.fn(async () => (states.length > 1 ? states.shift()! : states[0])) } as unknown as DataProvider;
    const list = { resource: 'elements', selectedIds: [4, 7], filterValues: {}, filter: {}, sort: { field: 'designation', order: 'ASC' } } as unknown as ListControllerResult;
    render(
      <MemoryRouter>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <ListContextProvider value={list}>
            <BulkLabelsButton />
          </ListContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Étiquettes QR' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Data Matrix' }));
    fireEvent.click(screen.getByRole('button', { name: 'Générer' }));
    expect(await screen.findByText(/vous recevrez le fichier par e-mail/)).toBeTruthy();
    const sent = call(fetch);
    expect(sent.url).toBe('/api/v1/elements/labels/');
    expect(sent.init.method).toBe('POST');
    expect(sent.body).toEqual({ ids: [4, 7], format: 'datamatrix' });
    await waitFor(() => expect(screen.getByText('La planche (2 étiquettes) vous a été envoyée par e-mail.')).toBeTruthy(), { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Télécharger le fichier' }).getAttribute('href')).toBe('/ressource/download/j1');
  });

  it('is drawn for a viewer only when the selection holds an element with a code (the API prints no other)', () => {
    signIn({ rights: { baseregulationmodel: ['view'] } });
    const draw = (data: { id: number; qr_code: string | null }[]) => {
      cleanup();
      const list = { resource: 'elements', selectedIds: [4], data, filterValues: {}, filter: {}, sort: { field: 'designation', order: 'ASC' } } as unknown as ListControllerResult;
      render(
        <MemoryRouter>
          <AdminContext dataProvider={{} as DataProvider} i18nProvider={i18nProvider}>
            <ListContextProvider value={list}><BulkLabelsButton /></ListContextProvider>
          </AdminContext>
        </MemoryRouter>,
      );
      return screen.queryByRole('button', { name: 'Étiquettes QR' });
    };
    expect(draw([{ id: 4, qr_code: null }, { id: 5, qr_code: 'QR-5' }])).toBeNull();
    expect(draw([{ id: 4, qr_code: 'QR-4' }])).not.toBeNull();
  });
});
