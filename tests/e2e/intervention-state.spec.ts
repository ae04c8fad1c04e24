// Issue 34, interventions as the data says: its regulations are those of its controls (the list's
// column), one still to do after its last day is late in the list, the calendar and the dashboard,
// and a validated one's edit form shows its dates as text (the API refuses a change) and its controls.
import { expect, test } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, searchList, unique } from './helpers';

test('an intervention of yesterday still to do: "En retard" in the list, red in the calendar, counted on the dashboard', async ({ page }) => {
  const name = unique('Visite oubliée');
  const { rows: [iv] } = await e2eSql(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date)
    SELECT 'control', company_id, id, $1, (now() AT TIME ZONE 'Europe/Paris')::date - 1, (now() AT TIME ZONE 'Europe/Paris')::date - 1
    FROM factories WHERE name = 'Usine de Lyon' RETURNING id, start_date::text AS day`, [name]);
  await loginAsAdmin(page);
  await page.goto('/control-interventions');
  await searchList(page, name);
  const row = page.getByRole('main').locator('tbody tr').filter({ hasText: name });
  await expect(row.getByText('À faire')).toBeVisible();
  await expect(row.getByText('En retard')).toBeVisible();

  await page.goto(`/calendar?view=week&date=${iv.day}`);
  const event = page.locator('.rbc-event', { hasText: name });
  await expect(event).toContainText('En retard');
  await expect(event).toHaveCSS('background-color', 'rgb(183, 28, 28)');

  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: /Interventions de contrôle en retard : [1-9]\d*, ouvrir la liste/ })).toBeVisible();
  await e2eSql('DELETE FROM interventions WHERE id = $1', [iv.id]);
});

test('regulations from the controls; a validated intervention edits without dates, its controls listed', async ({ page }) => {
  const { rows: [done] } = await e2eSql(`SELECT iv.id, iv.name, to_char(iv.start_date, 'DD/MM/YYYY') AS start, count(k.id)::int AS n,
      (SELECT r.name FROM regulations r WHERE r.id = min(k.regulation_id)) AS regulation
    FROM interventions iv JOIN controls k ON k.intervention_id = iv.id JOIN companies c ON c.id = iv.company_id
    WHERE iv.kind = 'control' AND iv.status = 'done' AND c.name = 'Démo Industrie' GROUP BY iv.id ORDER BY iv.id LIMIT 1`);
  expect(done).toBeDefined();
  await loginAsAdmin(page);
  await page.goto('/control-interventions?tab=done');
  await searchList(page, done.name);
  await expect(page.getByRole('main').locator('tbody tr').filter({ hasText: done.name }).getByText(done.regulation)).toBeVisible();

  await page.goto(`/control-interventions/${done.id}`);
  await expect(page.getByText(/Intervention validée : ses dates, son site et ses contrôles ne changent plus/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom' })).toBeVisible();
  await expect(page.getByLabel('Début')).toHaveCount(0);
  await expect(page.getByText(done.start).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Contrôles de l’intervention (${done.n})` })).toBeVisible();
  await expect(page.getByRole('table', { name: `Contrôles de l’intervention (${done.n})` }).locator('tbody tr')).toHaveCount(done.n);
});
