import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';

test('an unknown route shows the not-found page with a link back to the dashboard', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByText('Page introuvable')).toBeVisible();
  await page.getByRole('link', { name: /Retour/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the language picker switches to English, is remembered, and switches back', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Langue' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByText(/Hello,? Alice/)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
  await page.reload();
  await expect(page.getByText(/Hello,? Alice/)).toBeVisible();
  await page.goto('/nowhere');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByText(/Bonjour,? Alice/)).toBeVisible();
});

test('the API answers in the language of the console: wrong password in English', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await page.getByLabel('E-mail address').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Unable to log in with the provided credentials.')).toBeVisible();
});
