// The spec's last details (issue 33): capped pickers (§9), login parameters (§2, §8), bulk
// preconditions (§4, §5), the last messages, tooltip delay and menu type-ahead (§8, §9).
import { expect, test } from '@playwright/test';
import { e2eSql } from './elements-db';
import { DEMO_PASSWORD, loginAsAdmin, unique } from './helpers';

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

test('/login honours status, error_code, generic_owner and team (§2, §8)', async ({ page }) => {
  await page.goto('/login?status=session_expired&error_code=user_not_found');
  await expect(page.getByText('Votre session a expiré : reconnectez-vous pour continuer.')).toBeVisible();
  await expect(page.getByText('Aucun compte ne correspond à cet utilisateur. Contactez le support ou votre service informatique.')).toBeVisible();
  // An unknown status says nothing; an unknown error code says the generic SSO message.
  await page.goto('/login?status=nope');
  await expect(page.getByLabel('Adresse e-mail')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // generic_owner pre-fills the address; team is where the user lands once signed in.
  const { rows } = await e2eSql("SELECT t.id FROM teams t JOIN companies c ON c.id = t.company_id WHERE c.name = 'Démo Industrie' AND t.name = 'Direction'");
  const team = rows[0].id as number;
  await page.goto(`/login?generic_owner=admin%40demo.fr&team=${team}`);
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('admin@demo.fr');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/team/${team}$`));
  await expect(page.locator('input[name="name"]')).toHaveValue('Direction');
});

test('a bulk precondition is explained before the action: a disabled button saying why (§4, §5)', async ({ page }) => {
  const prefix = unique('Precond e2e');
  // An element of a type no characteristic of its company applies to, and one of another type.
  await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, $1 || ' seul' FROM elements e
    JOIN companies c ON c.id = e.company_id WHERE c.name = 'Démo Industrie' AND NOT EXISTS (SELECT 1 FROM custom_attributes a
      JOIN custom_attribute_element_types x ON x.attribute_id = a.id WHERE a.company_id = e.company_id AND x.element_type_id = e.element_type_id)
    ORDER BY e.id LIMIT 1`, [prefix]);
  await e2eSql(`INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation)
    SELECT e.company_id, e.factory_id, e.building_id, e.regulation_id, e.element_type_id, $1 || ' autre' FROM elements e
    WHERE e.element_type_id <> (SELECT element_type_id FROM elements WHERE designation = $1 || ' seul')
      AND e.company_id = (SELECT company_id FROM elements WHERE designation = $1 || ' seul') ORDER BY e.id LIMIT 1`, [prefix]);
  await loginAsAdmin(page);
  await page.goto(`/elements?search=${encodeURIComponent(`${prefix} seul`)}`);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: `${prefix} seul` }).getByRole('checkbox').check();
  const button = page.getByRole('button', { name: 'Renseigner une caractéristique' });
  await expect(button).toBeDisabled();
  await page.locator('span', { has: button }).hover();
  await expect(page.getByRole('tooltip')).toHaveText("Cet élément n'est pas à catégoriser : aucune caractéristique personnalisée ne s'applique à son type.");
  // Two types: one type is needed first.
  await page.goto(`/elements?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByRole('row').filter({ hasText: prefix })).toHaveCount(2);
  for (const row of await page.getByRole('row').filter({ hasText: prefix }).all()) await row.getByRole('checkbox').check();
  await expect(button).toBeDisabled();
  await page.locator('span', { has: button }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Pour renseigner une caractéristique, tous les éléments sélectionnés doivent être du même type.');
});

test('copy link: copied, or the spec message when the clipboard refuses (§8)', async ({ page, context }) => {
  await loginAsAdmin(page);
  const { rows } = await e2eSql("SELECT e.id, e.designation FROM elements e WHERE e.qr_code = 'QR-000001'");
  const { id, designation } = rows[0] as { id: number; designation: string };
  await page.goto(`/elements/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: designation })).toBeVisible();
  // No clipboard permission: the browser refuses the write.
  await page.evaluate(() => Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) } }));
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText("Le lien n'a pas pu être copié : copiez l'adresse de la page à la main.")).toBeVisible();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.reload();
  await page.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(page.getByText('Lien copié.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/elements/${id}$`));
});
