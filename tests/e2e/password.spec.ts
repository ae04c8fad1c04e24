// Password flows: forgotten password through the e-mailed link (twice: the second use shows the
// spec's error view), then change password. Serial: the second test uses the first one's user,
// created through the API so the demo users keep their passwords.
import { expect, test } from '@playwright/test';
import { createUser, expectSignedIn, logout, passwordLinkOf } from './account-helpers';
import { login } from './helpers';
import { mailFiles, newMailTo } from './outbox';

test.describe.configure({ mode: 'serial' });

let resetUser = '';
const RESET_PASSWORD = 'Oublie-2026!';

test('forgotten password: request, e-mail, link, new password, sign-in', async ({ page, request }) => {
  resetUser = await createUser(request, 'reset', 'Depart-2026!');
  // From the password step of the login page, carrying the address.
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(resetUser);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/reset-password\?email=/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(resetUser);

  const before = await mailFiles();
  await page.getByRole('button', { name: 'Recevoir le lien' }).click();
  await expect(page).toHaveURL(new RegExp(`/reset-password/email-sent\\?email=${encodeURIComponent(resetUser)}`));
  await expect(page.getByRole('heading', { name: 'E-mail envoyé' })).toBeVisible();
  await expect(page.getByText(resetUser)).toBeVisible();

  const link = passwordLinkOf(await newMailTo(resetUser, before));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Nouveau mot de passe' })).toBeVisible();
  // The console's own checks first.
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Veuillez remplir tous les champs')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Autre-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Les nouveaux mots de passe ne sont pas identiques')).toBeVisible();
  // The API's rule (too short) shown on its field.
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('court');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByLabel('Nouveau mot de passe', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/reset-password\/confirm/);

  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirmation du nouveau mot de passe').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/login\?status=password_reset/);
  await expect(page.getByText('Votre mot de passe a été enregistré.', { exact: false })).toBeVisible();

  await login(page, resetUser, RESET_PASSWORD);
  await expectSignedIn(page);

  // The same link again: the spec's error view, and a new request carrying the address.
  await logout(page);
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-2026!');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Encore-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText("Le lien est invalide, sans doute parce qu'il a déjà été utilisé.")).toBeVisible();
  await expect(page.getByText('Merci de faire une nouvelle demande.')).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle demande' }).click();
  await expect(page).toHaveURL(`/reset-password?email=${encodeURIComponent(resetUser)}`);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue(resetUser);

  // Without an address, the confirmation page goes back to the request.
  await page.goto('/reset-password/email-sent');
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('change password: required fields, mismatch, wrong old password, then signed out', async ({ page }) => {
  expect(resetUser).toBeTruthy();
  await login(page, resetUser, RESET_PASSWORD);
  await expectSignedIn(page);
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Profil et paramètres' }).click();
  await page.getByRole('link', { name: 'Changer le mot de passe' }).click();
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByRole('heading', { name: 'Changer le mot de passe', level: 1 })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Changer le mot de passe' });
  await submit.click();
  await expect(page.getByText('Veuillez remplir tous les champs')).toBeVisible();
  await page.getByLabel('Mot de passe actuel').fill(RESET_PASSWORD);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Change-2026!');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Change-2026?');
  await submit.click();
  await expect(page.getByText('Les nouveaux mots de passe ne sont pas identiques')).toBeVisible();
  // The API's answer on a field: a wrong current password.
  await page.getByLabel('Mot de passe actuel').fill('pas-le-bon');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Change-2026!');
  await submit.click();
  await expect(page.getByLabel('Mot de passe actuel')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/change-password$/);

  await page.getByLabel('Mot de passe actuel').fill(RESET_PASSWORD);
  await submit.click();
  await expect(page).toHaveURL(/\/login\?status=password_changed/);
  await expect(page.getByText('Votre mot de passe a été changé.', { exact: false })).toBeVisible();
  await login(page, resetUser, 'Change-2026!');
  await expectSignedIn(page);
});
