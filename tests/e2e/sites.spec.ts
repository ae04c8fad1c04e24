// /sites: list with count and search, create, rename, buildings, delete with the typed confirmation
// (from the list, and from the site's page: both show the counts of what goes with the site).
import { expect, test } from '@playwright/test';
import { apiLogin } from './account-helpers';
import { DEMO_PASSWORD, loginAsAdmin, searchList, unique } from './helpers';

test('sites: create, search, rename, add a building, then delete with CONFIRMER', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/sites');
  // The demo company's sites are listed with their count (from /count/).
  await expect(page.getByRole('status').filter({ hasText: /\d+ résultats?/ })).toBeVisible();
  const name = unique('Site e2e');

  // Create: name and company (preselected or chosen), then back on the list or the edit page.
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/sites\/create$/);
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  const company = page.getByRole('combobox', { name: /Entreprise/ });
  if (!(await company.textContent())?.trim().length || (await company.textContent())?.trim() === '​') {
    await company.click();
    await page.getByRole('option').first().click();
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();

  // Search finds it (and only matching rows).
  await page.goto('/sites');
  await searchList(page, name);
  await expect(page.getByRole('status').filter({ hasText: '1 résultat' })).toBeVisible();

  // Rename, and add a building on its page.
  await page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/sites\/\d+$/);
  await expect(page.getByText('Aucun bâtiment : le site est suivi comme un tout.')).toBeVisible();
  await page.getByRole('button', { name: 'Ajouter un bâtiment' }).click();
  await page.getByRole('dialog').getByLabel('Nom').fill('Atelier Nord');
  await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Atelier Nord' })).toBeVisible();
  const renamed = `${name} bis`;
  await page.locator('form').getByLabel('Nom').first().fill(renamed);
  await page.locator('form').getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/sites$/);
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(renamed);
  const row = page.getByRole('row').filter({ hasText: renamed });
  // Wait for the debounced search to reach the URL: a filter change clears the selection.
  await expect(page).toHaveURL(/bis/);
  await expect(page.getByRole('status').filter({ hasText: '1 résultat' })).toBeVisible();
  await expect(row).toHaveCount(1);
  // The list's URL speaks the spec's parameters (search=…): pasted in a new tab, it opens the same rows.
  expect(new URL(page.url()).searchParams.get('search')).toBe(renamed);
  const pasted = await page.context().newPage();
  await pasted.goto(page.url());
  await expect(pasted.getByRole('status').filter({ hasText: '1 résultat' })).toBeVisible();
  await expect(pasted.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
  await pasted.close();
  await expect(row.getByText('Atelier Nord')).toBeVisible();

  // Delete: select, the API asks for CONFIRMER, nothing happens until it is typed.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  // The API's count of what goes with the site: its one building.
  await expect(dialog.getByText(/1 site\(s\) seront supprimés.*: 1 bâtiment\(s\), 0 élément\(s\).*CONFIRMER/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  await dialog.getByLabel(/Saisissez CONFIRMER/).fill('CONFIRMER');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte (1 ligne supprimée).')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '0 résultat' })).toBeVisible();
});

test("sites: the delete on a site's page shows what goes with it, asks for CONFIRMER, and the site is gone", async ({ page }) => {
  const headers = await apiLogin(page.request, 'admin@demo.fr', DEMO_PASSWORD);
  const [first] = (await (await page.request.get('/api/v1/factories/?page_size=1', { headers })).json()).results;
  const name = unique('Site à supprimer');
  const created = await page.request.post('/api/v1/factories/', { headers, data: { name, company: first.company } });
  expect(created.status()).toBe(201);
  const site = await created.json();
  for (const building of ['Atelier Est', 'Atelier Ouest']) {
    expect((await page.request.post('/api/v1/buildings/', { headers, data: { name: building, factory: site.id } })).status()).toBe(201);
  }
  await loginAsAdmin(page);
  await page.goto(`/sites/${site.id}`);
  await expect(page.getByRole('cell', { name: 'Atelier Ouest' })).toBeVisible();
  // The form's delete (the buildings' own delete buttons are outside the form).
  await page.locator('form').getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/1 site\(s\) seront supprimés.*: 2 bâtiment\(s\), 0 élément\(s\).*CONFIRMER/)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirmer' });
  await expect(confirm).toBeDisabled();
  // Nothing is deleted before the word is typed.
  expect((await page.request.get(`/api/v1/factories/${site.id}/`, { headers })).status()).toBe(200);
  await dialog.getByLabel(/Saisissez CONFIRMER/).fill('CONFIRMER');
  await confirm.click();
  await expect(page).toHaveURL(/\/sites(\?.*)?$/);
  await expect(dialog).toHaveCount(0);
  expect((await page.request.get(`/api/v1/factories/${site.id}/`, { headers })).status()).toBe(404);
  await searchList(page, name, 0);
  await expect(page.getByRole('status').filter({ hasText: '0 résultat' })).toBeVisible();
});

test('sites: the list is in English after switching the language', async ({ page }) => {
  await loginAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/sites');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ results?/ })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
});

test('buildings: deleting one with elements lists what goes; cancel keeps it, CONFIRMER removes it', async ({ page }) => {
  const headers = await apiLogin(page.request, 'admin@demo.fr', DEMO_PASSWORD);
  const [first] = (await (await page.request.get('/api/v1/factories/?page_size=1', { headers })).json()).results;
  const [kind] = (await (await page.request.get('/api/v1/element-types/?page_size=1', { headers })).json()).results;
  const site = await (await page.request.post('/api/v1/factories/', { headers, data: {
    name: unique('Site bâtiment plein'), company: first.company, regulations: [kind.regulation],
  } })).json();
  const building = await (await page.request.post('/api/v1/buildings/', { headers, data: { name: 'Atelier plein', factory: site.id } })).json();
  for (const designation of ['Élément 1', 'Élément 2']) {
    const made = await page.request.post('/api/v1/elements/', { headers, data: {
      designation, factory: site.id, building: building.id, regulation: kind.regulation, element_type: kind.id,
    } });
    expect(made.status()).toBe(201);
  }
  await loginAsAdmin(page);
  await page.goto(`/sites/${site.id}`);
  const row = page.getByRole('row').filter({ hasText: 'Atelier plein' });
  await row.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation requise' });
  // The API's counts of what goes with the building.
  await expect(dialog.getByText(/avec ce qui en dépend : 2 élément\(s\).*Tapez CONFIRMER/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);
  expect((await page.request.get(`/api/v1/buildings/${building.id}/`, { headers })).status()).toBe(200);

  await row.getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByLabel('Saisissez CONFIRMER pour confirmer').fill('CONFIRMER');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  expect((await page.request.get(`/api/v1/buildings/${building.id}/`, { headers })).status()).toBe(404);
  // Still on the site's page.
  await expect(page).toHaveURL(new RegExp(`/sites/${site.id}$`));
});
