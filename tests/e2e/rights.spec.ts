// The read-only demo user sees no write button and gets the forbidden page on a write URL
// (the start-plan offer is covered by account.spec.ts).
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('the read-only user sees no create, edit or delete, and a forbidden URL says so', async ({ page }) => {
  await login(page, 'lecteur@demo.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sites');
  // Only the reader's site, and no write action anywhere on the list.
  await expect(page.getByRole('row').filter({ hasText: 'Usine de Lyon' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Usine de Nantes' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  // A row opens the read-only page: no save, no delete.
  await page.getByRole('row').filter({ hasText: 'Usine de Lyon' }).getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/sites\/\d+\/show$/);
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);

  await page.goto('/sites/create');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
  await page.goto('/user/team/users/create');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
});

test('a user narrowed to one building sees only its elements on that site', async ({ page }) => {
  await login(page, 'technicien@demo.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/elements');
  await expect(page.getByRole('row').filter({ hasText: 'Atelier A' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /Atelier B|Magasin/ })).toHaveCount(0);
});
