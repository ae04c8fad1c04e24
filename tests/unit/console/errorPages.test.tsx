import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForbiddenPage } from '../../../src/pages/errors/ForbiddenPage';
import { NotFoundPage } from '../../../src/pages/errors/NotFoundPage';
import { ServerErrorPage } from '../../../src/pages/errors/ServerErrorPage';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const renderPage = (page: React.ReactNode) =>
  render(
    <MemoryRouter>
      <AdminContext i18nProvider={i18nProvider}>{page}</AdminContext>
    </MemoryRouter>,
  );

describe('error pages (French)', () => {
  afterEach(cleanup);

  it('not found links back to the dashboard', () => {
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Page introuvable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Retour à l'application" }).getAttribute('href')).toBe('/dashboard');
  });

  it('forbidden asks for an administrator', () => {
    renderPage(<ForbiddenPage />);
    expect(screen.getByRole('heading', { name: 'Accès non autorisé' })).toBeTruthy();
    expect(screen.getByText(/administrateur/)).toBeTruthy();
  });

  it('the generic error page retries by reloading', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    renderPage(<ServerErrorPage error={new Error('boom')} />);
    screen.getByRole('button', { name: 'Réessayer' }).click();
    expect(reload).toHaveBeenCalled();
    reload.mockRestore();
  });
});
