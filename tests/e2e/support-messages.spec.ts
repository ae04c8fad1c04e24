// Support conversations: a service's quote opens a conversation pre-filled with it; the user sends
// it; support staff find it unread at /support/messages and answer; the user reads the answer.
import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';

test('a quote becomes a conversation that support answers', async ({ page, browser }) => {
  await signIn(page);
  await page.goto('/services');
  await page.getByRole('region', { name: 'Audit de conformité' }).getByRole('button', { name: 'Demander un devis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Demande de devis' });
  const tag = unique('trois sites');
  await dialog.getByRole('textbox', { name: 'Votre message' }).fill(`Bonjour, un audit pour ${tag}.`);
  await dialog.getByRole('link', { name: 'Écrire au support' }).click();
  await expect(page).toHaveURL(/\/messages\?new=1/);
  await expect(page.getByRole('textbox', { name: 'Objet' })).toHaveValue(/Audit de conformité/);
  await expect(page.getByRole('textbox', { name: 'Votre message' })).toHaveValue(`Bonjour, un audit pour ${tag}.`);
  await page.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page).toHaveURL(/\/messages\?thread=\d+$/);
  const thread = new URL(page.url()).searchParams.get('thread');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(`Bonjour, un audit pour ${tag}.`);

  // Support, in a browser of their own: the thread among the companies' ones, then answered.
  const context = await browser.newContext();
  const support = await context.newPage();
  await signIn(support, 'support@demo.fr');
  await support.goto(`/support/messages?thread=${thread}`);
  await expect(support.getByRole('heading', { name: 'Messages du support', level: 1 })).toBeVisible();
  await expect(support.getByRole('list', { name: 'Messages' })).toContainText(`Bonjour, un audit pour ${tag}.`);
  await expect(support.locator('nav[aria-label="Conversations"] [aria-current="true"]')).toContainText('Démo Industrie');
  await support.getByRole('textbox', { name: 'Votre réponse' }).fill(`Devis envoyé pour ${tag}`);
  await support.getByRole('button', { name: 'Envoyer' }).click();
  await expect(support.getByRole('list', { name: 'Messages' })).toContainText(`Devis envoyé pour ${tag}`);
  await context.close();

  // The user: one unread message on the thread, then the answer.
  await page.goto('/messages');
  await expect(page.getByRole('heading', { name: 'Aide et contact support', level: 1 })).toBeVisible();
  await expect(page.getByLabel('1 message non lu').first()).toBeVisible();
  await page.goto(`/messages?thread=${thread}`);
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(`Devis envoyé pour ${tag}`);
});

test('a user reaches the support contact from the user menu; another company cannot open the thread', async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  await page.getByRole('button', { name: /Menu utilisateur/i }).click();
  await page.getByRole('menuitem', { name: 'Aide et contact support' }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await page.goto('/messages?thread=1');
  await expect(page.getByRole('alert')).toBeVisible();
});
