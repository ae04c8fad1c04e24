// Issue 34: a record the API refuses (unknown id, or out of the user's companies and sites) shows
// the spec's not-found page (§2, §8) on every show and edit page, in place of an empty skeleton,
// a toast "L'élément n'existe pas" or a redirect to a list that may not exist (/express-reports).
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin } from './helpers';

const expectNotFound = async (page: Page, path: string) => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Retour/ })).toHaveAttribute('href', '/dashboard');
  // Still there: no redirect to a list, and no "item doesn't exist" toast over the page.
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByText("L'élément n'existe pas")).toHaveCount(0);
};

test('unknown and out-of-scope records: the not-found page on show and edit pages', async ({ page }) => {
  // Rows of another company than the demo admin's (Démo Industrie).
  const other = async (table: string) => (await e2eSql(`SELECT t.id FROM ${table} t JOIN companies c ON c.id = t.company_id
    WHERE c.name <> 'Démo Industrie' ORDER BY t.id LIMIT 1`)).rows[0]?.id as number | undefined;
  const element = await other('elements');
  const intervention = await other('interventions');
  expect(element).toBeDefined();
  expect(intervention).toBeDefined();
  await loginAsAdmin(page);
  await expectNotFound(page, `/elements/${element}`);
  await expectNotFound(page, `/elements/${element}/edit`);
  await expectNotFound(page, '/elements/99999999');
  await expectNotFound(page, `/control-interventions/${intervention}/show`);
  await expectNotFound(page, `/control-interventions/${intervention}`);
  await expectNotFound(page, '/express-reports/99999999/show');
  await expectNotFound(page, '/documents/99999999/show');
  await expectNotFound(page, '/tasks/99999999/show');
  await expectNotFound(page, '/imports/99999999/show');
});

test('in English: the same page, translated', async ({ page }) => {
  await loginAsAdmin(page);
  // The locale is read at load: stored, then the next page opens in English.
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/elements/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
