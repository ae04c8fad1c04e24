// Account pages: profile (rename, picture, refused files), notification settings, the activity
// log showing the profile change, English. Each flow works on a user of its own, created through
// the API, so the demo users keep their names and passwords.
import { expect, test } from '@playwright/test';
import { PDF, createUser, expectSignedIn, tinyPng } from './account-helpers';
import { DEMO_PASSWORD, login } from './helpers';

test('profile: rename, picture upload, refused files; history shows the change', async ({ page, request }) => {
  const email = await createUser(request, 'profil', 'Profil-2026!');
  await login(page, email, 'Profil-2026!');
  await expectSignedIn(page);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Profil et paramètres', level: 1 })).toBeVisible();

  await page.getByLabel('Prénom').fill('Evelyne');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  // The session's user follows: the user menu shows the new name.
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await expect(page.getByRole('menuitem', { name: /Evelyne profil/ })).toBeVisible();
  await page.keyboard.press('Escape');

  const input = page.getByTestId('picture-input');
  // A PDF: refused by the console (extension), then a PDF named .png: refused by the API (content).
  await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByRole('alert').filter({ hasText: 'Type non accepté' })).toBeVisible();
  await input.setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: PDF });
  await expect(page.getByRole('alert').filter({ hasText: "La photo n'a pas pu être envoyée. Type non accepté" })).toBeVisible();

  await input.setInputFiles({ name: 'moi.png', mimeType: 'image/png', buffer: tinyPng() });
  await expect(page.getByText('Photo de profil enregistrée.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Photo de Evelyne profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retirer la photo' })).toBeVisible();

  // The activity log (display_global forced) shows the rename, readably.
  await page.getByRole('menuitem', { name: 'Historique des actions' }).click();
  await expect(page).toHaveURL(/\/user\/team\/history\?display_global=true/);
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(email);
  await expect(page).toHaveURL(/display_global=true/);
  const row = page.getByRole('row').filter({ hasText: 'Prénom : Eve → Evelyne' });
  await expect(row).toBeVisible();
  await expect(row.getByText('Modification')).toBeVisible();
  await expect(row.getByText(email, { exact: true })).toBeVisible();
  await expect(row.getByText('Utilisateur #', { exact: false })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /Photo : \(vide\) → \d+/ })).toBeVisible();
});

test('notification settings persist', async ({ page, request }) => {
  const email = await createUser(request, 'notif', 'Notif-2026!');
  await login(page, email, 'Notif-2026!');
  await expectSignedIn(page);
  await page.getByRole('menuitem', { name: 'Préférences (notifications)' }).click();
  await expect(page).toHaveURL(/\/user\/notifications$/);
  const digest = page.getByRole('switch', { name: 'Résumé hebdomadaire' });
  const wasOn = await digest.isChecked();
  await digest.click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Résumé hebdomadaire' })).toBeChecked({ checked: !wasOn });
  await page.getByRole('switch', { name: 'Résumé hebdomadaire' }).click();
  await expect(page.getByRole('switch', { name: 'Résumé hebdomadaire' })).toBeChecked({ checked: wasOn });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Résumé hebdomadaire' })).toBeChecked({ checked: wasOn });
});

test('English: the forgotten password page and the profile', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'));
  await page.goto('/reset-password?email=someone%40demo.fr');
  await expect(page.getByRole('heading', { name: 'Forgotten password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail sent' })).toBeVisible();
  await expect(page.getByText('If an account matches someone@demo.fr', { exact: false })).toBeVisible();

  await page.goto('/reset-password/confirm?email=someone%40demo.fr');
  await expect(page.getByText('The link is invalid, probably because it has already been used.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New request' })).toHaveAttribute('href', '/reset-password?email=someone%40demo.fr');

  await page.goto('/login');
  await page.getByLabel('E-mail address').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Profile and settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change password' })).toBeVisible();
  await expect(page.getByText('Accepted formats: PNG, JPG, JPEG.')).toBeVisible();
});
