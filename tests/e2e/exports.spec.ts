// Exports from the console: a direct CSV download, and an e-mailed export whose link (read from
// the dev outbox, where the e2e server writes its mail) downloads the file.
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';
import { e2eSql } from './elements-db';
import { findMail } from './outbox';


test('sites export: CSV downloaded at once, with the list rows and French headers', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/sites');
  await page.getByRole('button', { name: 'Exporter' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'CSV', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^factories-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await fs.readFile(await file.path(), 'utf8');
  expect(text.split('\r\n')[0]).toContain('Nom');
  expect(text).toContain('Usine de Lyon');
});

test('sites export by e-mail: progress, then the link of the e-mail downloads the file', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/sites');
  await page.getByRole('button', { name: 'Exporter' }).click();
  await page.getByRole('menuitem', { name: 'Excel (XLSX) par e-mail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export par e-mail' });
  // The progress bar stays once the job is done; "vous le recevrez par e-mail" is only shown while
  // it runs, and a small export may finish before a first look (the CI of 5290691 failed on it).
  await expect(dialog.getByRole('progressbar', { name: 'Avancement' })).toBeVisible();
  await expect(dialog.getByText(/vous a été envoyé par e-mail/)).toBeVisible({ timeout: 20_000 });
  const href = await dialog.getByRole('link', { name: 'Télécharger le fichier' }).getAttribute('href');
  const jobId = /\/ressource\/download\/([0-9a-f-]{36})/.exec(href ?? '')?.[1];
  expect(jobId).toBeTruthy();

  const mail = await findMail(new RegExp(`/ressource/download/${jobId}`));
  expect(mail).toMatch(/To: admin@demo\.fr/i);
  const link = new RegExp(`https?://[^\\s"<>]+/ressource/download/${jobId}`).exec(mail)![0];
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const download = page.waitForEvent('download');
  await page.goto(new URL(link).pathname);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  await expect(page.getByText('Votre téléchargement a commencé.')).toBeVisible();
});

test('a missing export file shows the spec message and a way back', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/ressource/download/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText("Ce fichier zip n'existe pas.")).toBeVisible();
  await page.getByRole('link', { name: "Retour sur l'app" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('reports (spec §7): an element exported from its page, the deadlines list as a report', async ({ page }) => {
  await loginAsAdmin(page);
  const { rows } = await e2eSql(`SELECT e.id, e.designation FROM elements e JOIN companies c ON c.id = e.company_id
    WHERE c.name = 'Démo Industrie' AND EXISTS (SELECT 1 FROM controls k WHERE k.element_id = e.id) ORDER BY e.id LIMIT 1`);
  const { id, designation } = rows[0] as { id: number; designation: string };
  await page.goto(`/elements/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: designation })).toBeVisible();
  await page.getByRole('button', { name: 'Exporter' }).click();
  let download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Classeur XLSX' }).click();
  let file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^elements-${id}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
  expect((await fs.stat((await file.path())!)).size).toBeGreaterThan(1000);
  // The list's report, for the list's current tab and filters.
  await page.goto('/controls');
  await expect(page.getByRole('button', { name: 'Générer un rapport' })).toBeVisible();
  await page.getByRole('button', { name: 'Générer un rapport' }).click();
  download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Rapport PDF' }).click();
  file = await download;
  expect(file.suggestedFilename()).toMatch(/^controls-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect((await fs.readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});
