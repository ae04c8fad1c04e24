// Users and teams: the creation wizard (from a template, two addresses at once), the invitation
// e-mail whose link sets a password, bulk rights on a selection, a team with a member, English.
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, searchList, unique, openTab } from './helpers';
import { findMail } from './outbox';

test.describe.configure({ mode: 'serial' });

const tag = `e2e${Date.now().toString(36)}`;
const first = `${tag}.un@demo.fr`;
const second = `${tag}.deux@demo.fr`;

/** Picks the first option of an autocomplete (optionally typing to narrow it). */
async function pickOption(page: Page, label: string | RegExp, text?: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if (text) await box.fill(text);
  const option = text ? page.getByRole('option', { name: new RegExp(text, 'i') }).first() : page.getByRole('option').first();
  await option.click();
  await page.keyboard.press('Escape');
}

test('the wizard creates two users from a rights template and sends their invitations', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Utilisateurs et équipes' }).click();
  await expect(page).toHaveURL(/\/user\/team\/users$/);
  await expect(page.getByRole('status').filter({ hasText: /\d+ résultats?/ })).toBeVisible();
  await page.getByRole('link', { name: 'Créer' }).click();
  await expect(page).toHaveURL(/\/user\/team\/users\/create$/);

  // Step 1: from a template; the template is required.
  await page.getByRole('radio', { name: "À partir d'un modèle de droits" }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Choisissez un modèle de droits.')).toBeVisible();
  await page.getByRole('radio', { name: 'Contributeur' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 2: at least one regulation and one site (the spec's messages), then both picked.
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Sélectionnez au moins une réglementation.')).toBeVisible();
  await expect(page.getByText('Sélectionnez au moins un site.')).toBeVisible();
  await pickOption(page, /Réglementations/);
  await pickOption(page, /Sites/, 'Usine de Lyon');
  // Narrowed to one workshop of the site (buildings offered: those of the chosen sites only).
  await pickOption(page, /Bâtiments/, 'Atelier A');
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 3: the grid is prefilled from the template (contributor: documents created, users only seen).
  await expect(page.getByRole('checkbox', { name: 'Documents : Créer' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Utilisateurs : Voir' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Utilisateurs : Créer' })).not.toBeChecked();
  // Checking "delete" checks nothing else that the editor does not want, but implies "view".
  await page.getByRole('checkbox', { name: 'Dossiers : Supprimer' }).check();
  await expect(page.getByRole('checkbox', { name: 'Dossiers : Voir' })).toBeChecked();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Step 4: several addresses; an invalid one is named; they are trimmed and lowercased.
  const emails = page.getByRole('textbox', { name: 'Adresses e-mail' });
  await emails.fill(`  ${first.toUpperCase()} \n${second}, pas-une-adresse`);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText("Cette adresse e-mail n'est pas valide : pas-une-adresse")).toBeVisible();
  await emails.fill(`  ${first.toUpperCase()} \n${second}`);
  await expect(page.getByText('2 adresses valides')).toBeVisible();
  await page.getByRole('button', { name: 'Suivant' }).click();

  // Summary, then the pessimistic submit.
  const summary = page.getByRole('region', { name: 'Récapitulatif' });
  await expect(summary.getByText("À partir d'un modèle de droits : Contributeur")).toBeVisible();
  await expect(summary.getByText('Usine de Lyon')).toBeVisible();
  await expect(summary.getByText('Atelier A')).toBeVisible();
  await expect(summary.getByText('2 adresses')).toBeVisible();
  await expect(summary.getByText(first, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Créer et inviter' }).click();
  await expect(page.getByText("2 utilisateurs créés : les e-mails d'invitation leur ont été envoyés.")).toBeVisible();
  await expect(page.getByText(second, { exact: true })).toBeVisible();

  // The list shows them as invited.
  await page.getByRole('link', { name: 'Voir les utilisateurs' }).click();
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(tag));
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await expect(page.getByRole('row').filter({ hasText: first }).getByText('Invité')).toBeVisible();
});

test('the invitation link lets the new user choose a password and sign in', async ({ page }) => {
  const mail = await findMail(`To: ${first}`);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/confirm\?[^\s"<>]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!.replace(/&amp;/g, '&')).pathname + new URL(link!.replace(/&amp;/g, '&')).search);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Invite-2026!');
  await page.getByLabel('Confirmation du nouveau mot de passe').fill('Invite-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  // Back on the login page, the new user signs in with the password just chosen.
  await expect(page).toHaveURL(/\/login\?status=password_reset/);
  await page.getByLabel('Adresse e-mail').fill(first);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill('Invite-2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
});

test('bulk rights: add a right to the selected users', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/user/team/users');
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(tag));
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
  await page.getByRole('row').filter({ hasText: first }).getByRole('checkbox').check();
  await page.getByRole('row').filter({ hasText: second }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Modifier les droits' }).click();

  const dialog = page.getByRole('dialog', { name: 'Modifier les droits de la sélection' });
  await expect(dialog.getByText('Les droits de 2 utilisateurs seront modifiés.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Ajouter' }).check();
  // Adding nothing is not possible.
  await expect(dialog.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Équipes : Modifier' }).check();
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByText('Droits modifiés pour 2 utilisateurs')).toBeVisible();

  // Added, and the template's rights kept.
  await page.getByRole('row').filter({ hasText: second }).getByRole('cell').nth(2).click();
  await expect(page).toHaveURL(/\/user\/team\/users\/\d+$/);
  await expect(page.getByRole('checkbox', { name: 'Équipes : Modifier' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Équipes : Voir' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Documents : Créer' })).toBeChecked();
});

test('teams: required fields, then a team created and a member added', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/user/team/users');
  await openTab(page, 'Équipes');
  await expect(page).toHaveURL(/\/user\/team$/);
  await page.getByRole('link', { name: 'Créer' }).click();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText("Les champs obligatoires de l'équipe doivent être renseignés.").first()).toBeVisible();

  const name = unique('Équipe e2e');
  await page.getByLabel('Nom').fill(name);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/team$/);

  await searchList(page, name);
  await expect(page.getByRole('status').filter({ hasText: '1 résultat' })).toBeVisible();
  await page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/user\/team\/\d+$/);
  await pickOption(page, /Membres/, tag);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/user\/team$/);
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(name);
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').last()).toHaveText('1');
});

test('the wizard is in English after switching the language', async ({ page }) => {
  await loginAsAdmin(page);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/user/team/users/create');
  await expect(page.getByRole('radio', { name: 'From a rights template' })).toBeVisible();
  await expect(page.getByText('E-mail addresses').first()).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Select at least one regulation.')).toBeVisible();
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
});
