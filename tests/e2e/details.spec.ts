// The spec's last details (issue 33): capped pickers (§9), login parameters (§2, §8), bulk
// preconditions (§4, §5), the last messages, tooltip delay and menu type-ahead (§8, §9).
import { expect, test } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, unique } from './helpers';

test('an element picker lists a capped subset and asks to refine the search while more match (§9)', async ({ page }) => {
  const name = unique('Picker e2e');
  await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, $1
    FROM elements e WHERE e.qr_code = 'QR-000001'`, [name]);
  await loginAsAdmin(page);
  await page.goto('/tasks/create');
  const picker = page.getByRole('combobox', { name: 'Élément', exact: true });
  await picker.click();
  // The demo company has more elements than the cap: the first 50 are listed, and the count said.
  // The field's own helper text (the manager picker below has its own prompt).
  const hint = page.locator(`[id="${await picker.getAttribute('aria-describedby')}"]`).getByText(/^Affinez la recherche : \d+ résultats$/);
  await expect(hint).toBeVisible();
  expect(Number((await hint.textContent())!.match(/(\d+) résultats/)![1])).toBeGreaterThan(50);
  await expect(page.getByRole('option')).toHaveCount(50);
  // A precise search: one match, no prompt.
  await picker.fill(name);
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(hint).toHaveCount(0);
});
