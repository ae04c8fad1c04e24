// Notifications (issue 30): every kind's switch with its preview button, the reminder horizon,
// and the app bar's bell showing what was sent, marked read one by one or all at once.
import { expect, test } from '@playwright/test';
import { createUser, expectSignedIn } from './account-helpers';
import { login } from './helpers';

const SUPPORT_LABEL = 'Nouveau message dans une conversation avec le support';

test('switches, preview and bell', async ({ page, request }) => {
  const email = await createUser(request, 'bell', 'Bell-2026!');
  await login(page, email, 'Bell-2026!');
  await expectSignedIn(page);
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.goto('/user/notifications');
  for (const name of ['Rappels des échéances', 'Observation qui m’est confiée', 'Intervention à valider', 'Import en échec', 'Export prêt à télécharger', SUPPORT_LABEL]) {
    await expect(page.getByRole('switch', { name: name.replace('’', "'") })).toBeVisible();
  }
  await expect(page.getByRole('switch')).toHaveCount(11);

  // The horizon of the reminders is kept.
  await page.getByRole('combobox', { name: 'Rappeler les contrôles à échéance sous' }).click();
  await page.getByRole('option', { name: '15 jours' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Rappeler les contrôles à échéance sous' })).toHaveText('15 jours');

  // Two previews: each one lands in the bell as unread.
  await page.getByRole('button', { name: "M'envoyer un aperçu : Import terminé" }).click();
  await expect(page.getByText('Aperçu envoyé à votre adresse e-mail.')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lues');
  await page.getByRole('button', { name: "M'envoyer un aperçu : Résumé hebdomadaire" }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 2 non lues');

  await bell.click();
  const items = page.getByRole('menuitem');
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Aperçu : Conformité : votre résumé de la semaine');
  // Opening one marks it read and goes to its list.
  await items.filter({ hasText: 'import n° 12 terminé' }).click();
  await expect(page).toHaveURL(/\/imports$/);
  await expect(bell).toHaveAccessibleName('Notifications, 1 non lues');
  await bell.click();
  await page.getByRole('button', { name: 'Tout marquer comme lu' }).click();
  // Everything read: the menu closes (its button went away with the last unread one).
  await expect(page.getByRole('heading', { name: 'Notifications', level: 2 })).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('English: the preview button and the bell', async ({ page, request }) => {
  const email = await createUser(request, 'bellen', 'Bell-2026!');
  await login(page, email, 'Bell-2026!');
  await expectSignedIn(page);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/user/notifications');
  await expect(page.getByRole('heading', { name: 'Notification preferences' })).toBeVisible();
  await page.getByRole('button', { name: 'Send me a preview: Deadline reminders (late and coming controls, by site)' }).click();
  await expect(page.getByText('Preview sent to your e-mail address.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
});
