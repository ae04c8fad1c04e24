// The elements list sorted by a click on its "Site" and "Conformité" headers (issue 34): the rows
// come in the order of the site names (as PostgreSQL orders the names themselves, not the stored
// keys), then compliant before non-compliant, and reversed on a second click; once in English.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, unique } from './helpers';

/** Four elements of the test on three demo sites (two non-compliant), written as SQL (the triggers fill the sort keys). */
async function seed(tag: string): Promise<number[]> {
  const { rows } = await e2eSql(`
    WITH c AS (SELECT id FROM companies WHERE name = 'Démo Industrie'),
    f AS (SELECT f.id, row_number() OVER (ORDER BY f.id) AS k FROM factories f, c WHERE f.company_id = c.id ORDER BY f.id LIMIT 3),
    x AS (SELECT * FROM (VALUES (1, 3, false), (2, 1, true), (3, 2, false), (4, 1, false)) v(n, site, nc))
    INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation, non_compliant)
    SELECT c.id, f.id, (SELECT b.id FROM buildings b WHERE b.factory_id = f.id AND b.is_ghost),
      (SELECT id FROM regulations WHERE name = 'Sécurité incendie'), (SELECT id FROM element_types WHERE name = 'Extincteur'),
      $1 || ' ' || x.n, x.nc
    FROM x JOIN f ON f.k = x.site, c ORDER BY x.n RETURNING id`, [tag]);
  return rows.map((r) => r.id as number);
}

/** The site names of `ids` as PostgreSQL orders the names (ties by id). */
async function sitesInOrder(ids: number[], desc = false): Promise<string[]> {
  const dir = desc ? 'DESC' : 'ASC';
  const { rows } = await e2eSql(`SELECT f.name FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE e.id = ANY($1::int[]) ORDER BY f.name ${dir}, e.id ${dir}`, [ids]);
  return rows.map((r) => r.name as string);
}

/** The cells of the column headed `name` (found by its header, whatever columns come before it). */
async function column(page: Page, name: string) {
  await expect(page.getByRole('main').locator('thead th').filter({ hasText: name }).first()).toBeVisible();
  const headers = (await page.getByRole('main').locator('thead th').allTextContents()).map((h) => h.trim());
  const at = headers.indexOf(name);
  expect(at, `column ${name} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return page.getByRole('main').locator(`tbody tr td:nth-child(${at + 1})`);
}

/** The list of the test's rows, settled: the search in the URL and its 4 rows. */
async function openList(page: Page, tag: string) {
  await page.goto(`/elements?search=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('main').locator('tbody tr')).toHaveCount(4);
}

test('clicking "Site" then "Conformité" sorts the rows by site name, then compliant first (French)', async ({ page }) => {
  const tag = unique('Tri');
  const ids = await seed(tag);
  await loginAsAdmin(page);
  await openList(page, tag);
  await page.getByRole('button', { name: /Trier par site/i }).click();
  await expect(page).toHaveURL(/ordering=factory(&|$)/);
  const sites = await column(page, 'Site');
  await expect(sites).toHaveText(await sitesInOrder(ids));
  await page.getByRole('button', { name: /Trier par site/i }).click();
  await expect(page).toHaveURL(/ordering=-factory/);
  await expect(sites).toHaveText(await sitesInOrder(ids, true));

  await page.getByRole('button', { name: /Trier par conformité/i }).click();
  await expect(page).toHaveURL(/ordering=conformity/);
  const conformity = await column(page, 'Conformité');
  await expect(conformity).toHaveText(['Conforme', 'Conforme', 'Conforme', 'Non conforme']);
  await page.getByRole('button', { name: /Trier par conformité/i }).click();
  await expect(page).toHaveURL(/ordering=-conformity/);
  await expect(conformity).toHaveText(['Non conforme', 'Conforme', 'Conforme', 'Conforme']);
  // A reload keeps the order (it is in the URL).
  await page.reload();
  await expect(page.getByRole('main').locator('tbody tr')).toHaveCount(4);
  await expect(await column(page, 'Conformité')).toHaveText(['Non conforme', 'Conforme', 'Conforme', 'Conforme']);
});

test('English: "Site" sorts by site name and "Conformity" compliant first', async ({ page }) => {
  const tag = unique('Sort');
  const ids = await seed(tag);
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('demo2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openList(page, tag);
  await page.getByRole('button', { name: /Sort by site/i }).click();
  await expect(page).toHaveURL(/ordering=factory(&|$)/);
  await expect(await column(page, 'Site')).toHaveText(await sitesInOrder(ids));
  await page.getByRole('button', { name: /Sort by conformity/i }).click();
  await expect(page).toHaveURL(/ordering=conformity/);
  await expect(await column(page, 'Conformity')).toHaveText(['Compliant', 'Compliant', 'Compliant', 'Non-compliant']);
});
