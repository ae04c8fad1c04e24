// Observations: cycle one by clicks on its status chip in the list (not started → in progress →
// completed → not started, 'Le statut a été mis à jour' each time), see it in the element page's
// Observations section; pin a note on the element page (pinned first, with its pin icon); a deadline's notes.
import { expect, test } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, searchList, unique, openTab } from './helpers';

test('cycle an observation by clicks, from the list and the element page', async ({ page }) => {
  test.setTimeout(120_000);
  const { rows } = await e2eSql(`SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id FROM elements e
    JOIN factories f ON f.id = e.factory_id WHERE f.name = 'Usine de Lyon' ORDER BY e.id LIMIT 1`);
  const el = rows[0];
  const description = unique('Observation e2e');
  await e2eSql(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description, deadline)
    VALUES ($1, $2, $3, $4, $5, $6, '2099-01-01')`, [el.company_id, el.factory_id, el.building_id, el.regulation_id, el.id, description]);
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Observations' }).click();
  await expect(page).toHaveURL(/\/tasks/);
  // Every status stays listed under 'Toutes' (the open tab would drop a completed one on refresh).
  await openTab(page, 'Toutes');
  await searchList(page, description);
  const row = page.getByRole('row').filter({ hasText: description });
  const stored = async () => (await e2eSql(`SELECT status::text FROM tasks WHERE description = $1`, [description])).rows[0].status;
  for (const [from, to, status] of [['Non commencée', 'En cours', 'doing'], ['En cours', 'Terminée', 'done'], ['Terminée', 'Non commencée', 'not_started']]) {
    await row.getByRole('button', { name: new RegExp(`Statut : ${from}`) }).click();
    await expect(row.getByRole('button', { name: new RegExp(`Statut : ${to}`) })).toBeVisible();
    // The console drops the same toast repeated within 8 s (AppNotification): the first click
    // shows it; each click's effect is read from the chip and from the database, without waiting.
    if (status === 'doing') await expect(page.getByText('Le statut a été mis à jour')).toBeVisible();
    await expect.poll(stored).toBe(status);
  }

  await page.goto(`/elements/${el.id}`);
  await openTab(page, 'Observations');
  // The open section is in the URL: it stays open while the record loads, and a reload keeps it.
  await expect(page).toHaveURL(/section=tasks/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Observations' })).toHaveAttribute('aria-selected', 'true');
  const section = page.getByRole('region', { name: 'Observations' });
  await section.getByRole('row').filter({ hasText: description }).getByRole('button', { name: /Statut : Non commencée/ }).click();
  await expect(page.getByText('Le statut a été mis à jour')).toBeVisible();
  await expect(section.getByRole('row').filter({ hasText: description }).getByRole('button', { name: /Statut : En cours/ })).toBeVisible();
});

test('pin a note on the element page', async ({ page }) => {
  const element = (await e2eSql(`SELECT e.id FROM elements e JOIN factories f ON f.id = e.factory_id
    WHERE f.name = 'Usine de Lyon' ORDER BY e.id DESC LIMIT 1`)).rows[0].id as number;
  await loginAsAdmin(page);
  await page.goto(`/elements/${element}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  const text = unique('Note e2e');
  await notes.getByRole('textbox', { name: 'Nouvelle note' }).fill(text);
  await notes.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByText('La note a été ajoutée')).toBeVisible();
  const item = notes.getByRole('listitem').filter({ hasText: text });
  await expect(item).toHaveAttribute('data-pinned', 'false');
  await item.getByRole('button', { name: 'Épingler' }).click();
  await expect(item).toHaveAttribute('data-pinned', 'true');
  await expect(item.getByRole('button', { name: 'Désépingler' })).toBeVisible();
  // Pinned first, and still after a reload.
  await page.reload();
  await expect(notes.getByRole('listitem').first()).toContainText(text);
  await expect(notes.getByRole('listitem').first().getByRole('img', { name: 'Note épinglée' })).toBeVisible();
});

test('a deadline\'s page shows its notes: add one there', async ({ page }) => {
  const control = (await e2eSql(`SELECT k.id FROM controls k JOIN factories f ON f.id = k.factory_id
    WHERE f.name = 'Usine de Lyon' ORDER BY k.id LIMIT 1`)).rows[0].id as number;
  await loginAsAdmin(page);
  await page.goto(`/controls/${control}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  const text = unique('Note échéance');
  await notes.getByRole('textbox', { name: 'Nouvelle note' }).fill(text);
  await notes.getByRole('button', { name: 'Ajouter' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  const stored = await e2eSql(`SELECT object_type::text, object_id FROM comments WHERE text = $1`, [text]);
  expect(stored.rows).toEqual([{ object_type: 'control', object_id: control }]);
});

test("an observation's maintenance-intervention picker lists only its site's interventions", async ({ page }) => {
  const { rows } = await e2eSql(`SELECT e.id, e.company_id, e.factory_id, e.building_id, e.regulation_id,
      (SELECT id FROM factories o WHERE o.company_id = e.company_id AND o.id <> e.factory_id ORDER BY o.id LIMIT 1) AS other
    FROM elements e JOIN factories f ON f.id = e.factory_id WHERE f.name = 'Usine de Lyon' ORDER BY e.id LIMIT 1`);
  const el = rows[0];
  const tag = unique('Picker');
  const description = `Observation ${tag}`;
  const task = (await e2eSql(`INSERT INTO tasks (company_id, factory_id, building_id, regulation_id, element_id, description, deadline)
    VALUES ($1, $2, $3, $4, $5, $6, '2099-01-01') RETURNING id`, [el.company_id, el.factory_id, el.building_id, el.regulation_id, el.id, description])).rows[0].id;
  for (const [site, name] of [[el.factory_id, `${tag} même site`], [el.other, `${tag} autre site`]]) {
    await e2eSql(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date)
      VALUES ('maintenance', $1, $2, $3, '2099-01-01', '2099-01-02')`, [el.company_id, site, name]);
  }
  await loginAsAdmin(page);
  await page.goto(`/tasks/${task}`);
  const picker = page.getByRole('combobox', { name: /Intervention/ });
  await picker.fill(tag);
  await expect(page.getByRole('option', { name: `${tag} même site` })).toBeVisible();
  await expect(page.getByRole('option', { name: `${tag} autre site` })).toHaveCount(0);
});
