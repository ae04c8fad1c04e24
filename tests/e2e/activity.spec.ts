// /activity: opened from the sidebar; the chart and the tables per month and site show the same
// numbers as the API; the period picker changes the months; the report downloads as a PDF and an
// Excel file.
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';

const monthLabel = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;

test('activity report: chart, tables, period, PDF and Excel', async ({ page }) => {
  await loginAsAdmin(page);
  const answer = page.waitForResponse((r) => r.url().includes('/api/v1/activity/?'));
  await page.locator('a[href="/activity"]').filter({ hasText: "Rapport d'activité" }).click();
  await expect(page).toHaveURL(/\/activity$/);
  const report = await (await answer).json();
  await expect(page.getByRole('heading', { name: "Rapport d'activité", level: 1 })).toBeVisible();
  await expect(page.locator("figure[aria-label=\"Graphique de l'activité par mois\"] svg").first()).toBeVisible();

  const months = page.getByRole('table', { name: 'Activité par mois' });
  await expect(months.getByRole('columnheader')).toHaveCount(14);
  await expect(months.getByRole('columnheader', { name: monthLabel(report.months[11]) })).toBeVisible();
  const controls = report.series.find((s: { key: string }) => s.key === 'controls_done');
  const total = controls.per_month.reduce((a: number, b: number) => a + b, 0);
  await expect(months.locator('tr[data-series="controls_done"] td').last()).toHaveText(String(total));
  const sites = page.getByRole('table', { name: 'Activité par site' });
  await expect(sites.getByRole('row').filter({ hasText: 'Usine de Lyon' })).toHaveCount(1);

  await page.getByRole('combobox', { name: 'Période' }).click();
  await page.getByRole('option', { name: 'Année dernière' }).click();
  const lastYear = new Date().getFullYear() - 1;
  await expect(months.getByRole('columnheader', { name: `01/${lastYear}` })).toBeVisible();
  await expect(months.getByRole('columnheader', { name: `12/${lastYear}` })).toBeVisible();

  let download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Générer le rapport (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^rapport-activite-\d{4}-\d{2}-\d{2}\.pdf$/);
  download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Générer le rapport (Excel)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^rapport-activite-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
