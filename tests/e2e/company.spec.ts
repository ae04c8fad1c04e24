// Issue 29 in the browser: the company account (/user/entreprise/account, user menu: landmark
// labels then shown by the element form, logo upload; read-only without the right; English), and
// the branches tree (/branches, corpo: create, sub-branch, rename, move, sites, delete with the
// typed confirmation; phone width).
import { expect, test, type Page } from '@playwright/test';
import { signIn, unique } from './helpers';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

async function openAccount(page: Page) {
  await page.getByRole('button', { name: /menu utilisateur/i }).click();
  await page.getByRole('menuitem', { name: 'Compte entreprise' }).click();
  await expect(page).toHaveURL(/\/user\/entreprise\/account$/);
  await expect(page.getByRole('heading', { name: 'Compte entreprise', level: 1 })).toBeVisible();
}

test('company account: landmark names used by the element form, logo uploaded and removed', async ({ page }) => {
  await signIn(page);
  await openAccount(page);
  const first = page.getByRole('textbox', { name: 'Nom du repère 1' });
  await expect(first).toHaveValue('Repère 1');
  const name = unique('Pièce');
  await first.fill(name);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  try {
    // The element form names the landmark as the company does.
    await page.goto('/elements');
    const row = page.getByRole('row').nth(1);
    await expect(row).toBeVisible();
    await row.getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(/open_sheet=\d+/);
    await page.goto(`/elements/${new URL(page.url()).searchParams.get('open_sheet')}/edit`);
    await expect(page.getByRole('textbox', { name })).toBeVisible();
  } finally {
    await page.goto('/user/entreprise/account');
    await page.getByRole('textbox', { name: 'Nom du repère 1' }).fill('Repère 1');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Votre action a bien été prise en compte.')).toBeVisible();
  }

  // The logo: shown once uploaded, then removed.
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Logo de Démo Industrie' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer le logo' }).click();
  await expect(page.getByText('Aucun logo')).toBeVisible();
  // A file that is not an image is refused before sending.
  await page.getByTestId('logo-input').setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(page.getByRole('alert').filter({ hasText: "Le logo n'a pas pu être enregistré." })).toBeVisible();
});

test('company account: read-only without the company right; English', async ({ page }) => {
  await signIn(page, 'lecteur@demo.fr');
  await openAccount(page);
  await expect(page.getByText('les modifier demande le droit')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom du repère 1' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Company account', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name of landmark 1' })).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('locale'));
});

test('branches: the tree, a new branch and sub-branch, renamed, moved, given a site', async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  const group = page.getByRole('menuitem', { name: 'Gestion des données' });
  const entry = page.locator('a[href="/branches"]').filter({ hasText: 'Branches' });
  await expect(group).toBeVisible();
  if (!(await entry.isVisible())) await group.click();
  await entry.click();
  await expect(page).toHaveURL(/\/branches(\?|$)/);
  const tree = page.getByRole('list', { name: 'Branches' });
  await expect(tree.getByRole('listitem', { name: 'France' })).toBeVisible();
  await expect(tree.getByRole('listitem', { name: 'France' }).getByRole('listitem', { name: 'Nord' })).toBeVisible();

  const top = unique('Région');
  await page.getByRole('button', { name: 'Nouvelle branche' }).click();
  let dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Nom de la branche' }).fill(top);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toHaveCount(0);
  const topItem = tree.getByRole('listitem', { name: top, exact: true });
  await expect(topItem).toBeVisible();

  const child = unique('Agence');
  await topItem.getByRole('button', { name: `Ajouter une sous-branche : ${top}` }).click();
  dialog = page.getByRole('dialog', { name: 'Ajouter une sous-branche' });
  await dialog.getByRole('textbox', { name: 'Nom de la branche' }).fill(child);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(topItem.getByRole('listitem', { name: child })).toBeVisible();

  // Renamed, then moved under Nord (France > Nord > it).
  const renamed = `${child} bis`;
  await page.getByRole('button', { name: `Renommer : ${child}` }).click();
  dialog = page.getByRole('dialog', { name: 'Renommer' });
  await dialog.getByRole('textbox', { name: 'Nom de la branche' }).fill(renamed);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(topItem.getByRole('listitem', { name: renamed })).toBeVisible();
  await page.getByRole('button', { name: `Déplacer : ${renamed}` }).click();
  dialog = page.getByRole('dialog', { name: 'Déplacer' });
  await dialog.getByRole('combobox', { name: 'Branche parente' }).click();
  await page.getByRole('option', { name: 'Nord', exact: true }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(tree.getByRole('listitem', { name: 'Nord' }).getByRole('listitem', { name: renamed })).toBeVisible();
  await expect(topItem.getByRole('listitem')).toHaveCount(0);

  // Its own subtree is never offered as a parent: the top branch cannot go under itself.
  await page.getByRole('button', { name: `Déplacer : ${top}` }).click();
  dialog = page.getByRole('dialog', { name: 'Déplacer' });
  await dialog.getByRole('combobox', { name: 'Branche parente' }).click();
  await expect(page.getByRole('option', { name: 'Nord', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: top, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // Sites: Marseille taken from its branch (Sud) into the new one.
  await page.getByRole('button', { name: `Sites : ${top}` }).click();
  dialog = page.getByRole('dialog', { name: 'Sites' });
  await dialog.getByRole('checkbox', { name: 'Site de Marseille (Sud)' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(topItem.getByText('Site de Marseille')).toBeVisible();
  await expect(tree.getByRole('listitem', { name: 'Sud' }).getByText('Site de Marseille')).toHaveCount(0);

  // Deleted through the app's typed confirmation (never the browser's), which says what moves up.
  page.on('dialog', (d) => { throw new Error(`native dialog: ${d.message()}`); });
  await page.getByRole('button', { name: `Supprimer : ${top}` }).click();
  dialog = page.getByRole('dialog', { name: 'Confirmation requise' });
  await expect(dialog).toContainText(`Supprimer la branche « ${top} » ? 1 branche(s) seront supprimées ; les 1 site(s) et 0 sous-branche(s)`);
  const confirm = dialog.getByRole('button', { name: 'Confirmer' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Saisissez CONFIRMER pour confirmer' }).fill('CONFIRMER');
  await confirm.click();
  await expect(dialog).toHaveCount(0);
  await expect(tree.getByRole('listitem', { name: top, exact: true })).toHaveCount(0);
  await expect(tree.getByRole('listitem', { name: 'Nord' }).getByRole('listitem', { name: renamed })).toBeVisible();
});

test('branches and company account at phone width (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'admin@corpo.fr');
  for (const [path, heading] of [['/branches', 'Branches'], ['/user/entreprise/account', 'Compte entreprise']]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    if (path === '/branches') await expect(page.getByRole('listitem', { name: 'France' })).toBeVisible();
    else await expect(page.getByRole('textbox', { name: 'Nom du repère 1' })).toHaveValue('Zone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('branches: a pro plan gets the upgrade offer', async ({ page }) => {
  await signIn(page);
  await page.goto('/branches');
  await expect(page.getByText("Cette page fait partie de l'offre Corpo.", { exact: false })).toBeVisible();
});

test('branch filter: the sites list narrowed to a branch, kept in the URL', async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  await page.goto('/sites');
  await expect(page.getByRole('row').filter({ hasText: 'Site de Marseille' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Branche' }).click();
  const box = page.getByRole('combobox', { name: 'Branche' });
  await box.click();
  await box.fill('Nord');
  await page.getByRole('option', { name: 'Nord', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]branch=\d+/);
  await expect(page.getByRole('row').filter({ hasText: 'Site de Lille' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Site de Marseille' })).toHaveCount(0);
  // The URL opens the same rows when pasted.
  await page.goto(page.url());
  await expect(page.getByRole('row').filter({ hasText: 'Site de Lille' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'Site de Marseille' })).toHaveCount(0);
});

test("user wizard: a branch picks its sites, those of its sub-branches included", async ({ page }) => {
  await signIn(page, 'admin@corpo.fr');
  await page.goto('/user/team/users/create');
  await page.getByRole('radio', { name: "À partir d'un modèle de droits" }).check();
  await page.getByRole('radio', { name: 'Contributeur' }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByRole('button', { name: 'Site de Lille' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Sélectionner les sites d’une branche' }).click();
  await page.getByRole('option', { name: 'France', exact: true }).click();
  // France holds no site itself: Nord's (Lille) is added; Sud's too when it still holds Marseille.
  await expect(page.getByRole('button', { name: 'Site de Lille' })).toBeVisible();
});
