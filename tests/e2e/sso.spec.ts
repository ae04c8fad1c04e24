// Issue 28 §3 in the browser: an administrator saves the company's SSO settings at /sso; a user
// of that company types their e-mail at login step 1, signs in at the identity provider's own
// login form (node-oidc-provider, run by this test on loopback) and is back in the console
// signed in; a failure ends on /sso-error with its message.
import { expect, test } from '@playwright/test';
import { e2eSql } from './elements-db';
import { login } from './helpers';
import { workerPort } from './port';
import { startOidcIdp, type OidcIdp } from '../sso/oidc-idp';
import { ssoWorld, type Sql, type SsoWorld } from '../sso/world';

test.describe.configure({ mode: 'serial' });

let idp: OidcIdp;
let w: SsoWorld;
const sql = { query: (text: string, values?: unknown[]) => e2eSql(text, values) } as Sql;

test.beforeAll(async () => {
  w = await ssoWorld(sql, 'e2e');
  idp = await startOidcIdp([`http://127.0.0.1:${workerPort()}/api/v1/sso/${w.company}/oidc/callback/`]);
});
test.afterAll(async () => { await idp?.close(); });

test('/sso: the administrator saves the OIDC settings and sees the values for IT', async ({ page }) => {
  await login(page, w.admin, w.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/sso');
  await expect(page.getByRole('heading', { name: 'Authentification unique (SSO)', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'URL de redirection (redirect URI)' }))
    .toHaveValue(`http://127.0.0.1:${workerPort()}/api/v1/sso/${w.company}/oidc/callback/`);
  await page.getByRole('textbox', { name: 'Émetteur (issuer)' }).fill(idp.issuer);
  await page.getByRole('textbox', { name: 'Identifiant client (client_id)' }).fill(idp.clientId);
  await page.getByLabel('Secret client').fill(idp.clientSecret);
  await page.getByRole('textbox', { name: "Domaines d'e-mail" }).fill('mauvais domaine');
  await page.getByLabel("Activer l'authentification unique").check();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('textbox', { name: "Domaines d'e-mail" })).toHaveAccessibleDescription(/Ce nom de domaine n'est pas valide/);
  await page.getByRole('textbox', { name: "Domaines d'e-mail" }).fill(w.domain);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Paramètres SSO enregistrés.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Émetteur (issuer)' })).toHaveValue(idp.issuer);
  await expect(page.getByText('Un secret est enregistré')).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Domaines d'e-mail" })).toHaveValue(w.domain);
});

test('login step 1 sends an SSO user to the provider form, and back signed in', async ({ page }) => {
  await page.goto('/login?redirect=/user/profile');
  await page.getByLabel('Adresse e-mail').fill(w.users.alice);
  await page.getByRole('button', { name: 'Suivant' }).click();
  // The provider's own page (another origin), its development login form.
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByPlaceholder('Enter any login').fill(w.users.alice);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profil et paramètres', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(w.users.alice);
  // No password here: the profile says so instead of offering a change.
  await expect(page.getByText("Vous vous connectez par l'authentification unique (SSO) de votre entreprise")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Changer le mot de passe' })).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('user'));
  expect(stored).toContain(w.users.alice);
});

test('a failure at sign-in ends on /sso-error with its message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(w.users.alice);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  // Signed in at the provider as someone else than the address typed.
  await page.getByPlaceholder('Enter any login').fill(w.users.bob);
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/sso-error\?code=email_mismatch$/);
  await expect(page.getByRole('heading', { name: "Erreur d'authentification" })).toBeVisible();
  await expect(page.getByText("L'adresse e-mail renvoyée par votre fournisseur d'identité ne correspond pas.")).toBeVisible();
});
