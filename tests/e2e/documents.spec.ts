// Documents in the console: upload several files (one refused with its error kind), preview a PDF,
// then download a folder as a zip from the link of the e-mail (the dev outbox).
import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { expect, test } from '@playwright/test';
import { pdfWithText } from '../../server/areas/documents/pdf';
import { loginAsAdmin, searchList, unique } from './helpers';
import { findMail } from './outbox';

test('upload, preview, and a folder downloaded as a zip from the e-mailed link', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAsAdmin(page);
  // A new folder, to upload into and zip.
  const folder = unique('Dossier zip');
  await page.goto('/tag/create');
  await page.getByRole('textbox', { name: 'Nom' }).fill(folder);
  const company = page.getByRole('combobox', { name: /Entreprise/ });
  if (!(await company.textContent())?.replace('\u200b', '').trim()) {
    await company.click();
    await page.getByRole('option').first().click();
  }
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  await page.goto('/tag');
  await searchList(page, folder);
  await page.getByRole('row').filter({ hasText: folder }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/tag\/\d+/);
  // A row opens the folder's form; its page (documents, upload, zip) is /tag/{id}/show.
  await page.goto(`/tag/${/\/tag\/(\d+)/.exec(page.url())![1]}/show`);

  // Upload a PDF and an executable into it: one sent, one refused with its kind.
  const pdf = await pdfWithText('Rapport e2e', ['Le paratonnerre est conforme.']);
  await page.getByRole('button', { name: 'Déposer des fichiers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déposer des documents' });
  await dialog.getByTestId('document-files').setInputFiles([
    { name: 'rapport-e2e.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'virus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00 not a pdf at all') },
  ]);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Envoyé')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText('Type non accepté');
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  // The document page previews the PDF.
  await page.getByRole('link', { name: 'rapport-e2e.pdf' }).click();
  await expect(page.getByRole('heading', { name: 'Aperçu' })).toBeVisible();
  // Drawn by pdf.js (no frame: the console's CSP refuses blob: frames).
  await expect(page.getByRole('figure', { name: 'rapport-e2e.pdf' }).getByTestId('pdf-page')).toHaveAttribute('data-drawn', '1');

  // The folder as a zip: the link of the e-mail downloads it.
  await page.goBack();
  await page.getByRole('button', { name: 'Télécharger en zip' }).click();
  await expect(page).toHaveURL(/\/documents\/download\/[0-9a-f-]{36}/);
  const jobId = /download\/([0-9a-f-]{36})/.exec(page.url())![1];
  const mail = await findMail(new RegExp(`/documents/download/${jobId}`));
  const link = new RegExp(`https?://[^\\s"<>]+/documents/download/${jobId}`).exec(mail)![0];
  const download = page.waitForEvent('download');
  await page.goto(new URL(link).pathname);
  const file = await download;
  const entries = unzipSync(new Uint8Array(await fs.readFile(await file.path())));
  expect(Object.keys(entries)).toEqual(['rapport-e2e.pdf']);
  expect(Buffer.from(entries['rapport-e2e.pdf']).equals(pdf)).toBe(true);
  await expect(page.getByText('Votre téléchargement a commencé.')).toBeVisible();
});

test('a missing zip: the message and the way back', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/documents/download/00000000-0000-0000-0000-000000000000');
  await expect(page.getByText("Ce fichier zip n'existe pas.")).toBeVisible();
  await page.getByRole('link', { name: "Retour sur l'app" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
});
