// /obligations ('Obligations documentaires'): from the menu, attach a document of the company to
// an obligation (its linked mark follows), validate it with a click on its status chip, see it
// on the element page's Obligations section.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin } from './helpers';

const count = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('obligations: attach a document and validate', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Obligations documentaires' }).click();
  await expect(page).toHaveURL(/\/obligations/);
  await expect(count(page, /\d+ résultats/)).toBeVisible();

  // A demo obligation without a document, and a document of its company found by a word of its name.
  const { rows: [o] } = await e2eSql(`SELECT o.id, o.element_id, o.document_name, o.company_id FROM obligations o
    WHERE o.status = 'not_validated' AND o.company_id = 1 AND NOT EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id)
    ORDER BY o.id LIMIT 1`);
  const name = `Pièce e2e ${Date.now().toString(36)}`;
  await e2eSql('INSERT INTO documents (company_id, name) VALUES ($1, $2)', [o.company_id, name]);

  await page.goto(`/obligations?element=${o.element_id}`);
  const row = page.getByRole('row').filter({ hasText: o.document_name });
  await expect(row.getByRole('img', { name: 'Aucun document joint' })).toBeVisible();
  await row.getByRole('button', { name: `Joindre un document : ${o.document_name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Rechercher un document de l’entreprise' }).fill(name);
  await page.getByRole('option', { name }).click();
  await expect(page.getByText('Le document a été joint')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(row.getByRole('img', { name: 'Document joint' })).toBeVisible();

  await row.getByRole('button', { name: /^Non validée/ }).click();
  await expect(page.getByText('Le statut a été mis à jour')).toBeVisible();
  await expect(row.getByRole('button', { name: /^Validée/ })).toBeVisible();
  await expect.poll(async () => (await e2eSql('SELECT status FROM obligations WHERE id = $1', [o.id])).rows[0].status).toBe('validated');

  // The element page's Obligations section (the first tab) shows it validated.
  await page.goto(`/elements/${o.element_id}`);
  await expect(page.getByRole('row').filter({ hasText: o.document_name }).getByRole('button', { name: /^Validée/ })).toBeVisible();
});
