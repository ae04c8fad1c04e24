// Express reports in the console: upload a generated report (the stand-in analysis' line
// format), wait for to_check, pick the element of a remark not found, move to to_validate,
// validate, and see the observation and the finished control among the linked objects.
import { expect, test } from '@playwright/test';
import { generateReport } from '../fixtures/express/generate';
import { e2eSql } from './elements-db';
import { cspRefusals, login, loginAsAdmin, uniqueId } from './helpers';

test('upload, check, fix an element not found, validate', async ({ page }) => {
  test.setTimeout(120_000);
  const ident = uniqueId('E2E');
  // An element of the demo company with an open control (the last one: other specs use the first
  // elements' identification numbers), and another to pick by hand.
  // Of the report's regulation: validation finishes that regulation's controls only.
  const { rows: [a] } = await e2eSql(`SELECT e.id FROM elements e JOIN companies c ON c.id = e.company_id
    JOIN regulations r ON r.id = e.regulation_id AND r.name = 'Installations électriques'
    WHERE c.name = 'Démo Industrie' AND EXISTS (SELECT 1 FROM controls k WHERE k.element_id = e.id AND k.status IN ('to_do', 'to_do_planned'))
    ORDER BY e.id DESC LIMIT 1`);
  const { rows: [b] } = await e2eSql(`SELECT e.id, e.designation FROM elements e JOIN companies c ON c.id = e.company_id
    WHERE c.name = 'Démo Industrie' AND e.id <> $1 ORDER BY e.id LIMIT 1`, [a.id]);
  await e2eSql('UPDATE elements SET identification_number = $2 WHERE id = $1', [a.id, ident]);
  const file = `${ident}.pdf`;
  // A generated inspection report (tests/fixtures/express, an invented Apave-like layout), read by the real analysis.
  const { pdf } = await generateReport({ layout: 'table_numbered', regulation: 'Installations électriques', seed: 5,
    elements: [{ identification_number: ident, designation: 'Tableau', verdict: 'non_compliant' }],
    observations: [{ identification_number: ident, text: 'Câble dénudé e2e' }, { identification_number: 'ZZZ-404', text: 'Porte bloquée e2e' }],
    inspectionDate: '2026-10-12', organisation: 'Apave' });

  const refused = cspRefusals(page);
  await loginAsAdmin(page);
  await page.goto('/rxpress');
  // A report is made by an upload only: no generic 'Créer' form beside it.
  await expect(page.getByRole('button', { name: 'Déposer des rapports' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Déposer des rapports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déposer des rapports express (PDF)' });
  await dialog.getByTestId('express-files').setInputFiles([{ name: file, mimeType: 'application/pdf', buffer: pdf }]);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Envoyé')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const { rows: [report] } = await e2eSql('SELECT id FROM express_reports WHERE file_name = $1', [file]);
  // A row opens the review page (never a bare status form).
  await page.goto(`/rxpress?search=${encodeURIComponent(ident)}`);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('row').filter({ hasText: file }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/rxpress/${report.id}/show$`));
  await expect(page.getByTestId('express-status')).toHaveText('À vérifier', { timeout: 30_000 });
  // The PDF beside the values, drawn by pdf.js under the strict CSP; "Voir la source" shows its page.
  const viewer = page.getByRole('figure', { name: file });
  await expect(viewer.getByTestId('pdf-page')).toHaveAttribute('data-drawn', /\d+/);
  const pages = Number(/sur (\d+)/.exec(await viewer.getByTestId('pdf-page').innerText())![1]);
  const last = page.getByTestId('express-observation').last();
  await last.getByRole('button', { name: 'Voir la source' }).click();
  const { rows: [{ page: sourcePage }] } = await e2eSql(`SELECT (result->'observations'->-1->>'page')::int AS page FROM express_reports WHERE id = $1`, [report.id]);
  await expect(viewer.getByTestId('pdf-page')).toHaveText(`Page ${sourcePage} sur ${pages}`);
  await expect(viewer.getByTestId('pdf-page')).toHaveAttribute('data-drawn', String(sourcePage));
  const notFound = page.getByTestId('express-observation').filter({ hasText: 'Porte bloquée e2e' });
  await expect(notFound.getByText('Élément non trouvé')).toBeVisible();
  await notFound.getByRole('combobox', { name: 'Choisir un élément' }).fill(String(b.designation).slice(0, 12));
  await page.getByRole('option', { name: new RegExp(String(b.designation).slice(0, 12)) }).first().click();
  // Nothing is saved yet: a reload or closing the tab asks first (beforeunload is cancelled).
  const warns = () => page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(await warns()).toBe(true);
  // A move inside the console (the menu) asks too; staying keeps the correction on screen.
  const reviewUrl = page.url();
  await page.getByRole('menuitem', { name: 'Tableau de bord' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(ask).toBeHidden();
  expect(page.url()).toBe(reviewUrl);
  expect(await warns()).toBe(true);
  // A value corrected by hand is certain: no 'Confiance 0 %' beside it.
  const body = page.getByRole('textbox', { name: 'Organisme' });
  await body.fill('Apave Lyon');
  await expect(body).toHaveAccessibleDescription('Confiance 100 %');

  await page.getByRole('button', { name: 'À valider', exact: true }).click();
  await expect(page.getByTestId('express-status')).toHaveText('À valider');
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByTestId('express-status')).toHaveText('Validé');
  expect(await warns()).toBe(false); // saved: nothing to lose
  const links = page.getByTestId('express-links');
  await expect(links.getByRole('link', { name: 'Câble dénudé e2e' })).toBeVisible();
  await expect(links.getByRole('link', { name: 'Porte bloquée e2e' })).toBeVisible();
  await expect(links.getByText('12/10/2026').first()).toBeVisible();
  // Each control done names its element (several controls share a designation).
  await expect(links.getByText(new RegExp(`^${ident} — .* · 12/10/2026`)).first()).toBeVisible();
  // After validation, elements show by number and designation, never as raw ids.
  const elementsTable = page.getByRole('table', { name: 'Éléments inspectés' });
  await expect(elementsTable.getByRole('link', { name: new RegExp(`^${ident} — `) })).toBeVisible();
  await expect(page.getByTestId('express-observation').filter({ hasText: 'Porte bloquée e2e' })
    .getByRole('link', { name: new RegExp(String(b.designation).slice(0, 12)) })).toBeVisible();
  expect(refused).toEqual([]);
  const { rows: done } = await e2eSql(`SELECT k.status FROM express_report_controls x JOIN controls k ON k.id = x.control_id WHERE x.report_id = $1`, [report.id]);
  expect(done.length).toBeGreaterThan(0);
  expect(done.every((k) => k.status === 'finished')).toBe(true);
});

test('support queue: support only', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/support/rxpress');
  await expect(page).toHaveURL(/\/dashboard/);
});

test('support opens a report of another company than the one in force: switched to it, not a 404', async ({ page }) => {
  const { rows: [report] } = await e2eSql(`SELECT x.id, x.file_name, x.company_id FROM express_reports x
    WHERE x.status IN ('to_check', 'to_validate') ORDER BY x.deposit_date ASC, x.id ASC LIMIT 1`);
  const { rows: [other] } = await e2eSql('SELECT name FROM companies WHERE id <> $1 ORDER BY id LIMIT 1', [report.company_id]);
  await login(page, 'support@demo.fr');
  await page.getByRole('combobox', { name: 'Entreprise' }).click();
  await page.getByRole('option', { name: other.name }).click();
  await page.goto('/support/rxpress');
  await page.getByRole('button', { name: report.file_name }).first().click();
  await expect(page).toHaveURL(new RegExp(`/rxpress/${report.id}/show`));
  await expect(page.getByText(report.file_name).first()).toBeVisible();
  // The selection is the support user's own (kept by the server): later tests of this worker
  // sign in as support again, so it is put back to every company.
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('user') ?? '{}') as { state?: { token?: string } }).state?.token);
  const reset = await page.request.post('/api/v1/company/change/', { headers: { Authorization: `Token ${token}` }, data: { company: 'all' } });
  expect(reset.ok()).toBe(true);
});
