// The console shell (issue 9 §6): a single delete asks for the typed word, `/` goes to the
// preferred dashboard, the greeting counts the elements managed, dates read DD/MM/YYYY, old
// element links redirect — in French and in English.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin } from './account-helpers';
import { DEMO_PASSWORD, login, loginAsAdmin, unique } from './helpers';

const inEnglish = (page: Page) => page.addInitScript(() => window.localStorage.setItem('locale', 'en'));

/** A new group of the demo company, beside an existing one (same site and regulation). */
async function createGroup(request: APIRequestContext, name: string) {
  const headers = await apiLogin(request, 'admin@demo.fr', DEMO_PASSWORD);
  const model = (await (await request.get('/api/v1/groups/?page_size=1', { headers })).json()).results[0];
  const res = await request.post('/api/v1/groups/', { headers, data: { name, factory: model.factory, regulation: model.regulation } });
  expect(res.status()).toBe(201);
  return { id: (await res.json()).id as number, headers };
}

const today = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

test('a single delete asks for CONFIRMER before anything is deleted', async ({ page, request }) => {
  const name = unique('Groupe à supprimer');
  const { id, headers } = await createGroup(request, name);
  await loginAsAdmin(page);
  await page.goto(`/groups/${id}`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation requise' });
  await expect(dialog.getByText(`« ${name} » sera supprimé définitivement.`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  await dialog.getByLabel('Saisissez CONFIRMER pour confirmer').fill('confirmer');
  await expect(dialog.getByRole('button', { name: 'Confirmer' })).toBeDisabled();
  // Cancelled: nothing was sent.
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  expect((await request.get(`/api/v1/groups/${id}/`, { headers })).status()).toBe(200);

  await page.getByRole('toolbar').getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByLabel('Saisissez CONFIRMER pour confirmer').fill('CONFIRMER');
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Votre action a bien été prise en compte.' })).toBeVisible();
  expect((await request.get(`/api/v1/groups/${id}/`, { headers })).status()).toBe(404);
});

test('in English, a single delete asks for CONFIRM', async ({ page, request }) => {
  const name = unique('Group to delete');
  const { id, headers } = await createGroup(request, name);
  await loginAsAdmin(page);
  await inEnglish(page);
  await page.goto(`/groups/${id}`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmation required' });
  await expect(dialog.getByText(`“${name}” will be deleted permanently.`)).toBeVisible();
  await dialog.getByLabel('Type CONFIRM to confirm').fill('CONFIRM');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/groups$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your action has been taken into account.' })).toBeVisible();
  expect((await request.get(`/api/v1/groups/${id}/`, { headers })).status()).toBe(404);
});

test('/ goes to the preferred dashboard: the score screen for a stored \'score\' (or \'conformity\'), else the main one', async ({ page, request }) => {
  const headers = await apiLogin(request, 'admin@demo.fr', DEMO_PASSWORD);
  const set = (preferred_dashboard: string) => request.patch('/api/v1/user/me/', { headers, data: { preferred_dashboard } });
  expect((await set('score')).status()).toBe(200);
  try {
    await login(page);
    await expect(page).toHaveURL(/\/score$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/score$/);
  } finally {
    await set('main');
  }
  // Back on 'main' (a new session: the current user is cached 24 hours, spec §9).
  await page.evaluate(() => localStorage.clear());
  await loginAsAdmin(page);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /Bonjour/ })).toBeVisible();
});

test('the greeting shows the name and the count of elements managed, in French and English', async ({ page, request }) => {
  const headers = await apiLogin(request, 'admin@demo.fr', DEMO_PASSWORD);
  const { count } = await (await request.get('/api/v1/elements/count/', { headers })).json();
  expect(count).toBeGreaterThan(1);
  await loginAsAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: /Bonjour,? Alice/ })).toBeVisible();
  await expect(page.getByText(`${count} éléments gérés`)).toBeVisible();
  await inEnglish(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Hello,? Alice/ })).toBeVisible();
  await expect(page.getByText(`${count} elements managed`)).toBeVisible();
});

test('dates read DD/MM/YYYY HH:mm on a list, in French and English', async ({ page, request }) => {
  // A write of now, so the history list's first row is today's.
  await createGroup(request, unique('Groupe daté'));
  await loginAsAdmin(page);
  await page.goto('/user/team/history');
  const firstDate = page.getByRole('row').nth(1).getByRole('cell').first();
  await expect(firstDate).toHaveText(new RegExp(`^${today().replace(/\//g, '\\/')} \\d{2}:\\d{2}$`));
  await inEnglish(page);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
});

test('an old element link (/elements/{id}/show) opens the element page at /elements/{id}', async ({ page, request }) => {
  const headers = await apiLogin(request, 'admin@demo.fr', DEMO_PASSWORD);
  const element = (await (await request.get('/api/v1/elements/?page_size=1', { headers })).json()).results[0];
  await loginAsAdmin(page);
  await page.goto(`/elements/${element.id}/show?tab=x`);
  await expect(page).toHaveURL(new RegExp(`/elements/${element.id}\\?tab=x$`));
  await expect(page.getByRole('heading', { level: 1, name: element.designation })).toBeVisible();
  await page.getByRole('link', { name: 'Éditer' }).click();
  await expect(page).toHaveURL(new RegExp(`/elements/${element.id}/edit$`));
  await expect(page.getByLabel('Désignation')).toHaveValue(element.designation);
});

test("an invalid form says so in a toast titled 'Erreur', in French and English", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/sites/create');
  // A name past its 255 characters: the form is changed (save enabled) but invalid.
  await page.getByRole('textbox', { name: 'Nom' }).fill('x'.repeat(256));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Formulaire invalide, corrigez les erreurs et réessayez.' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Erreur');
  await inEnglish(page);
  await page.reload();
  await page.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(256));
  await page.getByRole('button', { name: 'Save' }).click();
  const english = page.getByRole('alert').filter({ hasText: 'Invalid form, please correct the errors and try again.' });
  await expect(english).toBeVisible();
  await expect(english).toContainText('Error');
});

test('a demo company is marked as such in the bar; a real one is not (spec §1)', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(page.getByTestId('demo-badge')).toHaveText('Démo');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await login(page, 'admin@corpo.fr');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('demo-badge')).toHaveCount(0);
});
