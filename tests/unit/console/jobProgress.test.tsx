import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobProgressDialog } from '../../../src/engine/jobs';
import { jobIdOf } from '../../../src/engine/jobs/useJobProgress';
import { dataProvider as realDataProvider, type JobState } from '../../../src/providers/dataProvider';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { call, json, mockFetch, signIn } from './helpers';

const state = (over: Partial<JobState>): JobState => ({
  id: 'j1', kind: 'export', status: 'queued', progress: 0, result: null, error: null,
  created_at: '2026-01-01T00:00:00Z', finished_at: null, ...over,
});

/** A dataProvider answering getJob with the given states in turn (the last one repeats). */
const stub = (...states: JobState[]) => {
  const getJob = vi.fn(async (_id: string, _params?: unknown) => (states.length > 1 ? states.shift()! : states[0]));
  return { getJob, dataProvider: { getJob } as unknown as DataProvider };
};

const renderDialog = (dataProvider: DataProvider, props: Partial<Parameters<typeof JobProgressDialog>[0]> = {}) =>
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <JobProgressDialog jobId="j1" title="Export des sites" onClose={() => {}} {...props} />
      </AdminContext>
    </MemoryRouter>,
  );

const bar = () => screen.getByRole('progressbar', { name: 'Avancement' });

describe('JobProgressDialog', () => {
  afterEach(cleanup);

  it('polls while running, shows the percentage and status, then stops when done', async () => {
    const { getJob, dataProvider } = stub(
      state({ status: 'running', progress: 30 }),
      state({ status: 'done', progress: 100, result: { rows: 3 } }),
    );
    const onDone = vi.fn();
    renderDialog(dataProvider, { onDone, renderResult: (job) => <span>{`${job.result?.rows} lignes`}</span> });
    expect(screen.getByRole('dialog', { name: 'Export des sites' })).toBeTruthy();

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('En cours'));
    expect(bar().getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByText('30\u00a0%', { normalizer: (text) => text })).toBeTruthy(); // non-breaking space
    expect(screen.getByText(/Vous pouvez fermer cette fenêtre/)).toBeTruthy();
    expect(getJob).toHaveBeenCalledWith('j1', expect.anything());

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Terminé'), { timeout: 3000 });
    expect(bar().getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('3 lignes')).toBeTruthy();
    expect(screen.queryByText(/Vous pouvez fermer cette fenêtre/)).toBeNull();
    expect(onDone).toHaveBeenCalledTimes(1);
    const calls = getJob.mock.calls.length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(getJob.mock.calls.length).toBe(calls);
  });

  it('shows the error of a failed job', async () => {
    const { dataProvider } = stub(state({ status: 'failed', progress: 40, error: 'Le fichier est illisible.' }));
    renderDialog(dataProvider);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Échec'));
    expect(screen.getByText('Le fichier est illisible.')).toBeTruthy();
    expect(bar().getAttribute('aria-valuenow')).toBe('40');
  });

  it('says so when the job cannot be read', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // react-admin logs failed calls
    const getJob = vi.fn(async () => { throw Object.assign(new Error('Objet introuvable.'), { status: 404 }); });
    renderDialog({ getJob } as unknown as DataProvider);
    await waitFor(() => expect(screen.getByText("Impossible de connaître l'état du traitement.")).toBeTruthy());
    await new Promise((r) => setTimeout(r, 1200));
    expect(getJob).toHaveBeenCalledTimes(1); // a 404 is neither retried nor polled
    logged.mockRestore();
  });

  it('closes without touching the job', async () => {
    const { getJob, dataProvider } = stub(state({ status: 'running', progress: 5 }));
    const onClose = vi.fn();
    renderDialog(dataProvider, { onClose, title: 'app.jobs.title' });
    expect(screen.getByRole('dialog', { name: 'Traitement en cours' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getJob.mock.calls.every(([id]) => id === 'j1')).toBe(true);
  });
});

describe('dataProvider.getJob', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads /jobs/{id}/ with the token', async () => {
    signIn();
    const fetch = mockFetch(json(state({ id: 'a/b', status: 'running', progress: 12 })));
    expect(await realDataProvider.getJob('a/b')).toMatchObject({ status: 'running', progress: 12 });
    expect(call(fetch).url).toBe('/api/v1/jobs/a%2Fb/');
    expect(call(fetch).headers.get('authorization')).toBe('Token tok');
  });
});

describe('jobIdOf', () => {
  it('reads { job: { id } } and nothing else', () => {
    expect(jobIdOf({ job: { id: 'abc' } })).toBe('abc');
    expect(jobIdOf({ count: 3 })).toBeNull();
    expect(jobIdOf(null)).toBeNull();
  });
});
