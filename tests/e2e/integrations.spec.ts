// Integrations (issue 29 §3): /integrations from the sidebar shows the calendar feed's address
// (copied, and served as text/calendar), a webhook is created (its secret shown once) and its
// page shows the delivery log once a real event reached a receiver on 127.0.0.1 (allowed by
// WEBHOOK_ALLOWED_HOSTS in scripts/e2e-server.sh).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiLogin } from './account-helpers';
import { e2eSql } from './elements-db';
import { DEMO_PASSWORD, signIn } from './helpers';

const CORPO = 'admin@corpo.fr';

test('the calendar feed: its address, copied, is a calendar', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, CORPO);
  await page.getByRole('menuitem', { name: 'Intégrations' }).click();
  await expect(page).toHaveURL(/\/integrations$/);
  await expect(page.getByRole('heading', { name: 'Intégrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ce qui est connecté' })).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Adresse du flux (iCalendar)' });
  await expect(address).toHaveValue(/\/api\/v1\/calendar\/ics\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  await page.getByRole('button', { name: "Copier l'adresse" }).click();
  await expect(page.getByText('Copié dans le presse-papiers.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  // A new address: the old one stops.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Générer une nouvelle adresse' }).click();
  await expect(page.getByText('Nouvelle adresse générée')).toBeVisible();
  await expect(address).not.toHaveValue(url);
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);

  // In English.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Integrations', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Feed address (iCalendar)' })).toHaveValue(/\.ics$/);
  await expect(page.getByRole('button', { name: 'Make a new address' })).toBeVisible();
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
});

test('a webhook: created with its secret shown once, then its delivery log', async ({ page, request }) => {
  // The scan runs on a minute cron that pg-boss checks every 30 s: up to ~95 s after the write.
  // The test queues one scan itself (as the cron would) so it waits seconds, and keeps room for the cron.
  test.setTimeout(180_000);
  const received: string[] = [];
  const receiver = http.createServer((req, res) => {
    req.on('data', () => {});
    req.on('end', () => { received.push(String(req.headers['x-conformite-event'])); res.end('ok'); });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/e2e-${Date.now()}`;
  try {
    await signIn(page, CORPO);
    await page.goto('/integrations');
    await page.getByRole('link', { name: 'Ajouter un webhook' }).click();
    await expect(page).toHaveURL(/\/webhooks\/create$/);
    await page.getByRole('textbox', { name: 'Adresse (URL)' }).fill(hook);
    await page.getByRole('combobox', { name: 'Événements' }).click();
    await page.getByRole('option', { name: 'Observation créée' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    const dialog = page.getByRole('dialog', { name: 'Webhook créé' });
    await expect(dialog.getByRole('textbox', { name: 'Secret de signature' })).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: "J'ai copié le secret" }).click();
    await expect(page).toHaveURL(/\/webhooks\/\d+\/show$/);
    await expect(page.locator('#main-content').getByText(hook)).toBeVisible();
    await expect(page.getByText('Aucun envoi pour le moment.')).toBeVisible();
    // The secret is never shown again.
    await expect(page.getByText(/whsec_/)).toHaveCount(0);

    // An observation created: the minute's scan sends it, and the log shows the delivery.
    const headers = await apiLogin(request, CORPO, DEMO_PASSWORD);
    const { rows: [{ id: element }] } = await e2eSql(`SELECT e.id FROM elements e JOIN user_companies uc ON uc.company_id = e.company_id
      JOIN users u ON u.id = uc.user_id WHERE u.email = $1 ORDER BY e.id LIMIT 1`, [CORPO]);
    const task = await request.post('/api/v1/tasks/', { headers, data: { description: 'Observation pour le webhook', element } });
    expect(task.status()).toBe(201);
    await e2eSql(`INSERT INTO pgboss.job (name, data) VALUES ('webhook-scan', '{}')`);
    const log = page.getByRole('table', { name: 'Journal des envois' });
    await expect(log.getByRole('row').filter({ hasText: 'Observation créée' })).toHaveCount(1, { timeout: 150_000 });
    await expect(log.getByRole('row').filter({ hasText: 'Observation créée' })).toContainText('Envoyé');
    await expect(log.getByRole('row').filter({ hasText: 'Observation créée' })).toContainText('200');
    expect(received).toContain('task.created');
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
