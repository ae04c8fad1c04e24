// Issue 34, titles and record pages: create pages titled as the user says it ("Nouvelle
// intervention de contrôle", gender-correct), record pages not leading with a raw "ID", empty
// fields as a dash, an import titled by its number and file, document and observation rows
// opening their page (with the element), not a bare edit form.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, searchList, unique } from './helpers';

const title = (page: Page) => page.locator('#react-admin-title');

test('create pages: a per-resource "new" title, in French and English', async ({ page }) => {
  await loginAsAdmin(page);
  const expected: Record<string, [string, string]> = {
    '/control-interventions/create': ['Nouvelle intervention de contrôle', 'New control intervention'],
    '/maintenance-interventions/create': ['Nouvelle intervention de maintenance', 'New maintenance intervention'],
    '/elements/create': ['Nouvel élément', 'New element'],
    '/tasks/create': ['Nouvelle observation', 'New observation'],
    '/documents/create': ['Nouveau document', 'New document'],
  };
  for (const [path, [fr]] of Object.entries(expected)) {
    await page.goto(path);
    await expect(title(page)).toHaveText(fr);
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  for (const [path, [, en]] of Object.entries(expected)) {
    await page.goto(path);
    await expect(title(page)).toHaveText(en);
  }
});

test('a record page: no raw ID first, empty fields as a dash; an import titled by number and file', async ({ page }) => {
  const name = unique('Registre titre e2e');
  const { rows: [doc] } = await e2eSql(`INSERT INTO documents (company_id, name, status) SELECT id, $1, 'awaiting_reception'
    FROM companies WHERE name = 'Démo Industrie' RETURNING id`, [name]);
  const { rows: [imp] } = await e2eSql(`INSERT INTO imports (company_id, number, action_type, object_type, status, file_name, blob_key, size)
    SELECT id, 9000 + floor(random() * 900)::int, 'create', 'elements', 'failed', 'parc-lyon.xlsx', 'none', 1 FROM companies
    WHERE name = 'Démo Industrie' RETURNING id, number`);
  await loginAsAdmin(page);
  await page.goto(`/documents/${doc.id}/show`);
  await expect(title(page)).toHaveText(name);
  const main = page.getByRole('main');
  await expect(main.getByText(name).first()).toBeVisible();
  await expect(main.getByText('ID', { exact: true })).toHaveCount(0);
  await expect(main.getByText('—').first()).toBeVisible();

  await page.goto(`/imports/${imp.id}/show`);
  await expect(title(page)).toHaveText(`Import n° ${imp.number} : parc-lyon.xlsx`);
});

test('document and observation rows open their page, the observation with its element', async ({ page }) => {
  const description = unique('Observation ligne e2e');
  const { rows: [task] } = await e2eSql(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description)
    SELECT company_id, factory_id, building_id, regulation_id, id, $1 FROM elements
    WHERE company_id = (SELECT id FROM companies WHERE name = 'Démo Industrie') ORDER BY id LIMIT 1 RETURNING id, element_id`, [description]);
  const { rows: [el] } = await e2eSql('SELECT designation FROM elements WHERE id = $1', [task.element_id]);
  const docName = unique('Document ligne e2e');
  const { rows: [doc] } = await e2eSql(`INSERT INTO documents (company_id, name, status) SELECT id, $1, 'awaiting_reception'
    FROM companies WHERE name = 'Démo Industrie' RETURNING id`, [docName]);
  await loginAsAdmin(page);

  await page.goto('/tasks?tab=all');
  await searchList(page, description);
  await page.getByRole('main').locator('tbody tr').filter({ hasText: description }).getByText(description).click();
  await expect(page).toHaveURL(new RegExp(`/tasks/${task.id}/show$`));
  await expect(page.getByRole('main').getByText(el.designation).first()).toBeVisible();

  await page.goto('/documents?tab=all');
  await searchList(page, docName);
  await page.getByRole('main').locator('tbody tr').filter({ hasText: docName }).getByText(docName).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${doc.id}/show$`));
});
