// A compliance manager's day on a 390×844 phone: every screen of the sidebar, the element page and
// the scanner fit the screen (nothing wider than the viewport: no sideways scrolling of the page),
// and their main actions are on screen: create, export and filters on lists, edit on the element
// page, the scanner's "Ouvrir". Lists are cards there (the engine's PhoneList), not tables.
import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './account-helpers';
import { DEMO_PASSWORD, loginAsAdmin, signIn, unique, openTab } from './helpers';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/** Every screen of the admin's sidebar (tier pro): lists first, then the other pages. */
const LISTS = ['/elements', '/groups', '/controls', '/control-interventions', '/tasks', '/maintenance-interventions',
  '/documents', '/obligations', '/rxpress', '/sites', '/custom-attribute', '/tag', '/voluntary-control-types',
  '/imports', '/user/team/users'];
const PAGES = ['/dashboard', '/calendar', '/activity', '/score', '/user/contrat/consommation', '/controlprice',
  '/user/team/history', '/user/notifications', '/scanner'];

/** What a user waits for: the page's heading, then no spinner left in the content. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Spinners only: the score's cards are progress bars for good.
  await expect(page.locator('#main-content .MuiCircularProgress-root, #main-content .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

async function fits(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is ${width} px wide`).toBeLessThanOrEqual(WIDTH);
}

/** On screen: visible and horizontally inside the viewport. */
async function onScreen(page: Page, name: RegExp | string, role: 'button' | 'link' = 'button') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' }).first();
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH);
}

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

test('every list fits 390 px, as cards, with its actions on screen', async ({ page }) => {
  // A site with a long name, shown as a chip on the admin's card of the users list: a chip keeps
  // its label on one line, which made that list 442 px wide (the CI run of df52f6a).
  const headers = await apiLogin(page.request, 'admin@demo.fr', DEMO_PASSWORD);
  const site = await page.request.post('/api/v1/factories/', { headers,
    data: { name: unique('Établissement secondaire de la zone industrielle du Nord'), company: 1 } });
  expect(site.status()).toBe(201);
  for (const route of LISTS) {
    await test.step(route, async () => {
      await page.goto(route);
      await settled(page);
      await fits(page);
      // A phone gets cards: no table of rows under the list.
      await expect(page.locator('.RaList-main table')).toHaveCount(0);
    });
  }
  // The element list's actions: create (react-admin's floating button), export, filters.
  await page.goto('/elements');
  await settled(page);
  await expect(page.locator('.RaList-main li').first()).toBeVisible();
  await onScreen(page, 'Créer', 'link');
  await onScreen(page, 'Exporter');
  await onScreen(page, 'Ajouter un filtre');
  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');
  // A card opens the element's sheet (full width here), and the sheet its page.
  await page.locator('.RaList-main li').first().click();
  await expect(page).toHaveURL(/open_sheet=\d+/);
  await fits(page);
  await page.getByRole('link', { name: 'Ouvrir la fiche' }).click();
  await expect(page).toHaveURL(/\/elements\/\d+/);
});

test('the other screens fit 390 px', async ({ page }) => {
  for (const route of PAGES) {
    await test.step(route, async () => {
      await page.goto(route);
      await settled(page);
      await fits(page);
    });
  }
});

test('the element page fits 390 px in each section, edit and delete on screen', async ({ page }) => {
  await page.goto('/elements/1');
  await settled(page);
  await fits(page);
  await onScreen(page, 'Éditer', 'link');
  await onScreen(page, 'Supprimer');
  for (const section of ['Contrôles', 'Documents', 'Historique']) {
    await openTab(page, section);
    await expect(page).toHaveURL(/section=/);
    await settled(page);
    await fits(page);
  }
});

test('the top bar search opens in a dialog and finds an element', async ({ page }) => {
  await page.getByRole('button', { name: /rechercher un élément/i }).click();
  await page.getByRole('dialog').getByRole('combobox').fill('Chariot');
  await page.getByRole('option', { name: /Chariot élévateur/ }).first().click();
  await expect(page).toHaveURL(/\/elements\/\d+/);
  await fits(page);
});

test('the scanner fits 390 px and its manual "Ouvrir" is visible and works', async ({ page }) => {
  await page.goto('/scanner');
  await settled(page);
  await fits(page);
  await page.getByLabel('Code', { exact: true }).fill('PHONE-0001');
  await onScreen(page, 'Ouvrir');
  await page.getByRole('button', { name: 'Ouvrir', exact: true }).click();
  await expect(page).toHaveURL(/\/elements\/qr_code\/PHONE-0001$/);
  await fits(page);
});

for (const email of ['admin@demo.fr', 'support@demo.fr']) {
  test(`the top bar keeps its buttons on screen, the user menu included (${email}; support has the company selector)`, async ({ page }) => {
    if (email !== 'admin@demo.fr') {
      await page.evaluate(() => localStorage.clear());
      await signIn(page, email);
    }
    await page.goto('/imports');
    await settled(page);
    // A card is titled as the import's page is, not by its bare number.
    await expect(page.locator('.RaList-main li').first()).toContainText(/Import n° \d+ : /);
    const buttons = page.locator('header').getByRole('button');
    const count = await buttons.count();
    expect(count).toBeGreaterThan(2);
    for (let i = 0; i < count; i++) {
      const box = await buttons.nth(i).boundingBox();
      if (!box) continue; // not rendered at this width
      const name = (await buttons.nth(i).getAttribute('aria-label')) ?? (await buttons.nth(i).innerText());
      expect(box.x + box.width, `"${name}" ends at ${box.x + box.width} px`).toBeLessThanOrEqual(WIDTH);
    }
    // Named in the page's language (react-admin's small-screen button fell back to "Profile").
    await page.getByRole('button', { name: 'Menu utilisateur', exact: true }).click();
    await expect(page.getByRole('menuitem', { name: /Se déconnecter/ })).toBeVisible();
    // The language, which has no room in the bar, is in the menu.
    await expect(page.getByRole('menuitem', { name: /Langue.*English/ })).toBeVisible();
    await page.keyboard.press('Escape');
  });
}
