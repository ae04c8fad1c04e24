// /controls ('Échéances'): from the menu, the tabs (to do by default, late, next 30 days, done), the done text,
// a late control set to no follow-up in bulk (it leaves the late tab, its element becomes
// compliant), and the element page's Controls section with its history.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, openTab } from './helpers';

const count = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('deadlines: tabs, bulk no follow-up on a late control, the element page section', async ({ page }) => {
  await loginAsAdmin(page);
  await page.getByRole('menuitem', { name: 'Échéances' }).click();
  await expect(page).toHaveURL(/\/controls/);
  await expect(count(page, /\d+ résultats/)).toBeVisible();
  // Opened on what is left to do, in date order (the late ones first), not on done history.
  await expect(page.getByRole('tab', { name: 'À faire' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toContainText('non réalisé');

  await openTab(page, 'Réalisés');
  await expect(page).toHaveURL(/tab=done/);
  await expect(page.getByRole('row').nth(1)).toContainText(/réalisé le \d\d\/\d\d\/\d{4}/);

  await openTab(page, '30 prochains jours');
  await expect(page).toHaveURL(/tab=next_30_days/);
  await expect(page.getByRole('row').nth(1)).toContainText('non réalisé');

  // A blocking late control of one element: its only late one, so no follow-up makes it compliant.
  const { rows: [late] } = await e2eSql(`SELECT k.element_id, el.designation FROM controls k JOIN elements el ON el.id = k.element_id
    WHERE k.status = 'to_do' AND k.next_date < (now() AT TIME ZONE 'Europe/Paris')::date AND k.leads_to_non_compliance AND el.company_id = 1
      AND el.expiry_date IS NULL AND el.conformity <> 'non_compliant'
      AND EXISTS (SELECT 1 FROM controls h WHERE h.element_id = k.element_id AND h.status = 'finished')
      AND (SELECT count(*) FROM controls o WHERE o.element_id = k.element_id AND o.status IN ('to_do', 'to_do_planned') AND o.next_date < (now() AT TIME ZONE 'Europe/Paris')::date) = 1
    ORDER BY k.id LIMIT 1`);
  expect((await e2eSql('SELECT non_compliant FROM elements WHERE id = $1', [late.element_id])).rows[0].non_compliant).toBe(true);
  await page.goto(`/controls?tab=late&element=${late.element_id}`);
  await expect(count(page, '1 résultat')).toBeVisible();
  await page.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sans suite' }).click();
  await expect(count(page, '0 résultat')).toBeVisible();
  await expect.poll(async () => (await e2eSql('SELECT non_compliant FROM elements WHERE id = $1', [late.element_id])).rows[0].non_compliant)
    .toBe(false);

  // The element page: its controls, open first, then the history.
  await page.goto(`/elements/${late.element_id}`);
  await openTab(page, 'Contrôles');
  await expect(page.getByRole('heading', { name: 'Historique' })).toBeVisible();
  await expect(page.getByText('Sans suite').first()).toBeVisible();
  await expect(page.getByText(/réalisé le \d\d\/\d\d\/\d{4}/).first()).toBeVisible();
});

test('deadlines in English', async ({ page }) => {
  await loginAsAdmin(page);
  await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
  await page.goto('/controls?tab=done');
  await expect(page.getByRole('columnheader', { name: 'Next due date' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toContainText(/done on \d\d\/\d\d\/\d{4}/);
});
