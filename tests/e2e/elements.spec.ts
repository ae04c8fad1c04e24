// Elements list: count, tabs, search, the side sheet; the shared URL parameters of spec §2 (read
// and written); the column chooser with the company's landmark labels; bulk "set a custom
// attribute" (one element type); English. Groups and the pro-plan custom attributes page.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { login, loginAsAdmin, searchList, unique, openTab } from './helpers';

const idOf = async (table: string, name: string) => (await e2eSql(`SELECT id FROM ${table} WHERE name = $1`, [name])).rows[0].id as number;
const count = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('elements: list with count, tabs, search, then the side sheet and the element page', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Éléments' }).click();
  await expect(page).toHaveURL(/\/elements/);
  await expect(count(page, /\d+ résultats/)).toBeVisible();
  await openTab(page, 'À réformer');
  await expect(page).toHaveURL(/tab=to_discard/);
  await expect(count(page, /\d+ résultats?/)).toBeVisible();
  await openTab(page, 'Tous');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill('zzz-nothing-matches');
  await expect(count(page, '0 résultat')).toBeVisible();
  await expect(page).toHaveURL(/search=zzz-nothing-matches/);
  await searchList(page, 'N-1-0010');
  await expect(count(page, '1 résultat')).toBeVisible();
  // A row opens the side sheet (open_sheet in the URL), which leads to the element page.
  await page.getByRole('row').nth(1).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/open_sheet=\d+/);
  const sheet = page.getByRole('region', { name: "Aperçu de l'élément" });
  await expect(sheet.getByRole('heading', { name: 'Porte coupe-feu 010' })).toBeVisible();
  await sheet.getByRole('link', { name: "Ouvrir la fiche de l'élément" }).click();
  await expect(page).toHaveURL(/\/elements\/\d+$/);
  await expect(page.getByText('QR-000001')).toBeVisible();
  // Back: the list comes back as the URL says, sheet open.
  await page.goBack();
  await expect(page.getByRole('region', { name: "Aperçu de l'élément" })).toBeVisible();
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page).not.toHaveURL(/open_sheet/);
  await expect(page.getByRole('textbox', { name: 'Rechercher' })).toHaveValue('N-1-0010');
});

test('the list reads and writes the shared URL parameters (rid, elt, factory, tab, ordering)', async ({ page }) => {
  const fire = await idOf('regulations', 'Sécurité incendie');
  const extinguisher = await idOf('element_types', 'Extincteur');
  const lyon = await idOf('factories', 'Usine de Lyon');
  const expected = async (extra: string) => Number((await e2eSql(`SELECT count(*) AS n FROM elements e
    WHERE e.company_id = (SELECT id FROM companies WHERE name = 'Démo Industrie') AND e.regulation_id = $1
      AND e.non_compliant ${extra}`, [fire])).rows[0].n);
  await loginAsAdmin(page);
  await page.goto(`/elements?rid=${fire}&tab=non_compliant`);
  await expect(page.getByRole('tab', { name: 'Non conformes' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Sécurité incendie' })).toBeVisible(); // the regulation filter's chip
  await expect(count(page, `${await expected('')} résultats`)).toBeVisible();
  const cells = page.getByRole('row').locator('td:nth-child(6)');
  await expect(cells.first()).toHaveText('Sécurité incendie');
  for (const text of await cells.allTextContents()) expect(text).toBe('Sécurité incendie');
  // Lists of ids, comma-separated; a click on a column writes the ordering.
  await page.goto(`/elements?rid=${fire}&elt=${extinguisher}&factory=${lyon}&tab=non_compliant`);
  await expect(count(page, `${await expected(`AND e.element_type_id = ${extinguisher} AND e.factory_id = ${lyon}`)} résultat`)).toBeVisible();
  await page.getByRole('button', { name: /Trier par date d'expiration/ }).click();
  await expect(page).toHaveURL(new RegExp(`ordering=expiry_date`));
  await expect(page).toHaveURL(new RegExp(`rid=${fire}&elt=${extinguisher}`));
  await openTab(page, 'Tous');
  await expect(page).not.toHaveURL(/tab=/);
  await expect(page).toHaveURL(new RegExp(`factory=${lyon}`));
});

test('the column chooser adds landmark columns under the company\'s labels', async ({ page }) => {
  await login(page, 'admin@corpo.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/elements');
  await expect(count(page, /\d+ résultats/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Zone' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Colonnes' }).click();
  await page.getByRole('option', { name: 'Zone' }).getByRole('switch').check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Zone' })).toBeVisible();
  await expect(page.getByRole('row').nth(1).getByRole('cell', { name: /^Niveau \d$/ })).toBeVisible();
});

test('bulk: set a custom attribute on elements of one type; mixed types are refused', async ({ page }) => {
  const marker = unique('LOT-E2E');
  // Three extinguishers of the demo list get a marker; one crane too (another type).
  await e2eSql(`UPDATE elements SET identification_number = $1 WHERE id IN (SELECT e.id FROM elements e
    JOIN element_types t ON t.id = e.element_type_id JOIN companies c ON c.id = e.company_id
    WHERE c.name = 'Démo Industrie' AND t.name = 'Extincteur' AND NOT e.locked ORDER BY e.id LIMIT 3)`, [marker]);
  await e2eSql(`UPDATE elements SET identification_number = $1 WHERE id = (SELECT e.id FROM elements e
    JOIN element_types t ON t.id = e.element_type_id JOIN companies c ON c.id = e.company_id
    WHERE c.name = 'Démo Industrie' AND t.name = 'Pont roulant' AND NOT e.locked ORDER BY e.id LIMIT 1)`, [`${marker}-PR`]);
  await loginAsAdmin(page);
  await page.goto(`/elements?search=${encodeURIComponent(marker)}`);
  await expect(count(page, '4 résultats')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Tout sélectionner' }).check();
  // Mixed types: the action is off before it is tried, and says why (issue 33 §7).
  const setAttribute = page.getByRole('button', { name: 'Renseigner une caractéristique' });
  await expect(setAttribute).toBeDisabled();
  await page.locator('span', { has: setAttribute }).hover();
  await expect(page.getByRole('tooltip')).toContainText('tous les éléments sélectionnés doivent être du même type');

  // Only the extinguishers: the type's attributes are offered.
  await page.getByRole('row').filter({ hasText: 'Pont roulant' }).getByRole('checkbox').uncheck();
  await page.getByRole('button', { name: 'Renseigner une caractéristique' }).click();
  await expect(page.getByText('La valeur sera appliquée aux 3 éléments sélectionnés.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Caractéristique' }).click();
  await page.getByRole('option', { name: 'Marque' }).click();
  await page.getByLabel('Valeur (vide : la valeur est retirée)').fill('Bulk brand');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte (3 lignes modifiées).')).toBeVisible();
  const { rows } = await e2eSql(`SELECT e.custom_values ->> a.id::text AS v FROM elements e, custom_attributes a
    WHERE e.identification_number = $1 AND a.name = 'Marque' AND a.company_id = e.company_id`, [marker]);
  expect(rows.map((r) => r.v)).toEqual(['Bulk brand', 'Bulk brand', 'Bulk brand']);
});

test('English: the list, its tabs and the element page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('demo2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/elements?tab=to_discard');
  await expect(page.getByRole('tab', { name: 'To be discarded' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toBeVisible();
  await expect(page.getByText('To be discarded', { exact: true }).nth(1)).toBeVisible();
  await page.getByRole('combobox', { name: 'Search for an element' }).fill('N-1-0010');
  await page.getByRole('option', { name: /Porte coupe-feu 010/ }).click();
  await expect(page.getByRole('tab', { name: 'Linked objects' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Required document' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Registre de sécurité' })).toBeVisible();
});

test('groups list, and custom attributes: offered to a start plan, listed for pro', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/groups');
  await expect(count(page, /\d+ résultats/)).toBeVisible();
  await page.goto('/custom-attribute');
  await expect(count(page, /\d+ résultats?/)).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await login(page, 'admin@start.fr');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/custom-attribute');
  await expect(page.getByText('Passez à une offre supérieure')).toBeVisible();
});
