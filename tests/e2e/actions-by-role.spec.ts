// One source for what a user may do: the actions the API would refuse are not drawn, per role
// (read-only reader, technician narrowed to one building, administrator on the start plan).
// Uploads, imports (the whole wizard), create and label sheets.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { login, unique } from './helpers';

async function signIn(page: Page, email: string) {
  await login(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A read-only user: no upload, no create, no import wizard, labels only for elements with a code. */
async function expectReadOnly(page: Page, bare: { id: number; designation: string }) {
  await page.goto('/documents');
  await expect(page.getByRole('columnheader', { name: 'Nom' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déposer des fichiers' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Créer' })).toHaveCount(0);
  // Bulk: a zip is a view; filing into a folder is an edit, refused by the API.
  await page.locator('tbody tr').first().getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Télécharger en zip' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Classer dans un dossier' })).toHaveCount(0);

  await page.goto('/rxpress');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déposer des rapports' })).toHaveCount(0);

  await page.goto('/imports');
  await expect(page.getByRole('status').filter({ hasText: /\d+ résultats?/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nouvel import' })).toHaveCount(0);
  await page.goto('/imports/new');
  await expect(page.getByText('Accès non autorisé')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Suivant' })).toHaveCount(0);

  // Label sheets: a viewer prints the codes elements have; an element without one gets no button.
  await page.goto(`/elements?search=${encodeURIComponent(String(bare.designation))}`);
  const row = page.getByRole('row').filter({ hasText: String(bare.designation) }).first();
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
  await expect(page.getByText(/1 élément sélectionné|1 sélectionné/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Étiquettes QR' })).toHaveCount(0);
  await page.goto(`/elements/${bare.id}`);
  await expect(page.getByRole('heading', { name: String(bare.designation) }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimer l’étiquette' })).toHaveCount(0);
}

/** A new element without a code in `building` of Usine de Lyon (no other test's element is touched). */
async function bareElement(building: string) {
  const { rows: [el] } = await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT f.company_id, f.id, b.id, t.regulation_id, t.id, $2 FROM factories f JOIN buildings b ON b.factory_id = f.id
    JOIN element_types t ON t.name = 'Palan' WHERE f.name = 'Usine de Lyon' AND b.name = $1 LIMIT 1 RETURNING id, designation`,
  [building, unique('Palan sans code')]);
  return el as { id: number; designation: string };
}

test('reader: no upload, import, create or label button the API would refuse', async ({ page }) => {
  const bare = await bareElement('Atelier A');
  await signIn(page, 'lecteur@demo.fr');
  await expectReadOnly(page, bare);
  // An element with a code: its label prints for a viewer (the API allows it).
  const { rows: [coded] } = await e2eSql(`SELECT e.id FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE f.name = 'Usine de Lyon' AND e.qr_code IS NOT NULL ORDER BY e.id LIMIT 1`);
  await page.goto(`/elements/${coded.id}`);
  await expect(page.getByRole('button', { name: 'Imprimer l’étiquette' })).toBeVisible();
});

test('technician (one building): the same read-only screens', async ({ page }) => {
  const bare = await bareElement('Atelier A');
  await signIn(page, 'technicien@demo.fr');
  await expectReadOnly(page, bare);
});

test('start administrator: uploads and imports offered, pro actions replaced by the offer', async ({ page }) => {
  await e2eSql(`INSERT INTO documents (company_id, name, status) SELECT id, 'Registre start e2e', 'awaiting_reception' FROM companies
    WHERE name = 'Atelier Start' AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.company_id = companies.id)`);
  await signIn(page, 'admin@start.fr');
  await page.goto('/documents');
  await expect(page.getByRole('button', { name: 'Déposer des fichiers' })).toBeVisible();
  await page.locator('tbody tr').first().getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Classer dans un dossier' })).toBeVisible();
  await page.goto('/imports');
  await expect(page.getByRole('link', { name: 'Nouvel import' })).toBeVisible();
  // Express reports are pro: the offer, and no upload.
  await page.goto('/rxpress');
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déposer des rapports' })).toHaveCount(0);
  // Custom characteristics are pro: no bulk action to set one on elements.
  await page.goto('/elements');
  const first = page.locator('tbody tr').first();
  await expect(first).toBeVisible();
  await first.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Étiquettes QR' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renseigner une caractéristique' })).toHaveCount(0);
});
