// The branch picker of the dashboard, the score and consumption (issue 29): corpo only, kept in
// the URL, every number narrowed to the branch (the API's own counts for it), and a dashboard
// number opening its list on that branch with the same count; English and phone width.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** The signed-in user's API call (their token from the stored session). */
async function api<T>(page: Page, path: string): Promise<T> {
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  const token = (JSON.parse(stored ?? '{}') as { state?: { token?: string } }).state?.token;
  const res = await page.request.get(`/api/v1${path}`, { headers: { Authorization: `Token ${token}` } });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

const branchId = async (page: Page, name: string) =>
  (await api<{ results: { id: number; name: string }[] }>(page, '/branches/?page_size=100')).results.find((b) => b.name === name)!.id;

/** Picks a branch in the picker (its label in the UI language) and waits for it in the URL. */
async function pick(page: Page, label: string, option: string, id: number) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('branch')).toBe(String(id));
}

test('dashboard and score over a branch: its numbers, its lists, kept in the URL', async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  const nord = await branchId(page, 'Nord');
  const all = (await api<{ count: number }>(page, '/elements/count/')).count;
  const mine = (await api<{ count: number }>(page, `/elements/count/?branch=${nord}`)).count;
  expect(mine).toBeLessThan(all);
  const managed = page.getByTestId('elements-managed');
  await expect(managed).toHaveText(new RegExp(`^${all} éléments? gérés?$`));

  await pick(page, 'Branche', 'Nord', nord);
  await expect(managed).toHaveText(new RegExp(`^${mine} éléments? gérés?$`));
  // Every number is the branch's: the API's cycle over the branch.
  const cycle = await api<{ sections: Record<string, { key: string; count: number }[]> }>(page, `/dashboard/main/control_cycle_control/?branch=${nord}`);
  const items = Object.values(cycle.sections).flat();
  for (const item of items) await expect(page.getByTestId(`dashboard-item-${item.key}`)).toHaveText(String(item.count));

  // A number opens its list on the branch too, listing as many rows as it said.
  const item = items.find((i) => i.count > 0)!;
  expect(item).toBeTruthy();
  await page.getByTestId(`dashboard-item-${item.key}`).click();
  await expect(page).toHaveURL(/\/controls\?/);
  expect(new URL(page.url()).searchParams.get('branch')).toBe(String(nord));
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`^${item.count} résultats?$`) })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Branche' })).toHaveText('Nord');

  // The score over the same branch: the sites card lists its site only.
  await page.goto(`/score?branch=${nord}`);
  await expect(page.getByRole('combobox', { name: 'Branche' })).toHaveText('Nord');
  const sites = page.getByTestId('score-card-sites');
  await expect(sites).toContainText('Site de Lille');
  await expect(sites).not.toContainText('Site de Marseille');
  await page.getByRole('combobox', { name: 'Branche' }).click();
  await page.getByRole('option', { name: 'Toutes les branches', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('branch')).toBeNull();
  await expect(sites).toContainText('Site de Marseille');
});

test('consumption per entity: the branch filter narrows the sites', async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  const nord = await branchId(page, 'Nord');
  await page.goto('/user/contrat/consommation');
  await pick(page, 'Branche', 'Nord', nord);
  const table = page.getByRole('region', { name: /^Consommation par mois — / });
  await expect(table.getByRole('cell', { name: 'Site de Lille' }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'Site de Marseille' })).toHaveCount(0);
  await expect(table.getByRole('cell', { name: 'Nord', exact: true }).first()).toBeVisible();
});

test('in English at phone width (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@corpo.fr');
  const nord = await branchId(page, 'Nord');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  try {
    for (const path of ['/dashboard', '/score']) {
      await page.goto(path);
      await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveText('All branches');
      await pick(page, 'Branch', 'Nord', nord);
      if (path === '/dashboard') {
        const mine = (await api<{ count: number }>(page, `/elements/count/?branch=${nord}`)).count;
        await expect(page.getByTestId('elements-managed')).toHaveText(new RegExp(`^${mine} elements? managed$`));
      } else {
        await expect(page.getByTestId('score-card-sites')).not.toContainText('Site de Marseille');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  } finally {
    await page.evaluate(() => localStorage.removeItem('locale'));
  }
});

test('no branch picker below the corpo plan', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('elements-managed')).toBeVisible();
  await expect(page.getByTestId('branch-picker')).toHaveCount(0);
  await page.goto('/score');
  await expect(page.getByTestId('score-card-sites')).toBeVisible();
  await expect(page.getByTestId('branch-picker')).toHaveCount(0);
});
