// /tag (folders): an engine-only area — listed in the data management menu, created, found by
// search with the spec's URL, renamed, deleted with the typed word; the list in English.
import { expect, test } from '@playwright/test';
import { loginAsAdmin, searchList, unique } from './helpers';

test('folders: create from the menu, search, rename, delete with CONFIRMER', async ({ page }) => {
  await loginAsAdmin(page);
  // The entry sits in the data management group (unfolded on demand).
  const entry = page.locator('a[href="/tag"]').filter({ hasText: 'Dossiers' });
  await expect(page.getByRole('menuitem', { name: 'Gestion des données' })).toBeVisible();
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: 'Gestion des données' }).click();
  await entry.click();
  await expect(page).toHaveURL(/\/tag(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: 'Rapports de vérification' })).toHaveCount(1);

  const name = unique('Dossier e2e');
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  const company = page.getByRole('combobox', { name: /Entreprise/ });
  if (!(await company.textContent())?.replace('\u200b', '').trim()) {
    await company.click();
    await page.getByRole('option').first().click();
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();

  await page.goto('/tag');
  await searchList(page, name);
  // The list URL opens the same rows when pasted.
  const url = page.url();
  await page.goto(url);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Rapports de vérification' })).toHaveCount(0);

  await page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/tag\/\d+$/);
  const renamed = `${name} bis`;
  await page.locator('form').getByLabel('Nom').first().fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();

  await page.goto('/tag');
  await page.getByRole('row').filter({ hasText: renamed }).getByRole('cell').nth(1).click();
  await page.getByRole('toolbar').getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation requise' });
  await dialog.getByLabel('Saisissez CONFIRMER pour confirmer').fill('CONFIRMER');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/tag(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
});

test('folders in English', async ({ page }) => {
  await loginAsAdmin(page);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto('/tag');
  await expect(page.getByRole('columnheader', { name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Registres de sécurité' })).toHaveCount(1);
  const entry = page.locator('a[href="/tag"]').filter({ hasText: 'Folders' });
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: 'Data management' }).click();
  await expect(entry).toBeVisible();
});
