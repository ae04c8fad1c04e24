// /controlprice (the control budget) and /voluntary-control-types (plan pro): the prices list
// with the demo prices, the forecast as a stacked chart and a table with its pickers and export,
// pricing the unpriced type; a voluntary type created from the form gets its controls and its
// delete says how many open controls go; a start plan gets the upgrade offer.
import { expect, test, type Page } from '@playwright/test';
import { login, loginAsAdmin, pickOption, unique } from './helpers';

const openFromMenu = async (page: Page, href: string, label: string) => {
  const entry = page.locator(`a[href="${href}"]`).filter({ hasText: label });
  await expect(page.getByRole('menuitem', { name: 'Gestion des données' })).toBeVisible();
  if (!(await entry.isVisible())) await page.getByRole('menuitem', { name: 'Gestion des données' }).click();
  await entry.click();
  await expect(page).toHaveURL(new RegExp(`${href}(\\?|$)`));
};

test('control budget: prices, forecast chart and table, period, export, pricing the unpriced type', async ({ page }) => {
  await loginAsAdmin(page);
  await openFromMenu(page, '/controlprice', 'Budget des contrôles');
  await expect(page.getByRole('row').filter({ hasText: 'Thermographie infrarouge des tableaux électriques' })).toHaveCount(1);

  await expect(page.getByRole('heading', { name: 'Prévisionnel des contrôles', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Coût prévisionnel par site et par mois' });
  await expect(table.getByRole('row').filter({ hasText: 'Usine de Lyon' })).toHaveCount(1);
  // Site, 12 months, total.
  await expect(table.getByRole('columnheader')).toHaveCount(14);
  await expect(page.locator('figure[aria-label="Coût prévisionnel par mois, empilé par site"] svg').first()).toBeVisible();
  const unpriced = page.getByText(/Types de contrôle sans prix/);
  await expect(unpriced).toContainText('Essai de fonctionnement des portes coupe-feu');

  await page.getByRole('combobox', { name: 'Période' }).click();
  await page.getByRole('option', { name: '3 mois' }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(5);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^budget-controles-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('combobox', { name: /Type de contrôle/ }).fill('Essai de fonctionnement');
  await page.getByRole('option', { name: /Essai de fonctionnement des portes coupe-feu/ }).first().click();
  await page.getByRole('spinbutton', { name: /Prix/ }).fill('85.5');
  const company = page.getByRole('combobox', { name: /Entreprise/ });
  if (!(await company.textContent())?.replace('\u200b', '').trim()) {
    await company.click();
    await page.getByRole('option').first().click();
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  await page.goto('/controlprice');
  await expect(page.getByRole('table', { name: 'Coût prévisionnel par site et par mois' })).toBeVisible();
  await expect(page.getByText(/Types de contrôle sans prix/)).toHaveCount(0);
});

test('voluntary control types: created with its controls, deleted with the count of open controls', async ({ page }) => {
  await loginAsAdmin(page);
  await openFromMenu(page, '/voluntary-control-types', 'Contrôles volontaires');
  await expect(page.getByRole('row').filter({ hasText: 'Thermographie infrarouge des tableaux électriques' })).toHaveCount(1);

  const name = unique('Contrôle e2e');
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  const company = page.getByRole('combobox', { name: /Entreprise/ });
  if (!(await company.textContent())?.replace('\u200b', '').trim()) {
    await company.click();
    await page.getByRole('option').first().click();
  }
  await pickOption(page.getByRole('combobox', { name: /Réglementation/ }), 'Sécurité', page.getByRole('option', { name: 'Sécurité incendie' }));
  await pickOption(page.getByRole('combobox', { name: /Types d'éléments/ }), 'Extinct', page.getByRole('option', { name: 'Extincteur' }),
    page.locator('.MuiChip-root', { hasText: 'Extincteur' }));
  await page.getByRole('spinbutton', { name: /Fréquence/ }).fill('12');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();

  await page.goto('/voluntary-control-types');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/voluntary-control-types\/\d+$/);
  await page.getByRole('toolbar').getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation requise' });
  await expect(dialog).toContainText(/1 type\(s\) de contrôle volontaire et leurs [1-9]\d* contrôle\(s\) ouvert\(s\)/);
  await dialog.getByLabel('Saisissez CONFIRMER pour confirmer').fill('CONFIRMER');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/voluntary-control-types(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('voluntary control types on a start plan: the upgrade offer', async ({ page }) => {
  await login(page, 'admin@start.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/voluntary-control-types');
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toBeVisible();
});
