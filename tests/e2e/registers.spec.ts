// /registers: pick a site (optionally a building or a regulation), download its register as a
// PDF; reached from the user menu; fits a 390 px phone.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { getDocumentProxy } from 'unpdf';
import { loginAsAdmin } from './helpers';

async function pdfText(path: string) {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)), { verbosity: 0 });
  const content = await (await pdf.getPage(1)).getTextContent();
  return (content.items as { str: string }[]).map((i) => i.str).join(' ');
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveValue(option);
}

test('from the user menu: a site, a building, then the PDF register', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: /Menu utilisateur/i }).click();
  await page.getByRole('menuitem', { name: 'Registres réglementaires' }).click();
  await expect(page).toHaveURL(/\/registers$/);
  await expect(page.getByRole('heading', { name: 'Registres réglementaires', level: 1 })).toBeVisible();
  const download = page.getByRole('button', { name: 'Télécharger le registre (PDF)' });
  await expect(download).toBeDisabled();
  await pick(page, 'Site', 'Usine de Lyon');
  await pick(page, 'Bâtiment (facultatif)', 'Atelier A');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^registre-usine-de-lyon-\d{4}-\d\d-\d\d\.pdf$/);
  const text = await pdfText((await file.path())!);
  expect(text).toContain('Registre de sécurité');
  expect(text).toContain('Site : Usine de Lyon');
  expect(text).toContain('Bâtiment : Atelier A');
  expect(text).toContain('L4711-1 à L4711-5');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the registers screen fits and downloads', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/registers');
    await expect(page.getByRole('heading', { name: 'Registres réglementaires', level: 1 })).toBeVisible();
    await pick(page, 'Site', 'Usine de Nantes');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le registre (PDF)' }).click()]);
    expect(await pdfText((await file.path())!)).toContain('Site : Usine de Nantes');
  });
});
