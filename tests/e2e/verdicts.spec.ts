// Verdicts set conformity, seen in the console: an express report declares a lifting device
// "Non conforme" while its late control gets finished by the validation; the element page then
// says non-compliant and why (the report's verdict, its date, a link to the report), its history
// says what the report changed, and a person may lift it. French (default) then English.
import { expect, test } from '@playwright/test';
import { generateReport } from '../fixtures/express/generate';
import { e2eSql } from './elements-db';
import { loginAsAdmin, uniqueId, openTab } from './helpers';

test('a non-conforming verdict of a validated report: the element page says non-compliant and why', async ({ page }) => {
  test.setTimeout(120_000);
  const ident = uniqueId('VRD');
  // A lifting device of the demo company (from the end: other specs use the first elements), with
  // only a late control of its own, so validation finishes it.
  const { rows: [el] } = await e2eSql(`SELECT e.id, e.designation FROM elements e JOIN companies c ON c.id = e.company_id
    JOIN regulations r ON r.id = e.regulation_id AND r.name = 'Appareils de levage'
    WHERE c.name = 'Démo Industrie' AND e.expiry_date IS NULL AND NOT e.locked ORDER BY e.id DESC LIMIT 1 OFFSET 2`);
  await e2eSql('DELETE FROM controls WHERE element_id = $1', [el.id]);
  await e2eSql(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation, frequency_months, next_date)
    SELECT company_id, factory_id, building_id, regulation_id, id, 'VGP e2e', 6, '2026-09-01' FROM elements WHERE id = $1`, [el.id]);
  await e2eSql(`UPDATE elements SET identification_number = $2, non_compliant = true WHERE id = $1`, [el.id, ident]);
  const file = `${ident}.pdf`;
  const { pdf } = await generateReport({ layout: 'table_repere', regulation: 'Appareils de levage', seed: 7,
    elements: [{ identification_number: ident, designation: 'Palan', verdict: 'non_compliant' }],
    observations: [{ identification_number: ident, text: 'Crochet déformé, linguet de sécurité absent' }],
    inspectionDate: '2026-10-20', organisation: 'Bureau Veritas' });

  await loginAsAdmin(page);
  await page.goto('/rxpress');
  await page.getByRole('button', { name: 'Déposer des rapports' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déposer des rapports express (PDF)' });
  await dialog.getByTestId('express-files').setInputFiles([{ name: file, mimeType: 'application/pdf', buffer: pdf }]);
  await dialog.getByRole('button', { name: 'Envoyer' }).click();
  await expect(dialog.getByText('Envoyé')).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();

  const { rows: [report] } = await e2eSql('SELECT id FROM express_reports WHERE file_name = $1', [file]);
  await page.goto(`/rxpress/${report.id}/show`);
  await expect(page.getByTestId('express-status')).toHaveText('À vérifier', { timeout: 30_000 });
  await page.getByRole('button', { name: 'À valider', exact: true }).click();
  await expect(page.getByTestId('express-status')).toHaveText('À valider');
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByTestId('express-status')).toHaveText('Validé');

  // The list keeps what the report read: its inspection body and date.
  await page.goto(`/rxpress?organisation=${encodeURIComponent('Bureau Veritas')}`);
  await expect(page.getByRole('row').filter({ hasText: file })).toContainText('Bureau Veritas');
  await expect(page.getByRole('row').filter({ hasText: file })).toContainText('20/10/2026');

  await page.goto(`/elements/${el.id}`);
  await expect(page.getByRole('heading', { level: 1, name: String(el.designation) })).toBeVisible();
  const why = page.getByRole('region', { name: 'Pourquoi non conforme' });
  await expect(why).toContainText('Verdict « non conforme » du rapport du 20/10/2026');
  await expect(why.getByRole('link', { name: file })).toBeVisible();
  await expect(page.getByText('Non conforme', { exact: true }).first()).toBeVisible();
  // Its history says what the report changed.
  await openTab(page, 'Historique');
  const history = page.getByRole('table', { name: 'Historique' });
  await expect(history).toContainText('Verdict');
  await expect(history).toContainText('Contrôles réalisés');

  // The same in English.
  await page.evaluate(() => window.localStorage.setItem('locale', 'en'));
  await page.reload();
  const whyEn = page.getByRole('region', { name: 'Why non-compliant' });
  await expect(whyEn).toContainText("'Non-compliant' verdict of the report of 20/10/2026");
  await expect(whyEn.getByRole('button', { name: 'Lift the non-compliance' })).toBeVisible();
  await page.evaluate(() => window.localStorage.setItem('locale', 'fr'));
  await page.reload();

  // A person lifts it: compliant, and the reasons go.
  await why.getByRole('button', { name: 'Lever la non-conformité' }).click();
  await expect(page.getByText('La non-conformité a été levée')).toBeVisible();
  await expect(why).toHaveCount(0);
  await expect(page.getByText('Conforme', { exact: true }).first()).toBeVisible();
});
