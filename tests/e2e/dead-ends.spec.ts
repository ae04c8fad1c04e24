// A compliance manager's day without dead ends: planning late controls into a new intervention
// prefilled from the selection, a document created with its file, an awaited document receiving
// its file (multipart PATCH), an obligation given a freshly uploaded file, observations added to
// and removed from a maintenance intervention. PDFs preview under the console's strict CSP.
import { expect, test } from '@playwright/test';
import { pdfWithText } from '../../server/areas/documents/pdf';
import { e2eSql } from './elements-db';
import { cspRefusals, loginAsAdmin, unique } from './helpers';

test('late controls of a site without intervention: "Nouvelle intervention" prefilled, saved, controls planned', async ({ page }) => {
  const designation = unique('Contrôle retard e2e');
  // An element of a demo site without any open control intervention: planning into one is impossible.
  const { rows: [el] } = await e2eSql(`SELECT e.id, e.factory_id, f.name AS site, r.name AS regulation FROM elements e
    JOIN factories f ON f.id = e.factory_id JOIN companies c ON c.id = f.company_id JOIN regulations r ON r.id = e.regulation_id
    WHERE c.name = 'Démo Industrie' AND NOT EXISTS (SELECT 1 FROM interventions i
      WHERE i.kind = 'control' AND i.factory_id = f.id AND i.status <> 'done')
    ORDER BY e.id LIMIT 1`);
  await e2eSql(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation, frequency_months, next_date)
    SELECT company_id, factory_id, building_id, regulation_id, id, $2, 12, CURRENT_DATE - 5 FROM elements WHERE id = $1`, [el.id, designation]);

  await loginAsAdmin(page);
  await page.goto(`/controls?tab=late&search=${encodeURIComponent(designation)}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: designation }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Planifier dans une intervention' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Aucune intervention de contrôle à venir sur ce site.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Nouvelle intervention' }).click();

  await expect(page).toHaveURL(/\/control-interventions\/create/);
  await expect(page.getByRole('combobox', { name: /Site/ })).toHaveValue(el.site);
  await expect(page.getByRole('button', { name: el.regulation })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(designation) })).toBeVisible();
  const name = unique('Visite retard e2e');
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  await page.getByLabel('Début').fill('2026-12-01');
  await page.getByLabel('Fin').fill('2026-12-02');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/control-interventions\/\d+\/show$/);
  await expect(page.getByRole('row').filter({ hasText: designation }).getByText('Planifié')).toBeVisible();
  const { rows: [k] } = await e2eSql(`SELECT k.status, i.name FROM controls k JOIN interventions i ON i.id = k.intervention_id WHERE k.designation = $1`, [designation]);
  expect(k).toEqual({ status: 'to_do_planned', name });
});

test('documents: created with a file (previewed by pdf.js, no CSP refusal), an awaited one receives its file', async ({ page }) => {
  const refused = cspRefusals(page);
  await loginAsAdmin(page);
  const name = unique('Registre e2e');
  await page.goto('/documents/create');
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  const company = page.getByRole('combobox', { name: /Entreprise/ });
  if (!(await company.inputValue().catch(() => ''))) {
    await company.click();
    await page.getByRole('option', { name: 'Démo Industrie' }).click();
  }
  const pdf = await pdfWithText('Registre e2e', ['Page une du registre.']);
  await page.locator('input[type=file]').setInputFiles({ name: 'registre.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/documents\/\d+/);
  const id = Number(/\/documents\/(\d+)/.exec(page.url())![1]);
  await page.goto(`/documents/${id}/show`);
  await expect(page.getByText(`${name}.pdf`).first()).toBeVisible();
  await expect(page.getByText('En ligne').first()).toBeVisible();
  const viewer = page.getByRole('figure', { name: `${name}.pdf` });
  await expect(viewer.getByTestId('pdf-page')).toHaveText('Page 1 sur 1');
  await expect(viewer.getByTestId('pdf-page')).toHaveAttribute('data-drawn', '1');

  // An awaited document (created without a file) receives it on its page.
  const awaited = unique('Carnet attendu e2e');
  const { rows: [doc] } = await e2eSql(`INSERT INTO documents (company_id, name, status) VALUES (1, $1, 'awaiting_reception') RETURNING id`, [awaited]);
  await page.goto(`/documents/${doc.id}/show`);
  await expect(page.getByText('En attente de réception').first()).toBeVisible();
  await page.getByTestId('receive-file').setInputFiles({ name: 'carnet.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Le fichier a été déposé.')).toBeVisible();
  await expect(page.getByRole('figure', { name: `${awaited}.pdf` }).getByTestId('pdf-page')).toHaveAttribute('data-drawn', '1');
  await expect(page.getByRole('button', { name: 'Déposer le fichier reçu' })).toHaveCount(0);
  expect((await e2eSql('SELECT status, blob_key IS NOT NULL AS has FROM documents WHERE id = $1', [doc.id])).rows[0]).toEqual({ status: 'online', has: true });
  expect(refused).toEqual([]);
});

test('obligation: a new file uploaded from its dialog is attached', async ({ page }) => {
  const { rows: [o] } = await e2eSql(`SELECT o.id, o.element_id, o.document_name FROM obligations o
    WHERE o.company_id = 1 AND NOT EXISTS (SELECT 1 FROM obligation_documents od WHERE od.obligation_id = o.id)
    ORDER BY o.id DESC LIMIT 1`);
  await loginAsAdmin(page);
  await page.goto(`/obligations?element=${o.element_id}`);
  const row = page.getByRole('row').filter({ hasText: o.document_name });
  await row.getByRole('button', { name: `Joindre un document : ${o.document_name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Déposer un nouveau fichier' })).toBeVisible();
  const file = `${unique('attestation').replace(/\s/g, '-')}.pdf`;
  await dialog.getByTestId('obligation-upload').setInputFiles({ name: file, mimeType: 'application/pdf', buffer: await pdfWithText('Attestation', ['Vu.']) });
  await expect(page.getByText('Le document a été joint')).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: file })).toBeVisible();
  const { rows } = await e2eSql(`SELECT d.name FROM obligation_documents od JOIN documents d ON d.id = od.document_id WHERE od.obligation_id = $1`, [o.id]);
  expect(rows.map((r) => r.name)).toEqual([file]);
});

test('maintenance intervention: observations of its site added and removed on its page', async ({ page }) => {
  const { rows: [el] } = await e2eSql(`SELECT e.id, e.factory_id FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE f.name = 'Usine de Lyon' ORDER BY e.id LIMIT 1`);
  const task = unique('Fuite e2e');
  await e2eSql(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description)
    SELECT company_id, factory_id, building_id, regulation_id, id, $2 FROM elements WHERE id = $1`, [el.id, task]);
  const name = unique('Maintenance e2e');
  const { rows: [iv] } = await e2eSql(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date, participant)
    SELECT 'maintenance', company_id, id, $2, CURRENT_DATE, CURRENT_DATE + 1, 'Equipe' FROM factories WHERE id = $1 RETURNING id`, [el.factory_id, name]);

  await loginAsAdmin(page);
  await page.goto(`/maintenance-interventions/${iv.id}/show`);
  const section = page.getByRole('region', { name: 'Observations traitées' });
  await expect(section.getByText('Aucune observation dans cette intervention.')).toBeVisible();
  await section.getByRole('combobox', { name: 'Ajouter une observation du site' }).fill(task);
  await page.getByRole('option', { name: task }).click();
  await expect(page.getByText("L'observation a été ajoutée à l'intervention")).toBeVisible();
  await expect(section.getByRole('link', { name: task })).toBeVisible();
  expect((await e2eSql('SELECT intervention_id FROM tasks WHERE description = $1', [task])).rows[0].intervention_id).toBe(iv.id);

  await section.getByRole('button', { name: `Retirer de l'intervention : ${task}` }).click();
  await expect(page.getByText("L'observation a été retirée de l'intervention")).toBeVisible();
  await expect(section.getByText('Aucune observation dans cette intervention.')).toBeVisible();
  expect((await e2eSql('SELECT intervention_id FROM tasks WHERE description = $1', [task])).rows[0].intervention_id).toBeNull();
});
