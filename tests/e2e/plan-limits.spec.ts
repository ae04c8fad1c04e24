// The start plan's limits on actions (not pages): a building, or an element past the plan's
// limit, is refused by the API with 403 tier_required; the console opens the upgrade offer.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './account-helpers';
import { e2eSql } from './elements-db';
import { DEMO_PASSWORD, signIn, unique, pickOption } from './helpers';

/** Picks `option` in the autocomplete labelled `label`. */
const choose = (page: Page, label: string, option: string) =>
  pickOption(page.getByRole('combobox', { name: label }), option, page.getByRole('option', { name: option, exact: true }));

const expectActionOffer = async (page: Page) => {
  const dialog = page.getByRole('dialog', { name: 'Passez à une offre supérieure' });
  await expect(dialog.getByText("Cette action fait partie de l'offre Pro.", { exact: false })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Start' }).getByText('Votre offre')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Pro' }).getByText('Nécessaire pour cette action')).toBeVisible();
  return dialog;
};

test('start plan: adding a building to a site opens the upgrade offer, nothing is created', async ({ page }) => {
  const headers = await apiLogin(page.request, 'admin@start.fr', DEMO_PASSWORD);
  const [site] = (await (await page.request.get('/api/v1/factories/?page_size=1', { headers })).json()).results;
  const count = async () => (await (await page.request.get(`/api/v1/buildings/count/?factory=${site.id}`, { headers })).json()).count;
  const before = await count();
  await signIn(page, 'admin@start.fr');
  await page.goto(`/sites/${site.id}`);
  await page.getByRole('button', { name: 'Ajouter un bâtiment' }).click();
  const dialog = await expectActionOffer(page);
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await count()).toBe(before);
});

test('start plan: an element past the limit (the API\'s 403 tier_required) opens the upgrade offer', async ({ page }) => {
  // The start company filled up to its limit (2,000 elements) by SQL, as the API test does.
  const [base] = (await e2eSql(`SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id,
      f.name AS site, r.name AS regulation, t.name AS type, (SELECT count(*)::int FROM elements x WHERE x.company_id = e.company_id) AS n
    FROM elements e JOIN companies c ON c.id = e.company_id JOIN factories f ON f.id = e.factory_id
      JOIN regulations r ON r.id = e.regulation_id JOIN element_types t ON t.id = e.element_type_id
    WHERE c.tier = 'start' AND (SELECT count(*) FROM buildings b WHERE b.factory_id = e.factory_id) = 1 ORDER BY e.id LIMIT 1`)).rows;
  await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT $1, $2, $3, $4, $5, 'Remplissage e2e ' || g FROM generate_series(1, $6::int) g`,
  [base.company_id, base.factory_id, base.building_id, base.regulation_id, base.element_type_id, Math.max(0, 2000 - base.n)]);
  try {
    await signIn(page, 'admin@start.fr');
    await page.goto('/elements/create');
    await choose(page, 'Site', base.site);
    await choose(page, 'Réglementation', base.regulation);
    await choose(page, "Type d'élément", base.type);
    const name = unique('Élément de trop');
    await page.getByLabel('Désignation').fill(name);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectActionOffer(page);
    await expect(page).toHaveURL(/\/elements\/create$/);
    expect((await e2eSql('SELECT count(*)::int AS n FROM elements WHERE designation = $1', [name])).rows[0].n).toBe(0);
  } finally {
    await e2eSql(`DELETE FROM elements WHERE company_id = $1 AND designation LIKE 'Remplissage e2e %'`, [base.company_id]);
  }
});
