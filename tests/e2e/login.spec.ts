import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './helpers';

test('an unauthenticated visit goes to /login with a redirect, and login in steps returns there', async ({ page }) => {
  await page.goto('/sites');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsites/);
  // Step 1: only the username; the password appears after "Suivant".
  await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveCount(0);
  await page.getByLabel('Adresse e-mail').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/sites/);
  // The session is stored in the documented shape.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored.version).toBe(1);
  expect(stored.state.token).toBeTruthy();
  expect(new Date(stored.state.expiry).getTime()).toBeGreaterThan(Date.now());
  expect(stored.state.user.email).toBe('admin@demo.fr');
});

test('a wrong password shows the translated message and stays on the login page', async ({ page }) => {
  await login(page, 'admin@demo.fr', 'not-the-password');
  await expect(page.getByText('Impossible de se connecter avec les identifiants fournis.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the dashboard greets the user by name, and logout ends the session', async ({ page }) => {
  await login(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/Bonjour,? Alice/)).toBeVisible();
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  // The token no longer opens the app.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('a token and expiry in the URL open a session and are removed from the URL', async ({ page, request }) => {
  const res = await request.post('/api/v1/login/', { data: { username: 'admin@demo.fr', password: DEMO_PASSWORD } });
  const { token, expiry } = await res.json();
  await page.goto(`/dashboard?token=${encodeURIComponent(token)}&expiry=${encodeURIComponent(expiry)}`);
  await expect(page.getByText(/Bonjour,? Alice/)).toBeVisible();
  await expect(page).not.toHaveURL(/token=/);
});
