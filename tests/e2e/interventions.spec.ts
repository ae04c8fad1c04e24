// Control interventions in the console: created from the list, a control picked in its form, moved
// through its statuses with the next-status buttons (spec §4), validation finishing the control.
import { expect, test } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, pickOption, unique } from './helpers';

test('control intervention: create, refuse end before start, move through the statuses with the buttons', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Interventions de contrôle' }).click();
  await expect(page).toHaveURL(/\/control-interventions(\?|$)/);
  await expect(page.getByRole('tab', { name: 'À valider' })).toBeVisible();

  const name = unique('Visite e2e');
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('textbox', { name: 'Nom' }).fill(name);
  await page.getByLabel('Début').fill('2026-03-10');
  await page.getByLabel('Fin').fill('2026-03-09');
  const site = page.getByRole('combobox', { name: /Site/ });
  await site.click();
  await page.getByRole('option', { name: 'Usine de Lyon' }).click();
  await page.getByRole('textbox', { name: 'Intervenant' }).fill('Apave');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La date de fin doit être postérieure ou égale à la date de début.').first()).toBeVisible();
  await page.getByLabel('Fin').fill('2026-03-11');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/control-interventions\/\d+\/show$/);
  const id = Number(/\/control-interventions\/(\d+)\/show/.exec(page.url())![1]);

  // A control of the site, to do: picked in the form among the site's open controls.
  const { rows: [k] } = await e2eSql(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation,
      frequency_months, next_date)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, 'Vérification e2e ' || $2, 12, '2026-01-31'
    FROM elements e WHERE e.factory_id = (SELECT factory_id FROM interventions WHERE id = $1) ORDER BY e.id LIMIT 1 RETURNING id, designation`, [id, String(id)]);
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page).toHaveURL(new RegExp(`/control-interventions/${id}$`));
  // Picked once the form's queries have settled (the record's and the site's open controls are
  // fetched again on opening it), as a user does: the pick is then shown as a chip, and saving is offered.
  await expect(page.locator('.app-loader')).toHaveCount(0);
  await pickOption(page.getByRole('combobox', { name: 'Contrôles' }), k.designation, page.getByRole('option', { name: new RegExp(k.designation) }),
    page.locator('.MuiChip-root', { hasText: k.designation }));
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/control-interventions\/\d+\/show$/);
  await expect(page.getByRole('row').filter({ hasText: k.designation }).getByText('Planifié')).toBeVisible();

  // Each step: the status shown, and the buttons of the next steps from there.
  const move = async (button: string, status: string, offered: string[]) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
    for (const b of offered) await expect(page.getByRole('button', { name: b, exact: true })).toBeVisible();
  };
  await expect(page.getByRole('button', { name: 'Valider', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'À valider', exact: true }).click();
  await expect(page.getByText('Le statut a été mis à jour')).toBeVisible();
  await expect(page.getByRole('button', { name: 'À vérifier', exact: true })).toBeVisible();
  // 'Valider' asks the completion date: a day in the future is refused (the API's message), the
  // default is the planned end (past here).
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  const validate = page.getByRole('dialog', { name: "Valider l'intervention" });
  const day = validate.getByLabel('Réalisée le');
  await expect(day).toHaveValue('2026-03-11');
  await day.fill('2099-01-01');
  await validate.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(validate.getByText(/ne peut pas être dans le futur/)).toBeVisible();
  await day.fill('2026-03-11');
  await validate.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(validate).toHaveCount(0);
  await expect(page.getByText('Validée', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'À valider', exact: true })).toBeVisible();
  // Validation finished the control on the completion date and created its next occurrence.
  await expect(page.getByRole('row').filter({ hasText: k.designation }).getByText('Réalisé (11/03/2026)')).toBeVisible();
  const next = await e2eSql(`SELECT next_date::text FROM controls WHERE designation = $2 AND status = 'to_do' AND id > $1`, [k.id, k.designation]);
  expect(next.rows.map((r) => r.next_date)).toContain('2027-03-11');
  await move('À valider', 'À valider', ['Valider', 'À vérifier']);
  await expect(page.getByRole('row').filter({ hasText: k.designation }).getByText('Planifié')).toBeVisible();
  await move('À vérifier', 'À faire', ['À valider']);

  // Its report uploaded from its page: listed under it, linked to it and filed on its site.
  const documents = page.getByRole('region', { name: "Documents de l'intervention" });
  await expect(documents.getByText('Aucun document lié à cette intervention.')).toBeVisible();
  await documents.getByRole('button', { name: 'Déposer des fichiers' }).click();
  const upload = page.getByRole('dialog', { name: 'Déposer des documents' });
  const file = `rapport-visite-${id}.txt`;
  await upload.getByTestId('document-files').setInputFiles([{ name: file, mimeType: 'text/plain', buffer: Buffer.from('Rapport de visite\n') }]);
  await upload.getByRole('button', { name: 'Envoyer' }).click();
  await expect(upload.getByText('Envoyé')).toBeVisible();
  await upload.getByRole('button', { name: 'Fermer' }).click();
  await expect(documents.getByRole('link', { name: file })).toBeVisible();
  const { rows: [doc] } = await e2eSql(`SELECT (SELECT array_agg(factory_id) FROM document_factories s WHERE s.document_id = d.id) AS sites,
      (SELECT factory_id FROM interventions WHERE id = $1) AS site
    FROM documents d JOIN document_interventions l ON l.document_id = d.id WHERE l.intervention_id = $1`, [id]);
  expect(doc.sites).toEqual([doc.site]);
});
