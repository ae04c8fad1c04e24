import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RightsGrid } from '../../../src/features/users/RightsGrid';
import type { RightsValue } from '../../../src/features/users/rights';
import { i18nProvider } from '../../../src/providers/i18nProvider';

const all = ['view', 'create', 'edit', 'delete'] as const;
const dataProvider = {
  getAreas: vi.fn(async () => [
    { area: 'user', label: 'Utilisateurs', actions: [...all] },
    { area: 'team', label: 'Équipes', actions: [...all] },
  ]),
} as unknown as DataProvider;

const renderGrid = (value: RightsValue, limits: RightsValue | null, onChange = vi.fn(), disabled = false) => {
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <RightsGrid value={value} onChange={onChange} limits={limits} disabled={disabled} />
      </AdminContext>
    </MemoryRouter>,
  );
  return onChange;
};

const box = (name: string) => screen.findByRole('checkbox', { name }) as Promise<HTMLInputElement>;

describe('RightsGrid', () => {
  afterEach(cleanup);

  it('shows the areas of the API with the held rights checked, and disables the rights the editor lacks', async () => {
    renderGrid({ team: ['view', 'delete'] }, { user: [...all], team: ['view'] });
    expect((await box('Équipes : Voir')).checked).toBe(true);
    expect((await box('Équipes : Supprimer')).checked).toBe(true);
    expect((await box('Équipes : Supprimer')).disabled).toBe(true);
    expect((await box('Équipes : Créer')).disabled).toBe(true);
    expect((await box('Utilisateurs : Créer')).disabled).toBe(false);
    expect(screen.getByRole('table', { name: 'Droits par domaine' })).toBeTruthy();
  });

  it('checking an action also checks view', async () => {
    const onChange = renderGrid({}, { user: [...all] });
    fireEvent.click(await box('Utilisateurs : Modifier'));
    expect(onChange).toHaveBeenCalledWith({ user: ['view', 'edit'] });
  });

  it('a column header checks every box the editor may give', async () => {
    const onChange = renderGrid({}, { user: [...all], team: ['view'] });
    fireEvent.click(await box('Créer : tous les domaines'));
    expect(onChange).toHaveBeenCalledWith({ user: ['view', 'create'] });
  });

  it('is read-only when disabled', async () => {
    renderGrid({ user: ['view'] }, null, vi.fn(), true);
    expect((await box('Utilisateurs : Voir')).disabled).toBe(true);
    expect((await box('Voir : tous les domaines')).disabled).toBe(true);
  });
});
