// Issue 34, dialogs and words: the QR label dialog says the sheet is ready once its job is done
// (no "L'impression … est en cours" left above the link), an upload dialog has nothing more to
// send once every file is sent, and the default landmark labels read in English in English.
import { expect, test } from '@playwright/test';
import { pdfWithText } from '../../server/areas/documents/pdf';
import { e2eSql } from './elements-db';
import { loginAsAdmin, searchList, unique } from './helpers';

test('QR labels: the job dialog shows the finished state, not the "in progress" message', async ({ page }) => {
  const designation = unique('Palan étiquette e2e');
  await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT f.company_id, f.id, b.id, t.regulation_id, t.id, $1 FROM factories f JOIN buildings b ON b.factory_id = f.id
    JOIN element_types t ON t.name = 'Palan' WHERE f.name = 'Usine de Lyon' LIMIT 1`, [designation]);
  await loginAsAdmin(page);
  await page.goto('/elements');
  await searchList(page, designation);
  await page.getByRole('row').filter({ hasText: designation }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Étiquettes QR' }).click();
  await page.getByRole('dialog', { name: 'Format des étiquettes' }).getByRole('button', { name: 'Générer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Étiquettes QR' });
  await expect(dialog.getByRole('link', { name: 'Télécharger le fichier' })).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('La planche (1 étiquette) vous a été envoyée par e-mail.')).toBeVisible();
  await expect(dialog.getByText(/est en cours/)).toHaveCount(0);
});

test('document upload: "Envoyer" is disabled once every file is sent', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Déposer des fichiers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déposer des documents' });
  const pdf = await pdfWithText('Envoi e2e', ['Un seul envoi.']);
  await dialog.getByTestId('document-files').setInputFiles([{ name: `${unique('envoi')}.pdf`, mimeType: 'application/pdf', buffer: pdf }]);
  const send = dialog.getByRole('button', { name: 'Envoyer' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByText('Envoyé')).toBeVisible();
  await expect(send).toBeDisabled();
});

test('English: the default landmark labels are "Landmark 1" and "Landmark 2"', async ({ page }) => {
  const { rows: [el] } = await e2eSql(`SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id
    WHERE c.name = 'Démo Industrie' ORDER BY e.id LIMIT 1`);
  await loginAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto(`/elements/${el.id}`);
  await expect(page.getByText('Landmark 1', { exact: true })).toBeVisible();
  await expect(page.getByText('Landmark 2', { exact: true })).toBeVisible();
  await expect(page.getByText(/Repère/)).toHaveCount(0);
});
