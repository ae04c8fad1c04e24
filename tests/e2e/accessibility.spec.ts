// Every screen, in French, checked with axe-core (issue 9 §7): no critical or serious violation
// and a level-one heading. Public pages first, then the console as the demo admin. Each check is
// soft, so one run lists every screen that fails.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { e2eSql } from './elements-db';
import { loginAsAdmin, signIn } from './helpers';

/** Opens `path`, waits for what shows the screen is ready, and checks it. */
async function check(page: Page, name: string, path: string, ready: (page: Page) => Locator) {
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  // Ready means no query in flight either: the app bar's loading spinner (react-admin's) gone.
  await expect(page.locator('header .MuiCircularProgress-root')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, name);
}

// axe takes 2-9 s a screen on this shared 2-core machine: room for a loaded run. The tests of
// this file spread over the workers (each has its own server), and each screen is checked once.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

/** Shows every filter of the list (react-admin's "Ajouter un filtre" menu), one at a time. */
async function showEveryFilter(page: Page) {
  const add = page.getByRole('button', { name: 'Ajouter un filtre' });
  await add.click();
  const count = await page.getByRole('menuitemcheckbox').count();
  expect(count, 'the list offers filters').toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  for (let i = 0; i < count; i += 1) {
    await add.click();
    const item = page.getByRole('menuitemcheckbox').nth(i);
    if ((await item.getAttribute('aria-checked')) === 'true') await page.keyboard.press('Escape');
    else await item.click();
    await expect(page.getByRole('menuitemcheckbox')).toHaveCount(0);
  }
  // Many filters push the page down and the app bar (its h1) hides on scroll: back to the top, as
  // a user reading the page would be, before axe reads it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(h1(page)).toBeVisible();
}

const h1 = (page: Page, name?: string | RegExp) => page.getByRole('heading', { level: 1, name }).first();
const firstRow = (page: Page) => page.locator('tbody tr:visible').first();

test('public pages: login steps, forgotten password, SSO error', async ({ page }) => {
  await check(page, 'login: address step', '/login', (p) => p.getByLabel('Adresse e-mail'));
  await page.getByLabel('Adresse e-mail').fill('admin@demo.fr');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
  await expectAccessible(page, 'login: password step');
  // A refused password shows its error on the form.
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expectAccessible(page, 'login: refused password');

  await check(page, 'forgotten password', '/reset-password?email=someone%40demo.fr', (p) => h1(p, 'Mot de passe oublié'));
  await check(page, 'reset e-mail sent', '/reset-password/email-sent?email=someone%40demo.fr', (p) => h1(p, 'E-mail envoyé'));
  await check(page, 'reset link invalid', '/reset-password/confirm?email=someone%40demo.fr', (p) => p.getByRole('link', { name: 'Nouvelle demande' }));
  await check(page, 'SSO error', '/sso-error', (p) => h1(p));
});

test('dashboard and elements', async ({ page }) => {
  await loginAsAdmin(page);
  await expect(h1(page)).toBeVisible();
  await expectAccessible(page, 'dashboard');
  // The folded sidebar: icons only, each entry still named.
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  // The pointer left on the toggle would show its tooltip, half faded in when axe reads it.
  await page.mouse.move(1200, 700);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await expectAccessible(page, 'dashboard, sidebar folded');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await check(page, 'dashboard with its sections', '/dashboard', (p) => p.getByTestId('dashboard-item-controls_late'));
  await check(page, 'conformity score', '/score', (p) => p.getByTestId('score-value-sites'));

  // Elements: the list, a row selected (bulk toolbar), the creation form, the element page and form.
  await check(page, 'elements list', '/elements', firstRow);
  await showEveryFilter(page);
  // A filter shown may refetch the list: axe reads the page once it has settled (heading, rows).
  await expect(h1(page)).toBeVisible();
  await expect(firstRow(page)).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, 'elements list with every filter');
  await page.goto('/elements');
  await firstRow(page).getByRole('checkbox').check();
  await expectAccessible(page, 'elements list with a selection');
  await firstRow(page).getByRole('cell').nth(2).click();
  await expect(page.getByRole('region', { name: "Aperçu de l'élément" })).toBeVisible();
  await expectAccessible(page, 'elements list with the side sheet');
  await check(page, 'element creation', '/elements/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  const element = (await e2eSql(`SELECT id FROM elements WHERE qr_code = 'QR-000001'`)).rows[0].id as number;
  await check(page, 'element page', `/elements/${element}`, (p) => h1(p));
  await check(page, 'element form', `/elements/${element}/edit`, (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'unassigned code', '/elements/qr_code/A11Y-UNKNOWN', (p) => p.getByText("Ce code n'est attribué à aucun élément.", { exact: false }));
  await check(page, 'scanner', '/scanner', (p) => p.getByLabel('Code'));
});

test('sites, groups, custom attributes', async ({ page }) => {
  await loginAsAdmin(page);
  await check(page, 'sites list', '/sites', firstRow);
  await showEveryFilter(page);
  await expectAccessible(page, 'sites list with every filter');
  const site = (await e2eSql(`SELECT id FROM factories ORDER BY id LIMIT 1`)).rows[0].id as number;
  await check(page, 'site page', `/sites/${site}`, (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await page.getByRole('toolbar').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'site deletion confirmation');
  await page.keyboard.press('Escape');
  await check(page, 'site creation', '/sites/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'groups list', '/groups', (p) => h1(p));
  await check(page, 'group creation', '/groups/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  const group = (await e2eSql(`SELECT id FROM element_groups ORDER BY id LIMIT 1`)).rows[0]?.id as number | undefined;
  if (group) await check(page, 'group page', `/groups/${group}`, (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'custom attributes', '/custom-attribute', (p) => h1(p));
  await check(page, 'custom attribute creation', '/custom-attribute/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
});

test('folders, documents, imports, express reports', async ({ page }) => {
  await loginAsAdmin(page);
  await check(page, 'folders list', '/tag', firstRow);
  await check(page, 'folder creation', '/tag/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'documents list', '/documents', firstRow);
  const doc = (await e2eSql(`SELECT id FROM documents WHERE blob_key IS NOT NULL ORDER BY id LIMIT 1`)).rows[0]?.id as number | undefined;
  if (doc) await check(page, 'document page', `/documents/${doc}/show`, (p) => p.getByRole('heading', { name: 'Aperçu' }));
  await check(page, 'imports list', '/imports', firstRow);
  await check(page, 'import wizard', '/imports/new', (p) => p.getByRole('button', { name: 'Suivant' }));
  await check(page, 'import page', '/imports/2/show', (p) => p.getByRole('heading', { name: 'Erreurs' }));
  await check(page, 'zip not found', '/documents/download/00000000-0000-0000-0000-000000000000', (p) => p.getByText("Ce fichier zip n'existe pas."));
  await check(page, 'express reports list', '/rxpress', firstRow);
  const xr = (await e2eSql(`SELECT id FROM express_reports WHERE status = 'to_check' ORDER BY id LIMIT 1`)).rows[0]?.id as number | undefined;
  if (xr) await check(page, 'express report page', `/rxpress/${xr}/show`, (p) => p.getByRole('heading', { name: 'Vue JSON' }));
});

test('private-application tokens, single sign-on and branches (corpo), the company account', async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  await check(page, 'tokens list', '/tokens', firstRow);
  await check(page, 'token creation', '/tokens/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'SSO settings', '/sso', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'branches tree', '/branches', (p) => p.getByRole('listitem', { name: 'France' }));
  await page.getByRole('button', { name: 'Nouvelle branche' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'branch dialog');
  await page.keyboard.press('Escape');
  await check(page, 'company account', '/user/entreprise/account', (p) => p.getByRole('textbox', { name: 'Nom du repère 1' }));
});

test('integrations with webhooks (corpo)', async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  await check(page, 'integrations (corpo)', '/integrations', (p) => p.getByRole('list', { name: 'Webhooks' }));
  await check(page, 'webhook creation', '/webhooks/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  const hook = (await e2eSql(`SELECT w.id FROM webhooks w JOIN companies c ON c.id = w.company_id WHERE c.tier = 'corpo' ORDER BY w.id LIMIT 1`)).rows[0].id as number;
  await check(page, 'webhook page with its delivery log', `/webhooks/${hook}/show`, (p) => p.getByRole('table', { name: 'Journal des envois' }));
});

test('deadlines, control budget, interventions', async ({ page }) => {
  await loginAsAdmin(page);
  await check(page, 'deadlines list', '/controls', firstRow);
  await check(page, 'voluntary control types', '/voluntary-control-types', firstRow);
  await check(page, 'voluntary control type creation', '/voluntary-control-types/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'control budget and forecast', '/controlprice', (p) => p.getByRole('table', { name: 'Coût prévisionnel par site et par mois' }));
  await check(page, 'control price creation', '/controlprice/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'control interventions', '/control-interventions', firstRow);
  await check(page, 'intervention calendar', '/calendar?view=month', (p) => p.getByRole('button', { name: 'Mois' }));
  await check(page, 'control intervention creation', '/control-interventions/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  const intervention = (await e2eSql(`SELECT id FROM interventions WHERE kind = 'control' ORDER BY id LIMIT 1`)).rows[0].id as number;
  await check(page, 'control intervention page', `/control-interventions/${intervention}/show`, (p) => p.getByRole('button', { name: 'À valider' }));
  await check(page, 'maintenance interventions', '/maintenance-interventions', firstRow);
});

test('obligations, maintenance, observations', async ({ page }) => {
  await loginAsAdmin(page);
  await check(page, 'documentary obligations', '/obligations', firstRow);
  await firstRow(page).getByRole('button', { name: /^Joindre un document/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'attach a document to an obligation');
  const maintenance = (await e2eSql(`SELECT id FROM interventions WHERE kind = 'maintenance' ORDER BY id LIMIT 1`)).rows[0].id as number;
  await check(page, 'maintenance intervention page (observations, notes)', `/maintenance-interventions/${maintenance}/show`, (p) => p.getByRole('heading', { name: 'Observations traitées' }));
  await check(page, 'observations list', '/tasks', firstRow);
  await check(page, 'observation creation', '/tasks/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  const task = (await e2eSql(`SELECT id FROM tasks ORDER BY id LIMIT 1`)).rows[0].id as number;
  await check(page, 'observation page (notes)', `/tasks/${task}/show`, (p) => p.getByRole('heading', { name: 'Notes' }));
  await check(page, 'observation form', `/tasks/${task}`, (p) => p.getByRole('button', { name: 'Enregistrer' }));
});

test("users and teams: the list, the wizard, a user's page, teams, the activity log", async ({ page }) => {
  await loginAsAdmin(page);
  await check(page, 'users list', '/user/team/users', firstRow);
  await showEveryFilter(page);
  await expectAccessible(page, 'users list with every filter');
  await check(page, 'user wizard', '/user/team/users/create', (p) => p.getByRole('button', { name: 'Suivant' }));
  await page.getByRole('radio', { name: "À partir d'un modèle de droits" }).check();
  await page.getByRole('radio', { name: 'Contributeur' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Sélectionnez au moins un site.')).toBeVisible();
  await expectAccessible(page, 'user wizard: scope step with errors');
  const user = (await e2eSql(`SELECT id FROM users WHERE email = 'admin@demo.fr'`)).rows[0].id as number;
  await check(page, 'user page', `/user/team/users/${user}/show`, (p) => h1(p));
  await check(page, 'user form', `/user/team/users/${user}`, (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'teams list', '/user/team', (p) => h1(p));
  await check(page, 'team creation', '/user/team/create', (p) => p.getByRole('button', { name: 'Enregistrer' }));
  const team = (await e2eSql(`SELECT id FROM teams ORDER BY id LIMIT 1`)).rows[0]?.id as number | undefined;
  if (team) await check(page, 'team page', `/user/team/${team}`, (p) => p.getByRole('button', { name: 'Enregistrer' }));
  await check(page, 'activity log', '/user/team/history', firstRow);
});

test('activity report and contract pages', async ({ page }) => {
  await loginAsAdmin(page);
  await check(page, 'activity report', '/activity', (p) => p.getByRole('table', { name: 'Activité par site' }));
  await check(page, 'consumption', '/user/contrat/consommation', (p) => p.getByRole('table', { name: 'Consommation par mois', exact: true }));
  await check(page, 'commitment', '/user/contrat/engagement', (p) => p.getByTestId('tier'));
});

test('account pages, offers and services, error pages', async ({ page }) => {
  await loginAsAdmin(page);
  // Ready once its sessions are listed (loaded after the page).
  await check(page, 'profile', '/user/profile', (p) => p.getByTestId('session-row').first());
  await check(page, 'notifications', '/user/notifications', (p) => p.getByRole('switch').first());
  await check(page, 'change password', '/change-password', (p) => h1(p));
  // The upgrade offer (a start plan's user) is checked in offers.spec.ts.
  await check(page, 'services', '/services', (p) => h1(p));
  await page.getByRole('button', { name: 'Demander un devis' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Demande de devis' })).toBeVisible();
  await expectAccessible(page, 'quote request dialog');
  await page.keyboard.press('Escape');
  await check(page, 'not found', '/a11y-nowhere', (p) => p.getByText('Page introuvable'));
  await check(page, 'forbidden', '/forbidden', (p) => h1(p));
  await check(page, 'expired download', '/ressource/download/00000000-0000-4000-8000-000000000000', (p) => h1(p));
});

test('help article, toolbox, registers, support conversations, legal page (issue 31)', async ({ page }) => {
  await loginAsAdmin(page);
  await check(page, 'help article', '/help/controls', (p) => h1(p, 'Planifier un contrôle'));
  await check(page, 'toolbox', '/toolbox', (p) => p.getByRole('table', { name: 'Catalogue réglementaire' }).getByRole('row').nth(1));
  await check(page, 'registers', '/registers', (p) => h1(p, 'Registres réglementaires'));
  await check(page, 'support conversations, new', '/messages?new=1&subject=Devis', (p) => p.getByRole('textbox', { name: 'Objet' }));
  await check(page, 'legal page', '/legal', (p) => h1(p, 'Mentions légales et confidentialité'));
});

// The sidebar's screens the tests above check by hand. Any other entry (an area added later)
// is found in the sidebar itself and checked by the next test: no list to edit for a new area.
const CHECKED_ABOVE = new Set([
  '/dashboard', '/elements', '/scanner', '/groups', '/controls', '/control-interventions', '/calendar', '/tasks',
  '/maintenance-interventions', '/documents', '/obligations', '/rxpress', '/activity', '/score', '/user/contrat/consommation',
  '/sites', '/custom-attribute', '/tag', '/voluntary-control-types', '/controlprice', '/imports', '/user/team/users',
  '/user/team/history', '/user/notifications',
]);

test('every other screen of the sidebar', async ({ page }) => {
  await loginAsAdmin(page);
  const nav = page.getByRole('menu').first(); // the sidebar: its entries are menu items (links)
  await expect(nav.getByRole('menuitem').first()).toBeVisible();
  // Folded groups show their entries once opened.
  for (const group of await nav.locator('[aria-expanded="false"]').all()) await group.click();
  const routes = (await nav.locator('a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)));
  // Read right: every screen checked above is in the demo admin's sidebar (folded groups included).
  expect(routes).toEqual(expect.arrayContaining([...CHECKED_ABOVE]));
  for (const route of routes.filter((r) => !CHECKED_ABOVE.has(r))) {
    await check(page, `sidebar screen ${route}`, route, (p) => h1(p));
  }
});
