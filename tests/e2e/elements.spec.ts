// Elements (first slice): the engine list with its count, tabs and search; the element page;
// groups; custom attributes gated by the pro plan.
import { expect, test } from '@playwright/test';
import { login, loginAsAdmin } from './helpers';

test('elements: list with count, tabs, search, then the element page', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Éléments' }).click();
  await expect(page).toHaveURL(/\/elements/);
  await expect(page.getByRole('status').filter({ hasText: /\d+ résultats/ })).toBeVisible();
  await page.getByRole('tab', { name: /À réformer|réformer/i }).click();
  await expect(page.getByRole('status').filter({ hasText: /\d+ résultats?/ })).toBeVisible();
  await page.getByRole('tab', { name: /Tous/ }).click();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('zzz-nothing-matches');
  await expect(page.getByRole('status').filter({ hasText: '0 résultat' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('');
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/elements\/\d+/);
  await expect(page.getByText('Désignation').first()).toBeVisible();
});

test('groups list, and custom attributes: offered to a start plan, listed for pro', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/groups');
  await expect(page.getByRole('status').filter({ hasText: /\d+ résultats/ })).toBeVisible();
  await page.goto('/custom-attribute');
  await expect(page.getByRole('status').filter({ hasText: /\d+ résultats?/ })).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await login(page, 'admin@start.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/custom-attribute');
  await expect(page.getByText('Passez à une offre supérieure')).toBeVisible();
});
