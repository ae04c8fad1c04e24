// Groups: the list, then a group's page listing its elements, each opening its element page
// (every demo group holds elements: server/db/seed/elements.ts).
import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './helpers';

test('a group page lists its elements, and a row opens the element', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Groupes' }).click();
  await expect(page).toHaveURL(/\/groups/);
  await page.getByRole('row').nth(1).getByRole('cell').nth(1).click();
  // An editor lands on the edit form, which lists the elements too.
  await expect(page).toHaveURL(/\/groups\/\d+$/);
  const section = page.getByRole('region', { name: /Éléments du groupe/ });
  await expect(section.getByRole('heading')).toHaveText(/Éléments du groupe \([1-9]\d*\)/);
  const row = section.getByRole('row').nth(1);
  const designation = await row.getByRole('cell').first().innerText();
  await row.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/elements\/\d+$/);
  await expect(page.getByText(designation).first()).toBeVisible();
});
