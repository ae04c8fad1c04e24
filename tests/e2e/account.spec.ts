// Account pages: forgotten password through the e-mailed link (twice: the second use shows the
// spec's error view), change password, profile (rename, picture, refused files), notification
// settings, the activity log showing the profile change, the upgrade offer by plan, English.
// Each flow that changes a password or a profile works on a user of its own, created through the
// API, so the demo users keep theirs.
import fs from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, E2E_DATA_DIR, login, loginAsAdmin } from './helpers';

test.describe.configure({ mode: 'serial' });

const OUTBOX = path.join(E2E_DATA_DIR, 'mail');
const tag = `acct${Date.now().toString(36)}`;

const mailFiles = async () => (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));

/** An .eml as text: quoted-printable undone, UTF-8 decoded. */
const readMail = async (file: string) => {
  const raw = (await fs.readFile(path.join(OUTBOX, file), 'latin1'))
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(raw, 'latin1').toString('utf8');
};

/** The first mail to `to` written after `before` (a list of the outbox's files). */
async function newMailTo(to: string, before: string[]): Promise<string> {
  for (let i = 0; i < 75; i++) {
    for (const f of (await mailFiles()).filter((f) => !before.includes(f)).sort()) {
      const text = await readMail(f);
      if (new RegExp(`^To: ${to.replace(/[.]/g, '\\.')}`, 'mi').test(text)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no new mail to ${to}`);
}

/** The in-app path (+ query) of the password link of a mail. */
const passwordLinkOf = (mail: string) => {
  const link = /https?:\/\/[^\s"<>]+\/reset-password\/confirm\?[^\s"<>]+/.exec(mail)?.[0];
  expect(link, 'a /reset-password/confirm link in the mail').toBeTruthy();
  const url = new URL(link!.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
};

async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/v1/login/', { data: { username: email, password } });
  expect(res.status()).toBe(200);
  return { Authorization: `Token ${(await res.json()).token}` };
}

/**
 * A user of the demo company with its own password: created by the admin (the API mails the
 * invitation), the password set through the invitation link.
 */
async function createUser(request: APIRequestContext, name: string, password: string) {
  const headers = await apiLogin(request, 'admin@demo.fr', DEMO_PASSWORD);
  const first = async (feature: string) => (await (await request.get(`/api/v1/${feature}/?page_size=1`, { headers })).json()).results[0].id;
  const email = `${tag}.${name}@demo.fr`;
  const before = await mailFiles();
  const res = await request.post('/api/v1/users/', {
    headers,
    data: {
      email,
      first_name: 'Eve',
      last_name: name,
      factories: [await first('factories')],
      regulations: [await first('regulations')],
      rights: { dashboard: ['view'], useractiononobjecttracker: ['view'] },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const params = new URL(passwordLinkOf(await newMailTo(email, before)), 'http://x').searchParams;
  const set = await request.post('/api/v1/login/password-reset/confirm/', {
    data: { uidB64: params.get('uidB64'), token: params.get('token'), password, password_confirm: password },
  });
  expect(set.status(), await set.text()).toBe(200);
  return email;
}

/** A 1×1 PNG, built here (signature, IHDR, IDAT, IEND with their CRCs). */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x1f, 0x4e, 0x79]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Signs out and waits for the login page (the session is gone once it shows its first step). */
async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
}

async function expectSignedIn(page: Page) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Menu utilisateur' })).toBeVisible();
}

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

test('the upgrade offer: start sees it on /rxpress, pro does not', async ({ page }) => {
  await login(page, 'admin@start.fr');
  await expectSignedIn(page);
  await page.goto('/rxpress');
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toBeVisible();
  await expect(page.getByText("Cette page fait partie de l'offre Pro.", { exact: false })).toBeVisible();
  const start = page.getByRole('region', { name: 'Start' });
  await expect(start.getByText('Votre offre')).toBeVisible();
  const pro = page.getByRole('region', { name: 'Pro' });
  await expect(pro.getByText('Nécessaire pour cette page')).toBeVisible();
  for (const promise of ['Extraction automatique des données des rapports', 'Champs personnalisés', 'Contrôles personnalisés', 'Bâtiments', 'Tous les éléments'])
    await expect(pro.getByText(promise)).toBeVisible();
  const corpo = page.getByRole('region', { name: 'Corpo' });
  for (const promise of ['Filiales', 'API', 'Authentification unique (SSO)']) await expect(corpo.getByText(promise, { exact: true })).toBeVisible();
  await pro.getByRole('button', { name: 'Demander un devis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de devis' });
  await expect(dialog.getByRole('textbox', { name: 'Votre message' })).toHaveValue(/offre Pro \(entreprise : Atelier Start\)/);
  await expect(dialog.getByRole('link', { name: 'Envoyer par e-mail' })).toHaveAttribute('href', /^mailto:.+subject=/);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await logout(page);
  await loginAsAdmin(page);
  await page.goto('/rxpress');
  await expect(page.getByRole('heading', { name: 'Rapports express', level: 1 })).toBeVisible();
  await expect(page.getByText('Bientôt disponible', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toHaveCount(0);
  // Corpo pages stay beyond the pro plan.
  await page.goto('/tokens');
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pro' }).getByText('Votre offre')).toBeVisible();
});

test('services: a quote request with an editable pre-filled message', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: 'Menu utilisateur' }).click();
  await page.getByRole('menuitem', { name: 'Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.getByRole('region', { name: 'Audit de conformité' }).getByRole('button', { name: 'Demander un devis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de devis' });
  const message = dialog.getByRole('textbox', { name: 'Votre message' });
  await expect(message).toHaveValue(/« Audit de conformité » pour l'entreprise Démo Industrie/);
  await message.fill('Bonjour, un audit pour trois sites.');
  await expect(dialog.getByRole('link', { name: 'Envoyer par e-mail' })).toHaveAttribute(
    'href',
    /body=Bonjour%2C%20un%20audit%20pour%20trois%20sites\.$/,
  );
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
