// The element form driven by the type (with a custom attribute), the element page (sections,
// empty states, history of the creation, linked objects), its edition, and the global search.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql, holdJobLock } from './elements-db';
import { loginAsAdmin, unique, openTab, pickOption } from './helpers';

/** Picks `option` in the autocomplete labelled `label`. */
const choose = (page: Page, label: string, option: string) =>
  pickOption(page.getByRole('combobox', { name: label }), option, page.getByRole('option', { name: option, exact: true }));

test('create an element through the type-driven form, open its page, edit it, find it', async ({ page }) => {
  const name = unique('Extincteur e2e');
  await loginAsAdmin(page);
  await page.goto('/elements/create');
  // Nothing but the placement until the type is chosen.
  await expect(page.getByText("le type décide des champs à renseigner")).toBeVisible();
  await expect(page.getByLabel('Désignation')).toHaveCount(0);
  await choose(page, 'Site', 'Usine de Lyon');
  await choose(page, 'Bâtiment', 'Atelier A');
  await choose(page, 'Réglementation', 'Sécurité incendie');
  await choose(page, "Type d'élément", 'Extincteur');
  // The type's fields, the company's landmark labels and the custom attributes that apply.
  await page.getByLabel('Désignation').fill(name);
  await page.getByLabel("Numéro d'identification").fill('E2E-42');
  await page.getByLabel('Repère 1').fill('Hall 3');
  await page.getByLabel('Marque').fill('Sicli');
  await page.getByRole('combobox', { name: 'Classe de feu' }).click();
  await page.getByRole('option', { name: 'B', exact: true }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  await expect(page).toHaveURL(/\/elements\/\d+$/);
  const id = /\/elements\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Conforme', { exact: true })).toBeVisible();
  await expect(page.getByText('Sicli')).toBeVisible();
  await expect(page.getByText('Hall 3')).toBeVisible();
  await expect(page.getByText('Atelier A')).toBeVisible();
  // Sections: the obligations and controls are the catalogue's, generated at creation; the history has the creation.
  await expect(page.getByRole('row').filter({ hasText: 'Registre de sécurité' }).filter({ hasText: 'Non validée' })).toBeVisible();
  await openTab(page, 'Contrôles');
  await expect(page.getByRole('row').filter({ hasText: 'Vérification annuelle des extincteurs' }).filter({ hasText: 'non réalisé' })).toBeVisible();
  await openTab(page, 'Historique');
  await expect(page.getByRole('table', { name: 'Historique' }).getByRole('cell', { name: 'Création' })).toBeVisible();

  // Linked objects: link a demo element by searching it, then remove the link.
  await openTab(page, 'Objets liés');
  await expect(page.getByText("Aucun objet n'est lié à cet élément.")).toBeVisible();
  await page.getByRole('combobox', { name: 'Lier un élément' }).fill('N-1-0010');
  await page.getByRole('option', { name: /Porte coupe-feu 010/ }).click();
  await expect(page.getByRole('link', { name: 'Porte coupe-feu 010' })).toBeVisible();
  await page.getByRole('button', { name: 'Retirer le lien avec Porte coupe-feu 010' }).click();
  await expect(page.getByText("Aucun objet n'est lié à cet élément.")).toBeVisible();

  // Edit: the form comes back filled; a changed custom value shows on the page and in the history.
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page).toHaveURL(new RegExp(`/elements/${id}/edit$`));
  await expect(page.getByLabel('Marque')).toHaveValue('Sicli');
  await page.getByLabel('Marque').fill('Desautel');
  await page.getByLabel("Numéro d'identification").fill('E2E-43');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(new RegExp(`/elements/${id}$`));
  await expect(page.getByText('Desautel')).toBeVisible();
  await expect(page.getByText('E2E-43')).toBeVisible();
  await openTab(page, 'Historique');
  const history = page.getByRole('table', { name: 'Historique' });
  // Newest first: the edit (identification number, custom values), then unlink and link.
  await expect(history.getByRole('row').nth(1)).toContainText('Modification');
  await expect(history.getByRole('row').nth(1)).toContainText('E2E-42 → E2E-43');
  await expect(history.getByRole('row').nth(1)).toContainText('Marque : Sicli → Desautel');
  await expect(history.getByRole('row').nth(2)).toContainText('Objets liés');

  // Global search: matches as you type (designation, identification number, site), then the page.
  await page.goto('/dashboard');
  const search = page.getByRole('combobox', { name: 'Rechercher un élément' });
  await search.fill('E2E-43');
  await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
  await expect(page.getByRole('option', { name: /E2E-43 · Usine de Lyon/ })).toBeVisible();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(new RegExp(`/elements/${id}$`));
  // Enter: every match in the list; ' / ' counts as a space; past 100 characters, a message.
  await search.fill('E2E-43 / Hall');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/elements\?search=E2E-43(\+|%20)Hall$/);
  await expect(page.getByRole('status').filter({ hasText: '1 résultat' })).toBeVisible();
  await search.fill('x'.repeat(101));
  await expect(page.getByText('La recherche est limitée à 100 caractères.').first()).toBeVisible();
});

test('a locked element: a banner, no edit nor delete, no bulk actions on a selection holding it', async ({ page }) => {
  const name = unique('Verrouillé e2e');
  const { rows } = await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation, locked)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, $1, true
    FROM elements e WHERE e.qr_code = 'QR-000001' RETURNING id`, [name]);
  const id = rows[0].id as number;
  await loginAsAdmin(page);
  await page.goto(`/elements/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Objet verrouillé : mise à jour des données en cours.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  // In the list: the row is marked, and selecting it disables the bulk actions with the reason.
  await page.goto(`/elements?search=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByLabel('Objet verrouillé : mise à jour des données en cours.')).toBeVisible();
  await row.getByRole('checkbox').check();
  await expect(page.getByText(/La sélection contient un élément verrouillé/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Renseigner une caractéristique' })).toBeDisabled();
});

test('an element a running job changes is read-only, naming the job, until the job ends (spec §4)', async ({ page }) => {
  const name = unique('Job e2e');
  const { rows } = await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, $1
    FROM elements e WHERE e.qr_code = 'QR-000001' RETURNING id`, [name]);
  const id = rows[0].id as number;
  const lock = await holdJobLock('elements', [id]);
  try {
    await loginAsAdmin(page);
    await page.goto(`/elements/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Objet verrouillé : mise à jour des données en cours (action groupée, tâche ${lock.job.slice(0, 8)})`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0);
    await page.goto(`/elements?search=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByLabel('Objet verrouillé : mise à jour des données en cours.')).toBeVisible();
    await row.getByRole('checkbox').check();
    await expect(page.getByText(/La sélection contient un élément verrouillé/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
  } finally {
    await lock.release();
  }
  // The job over: the element is writable again.
  await page.goto(`/elements/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Éditer' })).toBeVisible();
  await expect(page.getByText(/Objet verrouillé/)).toHaveCount(0);
});
