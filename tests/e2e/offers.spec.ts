// The upgrade offer by plan (start sees it, pro does not) and the services catalogue's quote request.
import { expect, test } from '@playwright/test';
import { expectSignedIn, logout } from './account-helpers';
import { expectAccessible } from './axe';
import { login, loginAsAdmin } from './helpers';

test('the upgrade offer: start sees it on /custom-attribute (tier pro), pro gets the list', async ({ page }) => {
  await login(page, 'admin@start.fr');
  await expectSignedIn(page);
  await page.goto('/custom-attribute');
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
  await expectAccessible(page, 'upgrade offer');
  // Express reports are pro too: the offer in place of the screen.
  await page.goto('/rxpress');
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toBeVisible();
  await page.goto('/custom-attribute');
  await pro.getByRole('button', { name: 'Demander un devis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de devis' });
  await expect(dialog.getByRole('textbox', { name: 'Votre message' })).toHaveValue(/offre Pro \(entreprise : Atelier Start\)/);
  await expect(dialog.getByRole('link', { name: 'Envoyer par e-mail' })).toHaveAttribute('href', /^mailto:.+subject=/);
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  await logout(page);
  await loginAsAdmin(page);
  await page.goto('/custom-attribute');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toHaveCount(0);
  // Corpo screens (not built yet) show the offer to a pro plan too, with Corpo as the tier needed.
  for (const path of ['/tokens', '/branches', '/sso']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure', level: 1 })).toBeVisible();
    await expect(page.getByText("Cette page fait partie de l'offre Corpo.", { exact: false })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Corpo' }).getByText('Nécessaire pour cette page')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toHaveCount(0);
  }
});

test('corpo screens: start sees the offer, corpo is not offered an upgrade', async ({ page }) => {
  await login(page, 'admin@start.fr');
  await expectSignedIn(page);
  for (const path of ['/tokens', '/branches', '/sso']) {
    await page.goto(path);
    await expect(page.getByText("Cette page fait partie de l'offre Corpo.", { exact: false })).toBeVisible();
  }
  await logout(page);
  await login(page, 'admin@corpo.fr');
  await expectSignedIn(page);
  // /branches exists for corpo (issue 29): the tree, no offer.
  await page.goto('/branches');
  await expect(page.getByRole('heading', { name: 'Branches', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'France' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure' })).toHaveCount(0);
  // /sso exists for corpo: its settings, no offer.
  await page.goto('/sso');
  await expect(page.getByRole('heading', { name: 'Authentification unique (SSO)', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure' })).toHaveCount(0);
  // A corpo screen that exists: its list, no offer.
  await page.goto('/tokens');
  await expect(page.getByRole('row').filter({ hasText: 'Intégration GMAO' })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Passez à une offre supérieure' })).toHaveCount(0);
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
