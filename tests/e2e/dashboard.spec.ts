// /dashboard (issue 15): the greeting, the four sections across the seven cycles, and a number
// that opens its list with the same count (the list's own "N résultats").
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAsAdmin } from './helpers';

const resultCount = (page: Page, n: number) =>
  page.getByRole('status').filter({ hasText: new RegExp(`^${n} résultats?$`) });

/** Opens the list of the item `key`: its path and URL parameters (in whatever order the list writes them), its count. */
async function openItem(page: Page, key: string, path: string, params: Record<string, string>) {
  await page.goto('/dashboard');
  const link = page.getByTestId(`dashboard-item-${key}`);
  await expect(link).toBeVisible();
  const n = Number(await link.textContent());
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${path}\\?`));
  const url = new URL(page.url());
  for (const [name, value] of Object.entries(params)) expect(url.searchParams.get(name), name).toBe(value);
  await expect(resultCount(page, n)).toBeVisible();
  return n;
}

test('the dashboard: four sections, each number opening its list with that count', async ({ page }) => {
  await loginAsAdmin(page);
  for (const name of ['À préparer', 'À valider', 'En attente', "Points d'attention"]) {
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  }
  await expect(page.getByTestId('elements-managed')).toContainText(/\d/);
  await expect(page.getByRole('link', { name: /Contrôles en retard : \d+, ouvrir la liste/ })).toBeVisible();
  const late = await openItem(page, 'controls_late', '/controls', { tab: 'late' });
  expect(late).toBeGreaterThan(0);
  await openItem(page, 'controls_late_blocking', '/controls', { tab: 'late', leads_to_non_compliance: 'true' });
  await openItem(page, 'controls_next_30_days', '/controls', { tab: 'next_30_days' });
  await openItem(page, 'elements_non_compliant', '/elements', { tab: 'non_compliant' });
  await openItem(page, 'tasks_late', '/tasks', { tab: 'late' });
  await openItem(page, 'obligations_missing', '/obligations', { tab: 'missing' });
});

test('in English, with the sections translated', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Warning points', level: 2 })).toBeVisible();
});
