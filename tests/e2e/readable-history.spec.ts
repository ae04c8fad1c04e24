// Readable history: an observation closed through the API shows in the activity log
// (/user/team/history) and on its element's page with its statuses' labels, never their API
// values; the element page's Observations hides it under "Ouvertes" and shows it under "Fermées".
import { expect, test } from '@playwright/test';
import { apiLogin } from './account-helpers';
import { DEMO_PASSWORD, loginAsAdmin, searchList, unique } from './helpers';

test('the history shows a status by its label; closed observations on a toggle', async ({ page, request }) => {
  const headers = await apiLogin(request, 'admin@demo.fr', DEMO_PASSWORD);
  const element = (await (await request.get('/api/v1/elements/?page_size=1&ordering=designation', { headers })).json()).results[0];
  const description = unique('Historique lisible');
  const task = await (await request.post('/api/v1/tasks/', { headers, data: { description, element: element.id } })).json();
  expect((await request.patch(`/api/v1/tasks/${task.id}/`, { headers, data: { status: 'done' } })).status()).toBe(200);

  await loginAsAdmin(page);
  await page.goto('/user/team/history');
  await expect(page).toHaveURL(/display_global=true/);
  await searchList(page, description, 2); // the creation and the status change
  const rows = page.getByRole('row').filter({ hasText: description });
  const change = rows.filter({ hasText: 'Statut : Non commencée → Terminée' });
  await expect(change).toBeVisible();
  await expect(change).not.toContainText('not_started');
  await expect(rows.filter({ hasText: 'Création' })).toContainText(`Élément : (vide) → ${element.designation}`);

  await page.goto(`/elements/${element.id}?section=tasks`);
  const section = page.getByRole('region', { name: 'Observations' });
  await expect(section.getByRole('button', { name: 'Ouvertes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('row').filter({ hasText: description })).toHaveCount(0);
  await section.getByRole('button', { name: 'Fermées' }).click();
  await expect(section.getByRole('row').filter({ hasText: description })).toBeVisible();
});
