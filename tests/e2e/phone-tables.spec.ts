// On a 390×844 phone, the hand-written tables become cards (engine/phone/CardTable), as the
// engine's lists do: the activity report, the consumption, the control budget's forecast, the
// element page's sections, a control intervention's controls and an import's page. Each card
// fits: nothing scrolls sideways inside it, and the page does not overflow.
import { expect, test, type Page } from '@playwright/test';
import { e2eSql } from './elements-db';
import { loginAsAdmin, openTab } from './helpers';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/** The heading, then no spinner left in the content. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#main-content .MuiCircularProgress-root, #main-content .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The named lists of cards are shown (`count` cards at least in each), with no table under them;
 * the page and every card are no wider than their box.
 */
async function cards(page: Page, names: string[], count = 1) {
  for (const name of names) {
    const list = page.getByRole('list', { name, exact: true }).first();
    await expect(list).toBeVisible();
    expect(await list.getByRole('listitem').count(), `${name}: cards`).toBeGreaterThanOrEqual(count);
    await expect(page.getByRole('table', { name, exact: true })).toHaveCount(0);
  }
  const overflow = await page.evaluate(() => {
    const page = document.documentElement;
    const wide = [...document.querySelectorAll('[data-testid="card-table"], [data-testid="card-table"] > li')]
      .filter((el) => el.scrollWidth > el.clientWidth)
      .map((el) => `${el.tagName} ${el.textContent?.slice(0, 40)}: ${el.scrollWidth} > ${el.clientWidth}`);
    return { page: page.scrollWidth, client: page.clientWidth, wide };
  });
  expect(overflow.page, `${page.url()} is ${overflow.page} px wide`).toBeLessThanOrEqual(overflow.client);
  expect(overflow.wide, 'cards wider than their box').toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('the activity report, the consumption and the forecast are cards on a phone', async ({ page }) => {
  await page.goto('/activity');
  await settled(page);
  await cards(page, ['Activité par mois', 'Activité par site']);
  // A card per kind of activity, its months as lines: the numbers are still there.
  const controls = page.getByRole('list', { name: 'Activité par mois' }).getByRole('listitem').filter({ hasText: 'Contrôles réalisés' });
  await expect(controls.getByText('Total')).toBeVisible();

  await page.goto('/user/contrat/consommation');
  await settled(page);
  await cards(page, ['Consommation par mois'], 12);

  await page.goto('/controlprice');
  await settled(page);
  await cards(page, ['Coût prévisionnel par site et par mois'], 2);
});

test('the element page, a control intervention and an import are cards on a phone', async ({ page }) => {
  // The element's history has an entry (the demo seed writes none).
  const { rows: [element] } = await e2eSql(`SELECT e.id, e.company_id, e.factory_id FROM elements e JOIN companies c ON c.id = e.company_id
    WHERE c.name = 'Démo Industrie' AND EXISTS (SELECT 1 FROM controls k WHERE k.element_id = e.id) ORDER BY e.id LIMIT 1`);
  await e2eSql(`INSERT INTO activity_log (user_label, company_id, factory_id, action, object_type, object_id, object_label)
    VALUES ('admin@demo.fr', $1, $2, 'create', 'elements', $3, 'phone')`, [element.company_id, element.factory_id, element.id]);
  await page.goto(`/elements/${element.id}?section=controls`);
  await settled(page);
  await cards(page, ['Contrôles']);
  await openTab(page, 'Historique');
  await expect(page).toHaveURL(/section=history/);
  await cards(page, ['Historique']);
  await expect(page.getByRole('list', { name: 'Historique' }).getByText('Création').first()).toBeVisible();

  const { rows: [intervention] } = await e2eSql(`SELECT i.id FROM interventions i JOIN companies c ON c.id = i.company_id
    WHERE c.name = 'Démo Industrie' AND i.kind = 'control' AND EXISTS (SELECT 1 FROM controls k WHERE k.intervention_id = i.id) ORDER BY i.id LIMIT 1`);
  await page.goto(`/control-interventions/${intervention.id}/show`);
  await settled(page);
  const controls = page.getByRole('list', { name: /^Contrôles de l’intervention/ });
  await expect(controls.getByRole('listitem').first()).toBeVisible();
  // The element stays a link in its card.
  await expect(controls.getByRole('listitem').first().getByRole('link')).toBeVisible();
  await cards(page, []);

  const { rows: [imported] } = await e2eSql(`SELECT i.id FROM imports i JOIN companies c ON c.id = i.company_id
    WHERE c.name = 'Démo Industrie' AND i.status = 'analysed' ORDER BY i.id LIMIT 1`);
  await page.goto(`/imports/${imported.id}/show`);
  await settled(page);
  await expect(page.getByTestId('import-error').first()).toBeVisible();
  await cards(page, ['Résumé par onglet', 'Erreurs']);
});

test('in English too: the activity tables are cards', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.goto('/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity report' })).toBeVisible({ timeout: 30_000 });
  await settled(page);
  await cards(page, ['Activity per month', 'Activity per site']);
});
