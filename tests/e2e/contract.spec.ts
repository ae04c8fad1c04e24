// /user/contrat/consommation and /user/contrat/engagement: the consumption's chart and tables per
// month with the live current month, the export; the plan with its limits and progress bars.
import { expect, test } from '@playwright/test';
import { format } from 'date-fns';
import { e2eSql } from './elements-db';
import { loginAsAdmin, openTab } from './helpers';

test('consumption: twelve months, the current one live, the export', async ({ page }) => {
  await loginAsAdmin(page);
  await page.locator('a[href="/user/contrat/consommation"]').filter({ hasText: 'Consommation (contrat)' }).click();
  await expect(page.getByRole('heading', { name: 'Consommation', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Consommation par mois', exact: true });
  await expect(table.locator('tbody tr')).toHaveCount(12);
  const month = format(new Date(), 'yyyy-MM');
  const { rows: [live] } = await e2eSql(`SELECT count(*)::int AS n FROM elements e JOIN companies c ON c.id = e.company_id WHERE c.name = 'Démo Industrie'`);
  await expect(table.locator(`tr[data-month="${month}"] td`).first()).toHaveText(String(live.n));
  await expect(page.locator('figure[aria-label="Graphique de la consommation par mois"] svg').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^consommation-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('commitment: the plan, its limits and usage', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/user/contrat/consommation');
  await openTab(page, 'Engagement');
  await expect(page).toHaveURL(/\/user\/contrat\/engagement$/);
  const { rows: [company] } = await e2eSql(`SELECT tier::text AS tier FROM companies WHERE name = 'Démo Industrie'`);
  await expect(page.getByTestId('tier')).toHaveText(company.tier.charAt(0).toUpperCase() + company.tier.slice(1));
  await expect(page.locator('li[data-limit="elements"]')).toContainText('Éléments');
  await expect(page.getByRole('progressbar', { name: 'Éléments' })).toBeVisible();
});
