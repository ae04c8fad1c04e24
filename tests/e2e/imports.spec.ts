// Imports in the console: download the elements template, fill it in the test (exceljs), import
// it, see the errors per tab, fix the file, import it again, apply, find the elements in the list.
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, unique } from './helpers';

const FIRE = 'Sécurité incendie';

async function template(page: Page): Promise<ExcelJS.Workbook> {
  await page.goto('/imports/new');
  await page.getByRole('button', { name: 'Suivant' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le modèle' }).click();
  const file = await (await download).path();
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}

/** The template's fire tab: the example row kept as the model, `n` rows after it. */
async function fill(wb: ExcelJS.Workbook, designations: string[], broken: boolean): Promise<Buffer> {
  const sheet = wb.getWorksheet(FIRE)!;
  const model = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1);
  const header = (sheet.getRow(1).values as string[]).slice(1);
  const designation = header.indexOf('Désignation');
  const identification = header.indexOf("Numéro d'identification");
  designations.forEach((name, i) => {
    const values = [...model];
    values[designation] = broken && i === 1 ? '' : name; // a missing designation: line 3
    values[identification] = name; // unique: the same number twice on a site is a duplicate
    sheet.getRow(i + 2).values = values;
  });
  // Other tabs: only their header (the example rows would be imported too).
  for (const other of wb.worksheets) if (other.name !== FIRE && other.name !== 'lists') other.spliceRows(2, 1);
  return Buffer.from(await wb.xlsx.writeBuffer() as ArrayBuffer);
}

async function send(page: Page, buffer: Buffer) {
  // From the list: its 'Nouvel import' wizard, not a generic 'Créer' form (an import needs its file).
  await page.goto('/imports');
  await expect(page.getByRole('link', { name: 'Créer', exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Nouvel import' }).or(page.getByRole('button', { name: 'Nouvel import' })).click();
  await expect(page).toHaveURL(/\/imports\/new/);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByTestId('import-file').setInputFiles({ name: 'elements.xlsx', mimeType: 'application/octet-stream', buffer });
  await page.getByRole('button', { name: "Lancer l'analyse" }).click();
  await expect(page).toHaveURL(/\/imports\/\d+\/show/);
}

test('template, errors per tab, fixed, applied, elements found', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page);
  const names = [unique('Extincteur import A'), unique('Extincteur import B')];

  await send(page, await fill(await template(page), names, true));
  await expect(page.getByTestId('import-summary-row').filter({ hasText: FIRE })).toBeVisible({ timeout: 30_000 });
  const error = page.getByTestId('import-error').first();
  await expect(error).toContainText(FIRE);
  await expect(error).toContainText('3');
  await expect(error).toContainText('Ce champ est obligatoire.');
  await expect(page.getByRole('button', { name: "Appliquer l'import" })).toBeDisabled();

  await send(page, await fill(await template(page), names, false));
  await expect(page.getByText('Aucune erreur : le fichier peut être appliqué.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: "Appliquer l'import" }).click();
  await expect(page.getByText(/Import terminé : 2 création\(s\)/)).toBeVisible({ timeout: 30_000 });

  // "Voir les éléments" opens exactly the import's rows (the API's import filter).
  await page.getByRole('link', { name: 'Voir les éléments' }).click();
  await expect(page).toHaveURL(/\/elements\?(.*&)?import=\d+/);
  await expect(page.getByRole('row').filter({ hasText: /Extincteur import [AB]/ })).toHaveCount(2);
  for (const name of names) await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(3); // the header and the two imported rows

  await page.goto('/elements');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(names[0]);
  await expect(page.getByRole('row').filter({ hasText: names[0] })).toBeVisible();
});
