// /score (issue 15): the six cards, the per-year chart, how to improve (causes ranked by their
// gain, each opening its list) and the formula dialog; the sidebar entry.
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';

test('the score: cards, evolution per year, how to improve, how it is computed', async ({ page }) => {
  await loginAsAdmin(page);
  await page.locator('a[href="/score"]').first().click();
  await expect(page).toHaveURL(/\/score$/);
  await expect(page.getByRole('heading', { name: 'Score de conformité', level: 1 })).toBeVisible();
  for (const name of ['Mes sites', 'Mes bâtiments', 'Mes réglementations', 'Contrôles', 'Obligations', 'Observations']) {
    await expect(page.getByRole('heading', { name, level: 2, exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('score-value-sites')).toContainText('/ 100');
  await expect(page.locator('figure[aria-label="Score de conformité par année"] svg').first()).toBeVisible();
  const year = String(new Date().getFullYear() - 1);
  await expect(page.getByTestId('score-history').getByRole('cell', { name: year, exact: true })).toHaveCount(1);

  await page.getByRole('button', { name: 'Comment est-il calculé ?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Le calcul du score' });
  await expect(dialog).toContainText('élément non conforme : −40');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // How to improve: causes ranked by their real gain (not "+0,1 pt" on every line), each opening
  // its list filtered on the cause.
  const improve = page.getByTestId('score-improve');
  await expect(improve.getByTestId('improve-cause').first()).toBeVisible();
  const gains = await improve.getByTestId('improve-gain').allTextContents();
  expect(gains.length).toBeGreaterThan(1);
  const points = gains.map((g) => Number(g.replace(/[^\d,]/g, '').replace(',', '.')));
  expect([...points].sort((a, b) => b - a)).toEqual(points);
  expect(new Set(points).size).toBeGreaterThan(1);
  await expect(improve.getByTestId('improve-cause').first()).toContainText(/à traiter, \d+ éléments? concernés?/);
  const first = improve.getByRole('link').first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/(controls|obligations|tasks|elements)\?/);
  await first.click();
  await expect(page).toHaveURL(/\/(controls|obligations|tasks|elements)\?/);
  await expect(page.getByText(/\d+ résultats?/).first()).toBeVisible();
});
