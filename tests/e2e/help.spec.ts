// The help centre (/help: articles, accent-insensitive search, the top bar's "?"), the toolbox,
// the legal page signed out, and the user menu in spec §2's order; English; a 390 px phone.
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';

test('the user menu in spec §2 order, the help centre from the sidebar, search without accents', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('button', { name: /Menu utilisateur/i }).click();
  const items = page.getByRole('menuitem');
  await expect(items.filter({ hasText: 'Registres réglementaires' })).toBeVisible();
  const names = (await items.allInnerTexts()).map((s) => s.trim().split('\n')[0]);
  const order = ['Profil et paramètres', "Centre d'aide", 'Mentions légales et confidentialité', 'Se déconnecter', 'Services', 'Boîte à outils',
    'Traiter les rapports express', 'Registres réglementaires'];
  const at = order.map((n) => names.findIndex((x) => x.startsWith(n)));
  expect(at.every((i) => i >= 0), names.join(' | ')).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  await page.keyboard.press('Escape');

  await page.getByRole('menu').first().getByRole('menuitem', { name: 'Aide', exact: true }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: "Centre d'aide", level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher dans l’aide' }).fill('etiquette');
  await expect(page).toHaveURL(/q=etiquette/);
  const list = page.getByRole('list', { name: 'Articles' });
  await expect(list.getByRole('link').first()).toHaveText('Étiquettes QR et scanner');
  await list.getByRole('link', { name: 'Étiquettes QR et scanner' }).click();
  await expect(page.getByRole('heading', { name: 'Étiquettes QR et scanner', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Imprimer des étiquettes', level: 2 })).toBeVisible();
});

test('the "?" of a list opens its article', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/controls');
  await page.getByRole('link', { name: 'Aide sur cet écran' }).click();
  await expect(page).toHaveURL(/\/help\/controls$/);
  await expect(page.getByRole('heading', { name: 'Planifier un contrôle', level: 1 })).toBeVisible();
  // An in-article link goes through the router to another article.
  await page.getByRole('link', { name: 'Valider une intervention' }).click();
  await expect(page.getByRole('heading', { name: 'Valider une intervention de contrôle', level: 1 })).toBeVisible();
});

test('in English', async ({ page }) => {
  await loginAsAdmin(page);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto('/help?q=DEADLINE');
  await expect(page.getByRole('heading', { name: 'Help centre', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link', { name: 'Plan a control' })).toBeVisible();
  await page.goto('/toolbox');
  await expect(page.getByRole('heading', { name: 'Regulatory catalogue', level: 2 })).toBeVisible();
});

test('the toolbox: catalogue searched without accents, the next date by the one rule', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/toolbox');
  await expect(page.getByRole('heading', { name: 'Boîte à outils', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Catalogue réglementaire' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill('generateurs de vapeur');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Inspection périodique des générateurs de vapeur');
  await expect(table.getByRole('row').nth(1)).toContainText('2 ans');
  await table.getByRole('row').nth(1).getByRole('button', { name: 'Calculer' }).click();
  await page.getByLabel('Réalisé le').fill('2024-01-31');
  await expect(page.getByRole('status').filter({ hasText: 'Prochaine échéance' })).toHaveText('Prochaine échéance : 31/01/2026');
  await table.getByRole('row').nth(1).getByRole('button', { name: 'Calculer' }).click();
  await page.getByLabel('Périodicité (mois)').fill('1');
  await expect(page.getByRole('status').filter({ hasText: 'Prochaine échéance' })).toHaveText('Prochaine échéance : 29/02/2024');
  await expect(page.getByRole('button', { name: /Modèle d’import/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registres réglementaires' })).toHaveAttribute('href', '/registers');
});

test('the legal page, signed out: operator, privacy, the browser storage keys', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { name: 'Mentions légales et confidentialité', level: 1 })).toBeVisible();
  for (const h of ['Mentions légales', "Conditions d'utilisation", 'Politique de confidentialité', 'Ce que la console garde dans votre navigateur']) {
    await expect(page.getByRole('heading', { name: h, level: 2 })).toBeVisible();
  }
  await expect(page.getByText('RaStoreconformity.*')).toBeVisible();
  await expect(page.getByText('locale', { exact: true })).toBeVisible();
  await expect(page.getByText(/Session de connexion : \d+ heures au plus/)).toBeVisible();
  await expect(page).toHaveURL(/\/legal$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the help centre and an article fit the screen', async ({ page }) => {
    await loginAsAdmin(page);
    for (const route of ['/help', '/help/rxpress']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${route} is ${width} px wide`).toBeLessThanOrEqual(390);
    }
  });
});
