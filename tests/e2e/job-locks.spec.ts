// Locked objects (spec §4, issue 33 §1) beyond elements: in any engine list a row a running job
// changes is greyed, and a selection holding it has its bulk actions off, the reason naming the
// job (the engine's bulk toolbar reads `locked_by` from the rows the API marks).
import { expect, test } from '@playwright/test';
import { e2eSql, holdJobLock } from './elements-db';
import { loginAsAdmin, searchList, unique } from './helpers';

test('observations: a row locked by a validation in flight is greyed; bulk actions off, naming the job; on again after', async ({ page }) => {
  const description = unique('Observation verrouillée e2e');
  const { rows } = await e2eSql(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.id, $1 FROM elements e
    JOIN factories f ON f.id = e.factory_id WHERE f.name = 'Usine de Lyon' ORDER BY e.id LIMIT 1 RETURNING id`, [description]);
  const lock = await holdJobLock('tasks', [rows[0].id as number], 'express-report-validate');
  const named = `Verrouillée par : validation d'un rapport express (tâche ${lock.job.slice(0, 8)}).`;
  const remove = page.getByRole('button', { name: 'Supprimer' });
  const row = page.getByRole('row').filter({ hasText: description });
  try {
    await loginAsAdmin(page);
    await page.goto('/tasks');
    await searchList(page, description);
    await expect(row).toHaveCSS('font-style', 'italic');
    await row.getByRole('checkbox').check();
    await expect(page.getByRole('alert').filter({ hasText: 'La sélection contient une ligne verrouillée' })).toContainText(named);
    await expect(remove).toBeDisabled();
    await page.locator('span', { has: remove }).hover();
    await expect(page.getByRole('tooltip')).toContainText(named);
  } finally {
    await lock.release();
  }
  // The job over: the same selection may be deleted.
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(page.locator('.app-loader')).toHaveCount(0);
  await expect(row).toHaveCSS('font-style', 'normal');
  await row.getByRole('checkbox').check();
  await expect(remove).toBeEnabled();
  await expect(page.getByText(/La sélection contient une ligne verrouillée/)).toHaveCount(0);
});

test('an import being applied: its page says its objects are locked, an element it changes says why it is read-only', async ({ page }) => {
  const name = unique('Importé e2e');
  const { rows: [el] } = await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, $1
    FROM elements e WHERE e.qr_code = 'QR-000001' RETURNING id, company_id`, [name]);
  // An update import of that company in the middle of its apply (its job's locks held below).
  const { rows: [imp] } = await e2eSql(`INSERT INTO imports (company_id, number, action_type, object_type, author_id, status, file_name,
      blob_key, size, row_count)
    SELECT $1, coalesce(max(number), 0) + 1, 'update', 'elements', (SELECT id FROM users WHERE email = 'admin@demo.fr'), 'applying',
      'verrou-e2e.xlsx', 'e2e/verrou-e2e.xlsx', 100, 4 FROM imports WHERE company_id = $1 RETURNING id`, [el.company_id]);
  const lock = await holdJobLock('imports', [imp.id as number], 'imports-apply');
  await e2eSql("INSERT INTO job_locks (job_id, kind, table_name, ids) VALUES ($1, 'imports-apply', 'elements', $2::int[])", [lock.job, [el.id]]);
  const job = lock.job.slice(0, 8);
  try {
    await loginAsAdmin(page);
    await page.goto(`/imports/${imp.id}/show`);
    await expect(page.getByText(/Application en cours/).first()).toBeVisible();
    await expect(page.getByText(`Pendant l'application, l'import et les objets qu'il modifie sont verrouillés (lecture seule) : tâche ${job}.`)).toBeVisible();
    await page.goto(`/elements/${el.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Objet verrouillé : mise à jour des données en cours (application d'un import, tâche ${job})`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Éditer' })).toHaveCount(0);
  } finally {
    await lock.release();
    await e2eSql('DELETE FROM imports WHERE id = $1', [imp.id]);
  }
});
