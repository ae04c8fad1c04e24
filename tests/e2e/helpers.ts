import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The e2e server's data folder (scripts/e2e-server.sh): its mail outbox is `<dir>/mail`. */
export const E2E_DATA_DIR = path.resolve(`data/e2e-${process.env.E2E_PORT ?? 8181}`);

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo2026';

/** Logs in through the two-step form (French UI). */
export async function login(page: Page, email = 'admin@demo.fr', password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

export async function loginAsAdmin(page: Page) {
  await login(page);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A name no other test (or earlier run) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
