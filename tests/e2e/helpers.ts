import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { workerPort } from './port';

/** This worker's e2e server data folder (scripts/e2e-server.sh): its mail outbox is `<dir>/mail`. */
export const E2E_DATA_DIR = path.resolve(`data/e2e-${workerPort()}`);

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo2026';

/** Logs in through the two-step form (French UI). */
export async function login(page: Page, email = 'admin@demo.fr', password = DEMO_PASSWORD, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The stored session (localStorage `user`) of each role this worker signed in as. */
const sessions = new Map<string, string>();

/** Whether the API still accepts the stored session's token (a test may have signed it out). */
async function stillValid(page: Page, stored: string) {
  const token = (JSON.parse(stored) as { state?: { token?: string } }).state?.token;
  const res = await page.request.get('/api/v1/user/me/', { headers: { Authorization: `Token ${token}` } });
  return res.ok();
}

/**
 * Signs in as `email` and opens the dashboard. The form is used once per role and worker; later
 * calls put that session back into the page's storage, as a returning user's browser has it.
 */
export async function signIn(page: Page, email = 'admin@demo.fr', password = DEMO_PASSWORD) {
  const key = `${email}\n${password}`;
  const stored = sessions.get(key);
  if (stored && (await stillValid(page, stored))) {
    // Any same-origin document gives access to the origin's storage; the health check is the cheapest.
    await page.goto('/api/v1/health/');
    await page.evaluate((value) => localStorage.setItem('user', value), stored);
    await page.goto('/dashboard');
  } else {
    await login(page, email, password);
    await expect(page).toHaveURL(/\/dashboard$/);
    sessions.set(key, (await page.evaluate(() => localStorage.getItem('user')))!);
  }
  await expect(page).toHaveURL(/\/dashboard$/);
}

export const loginAsAdmin = (page: Page) => signIn(page);

/** A name no other test (or earlier run) uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/**
 * An identification number a report's analysis reads as one ("XR-27041123-4821"): digits between
 * separators, whatever the date. unique()'s base-36 stamp is letters on some days ("mwzauy5m"), and
 * such a tag was not read as an identifier: the express tests failed on the day's stamp.
 */
export const uniqueId = (prefix: string) => `${prefix}-${String(Date.now() % 1e8).padStart(8, '0')}-${Math.floor(Math.random() * 1e4)}`;

/**
 * Types into the list's search box and waits for what a user waits for before clicking a row:
 * the search in the URL, the table down to the `rows` matching rows, and no query in flight.
 * A click sent while the list is being refiltered can land on a row that is then replaced.
 */
export async function searchList(page: Page, text: string, rows = 1) {
  await page.getByRole('textbox', { name: 'Rechercher' }).fill(text);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
  const table = page.getByRole('main').locator('tbody tr');
  await expect(table).toHaveCount(rows);
  await expect(table.filter({ hasText: text })).toHaveCount(rows);
  // react-admin's top-bar loader (.app-loader) shows while any query is in flight.
  await expect(page.locator('.app-loader')).toHaveCount(0);
}

/**
 * Opens a tab (an element page's section, a list's tab) as a user does: once the page's queries
 * have settled, since a card above the tabs that fills in late (an element's conformity reasons)
 * moves them down under a click already aimed; the click is sent again until the tab is selected.
 */
export async function openTab(page: Page, name: string | RegExp) {
  const tab = page.getByRole('tab', { name });
  await expect(page.locator('.app-loader')).toHaveCount(0);
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Console messages of Content-Security-Policy refusals (a PDF in a blob: frame was one). */
export function cspRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) refused.push(m.text()); });
  return refused;
}

/**
 * Picks an autocomplete's option as a user does: typed, clicked, and picked again until the form
 * shows the pick (a click can fall on a list of options being redrawn as its choices arrive; a
 * lost pick left a form unchanged and its save disabled in two CI runs). `shown`: what shows the
 * pick (a multiple choice's chip); by default, the input's value is the option's text.
 */
export async function pickOption(box: Locator, text: string, option: Locator, shown?: Locator) {
  await expect(async () => {
    await box.click();
    await box.fill(text);
    const label = shown ? '' : (await option.innerText({ timeout: 5_000 })).trim();
    await option.click({ timeout: 5_000 });
    if (shown) await expect(shown).toBeVisible({ timeout: 2_000 });
    else await expect(box).toHaveValue(label, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
