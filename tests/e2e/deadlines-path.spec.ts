// The deadlines' main path, end to end: a late blocking control makes its element non-compliant;
// it is planned into a control intervention from the deadlines list, the intervention is validated
// with its next-status buttons, the element becomes compliant and the next occurrence appears (by
// the date rule) in the list, on the element page and on the calendar.
import { expect, test } from '@playwright/test';
import { addMonths, format, parseISO } from 'date-fns';
import { e2eSql } from './elements-db';
import { loginAsAdmin, unique, openTab } from './helpers';

const fr = (iso: string) => format(parseISO(iso), 'dd/MM/yyyy');

test('plan a late control, validate the intervention: compliant, next occurrence in the list and on the calendar', async ({ page }) => {
  // A whole path over six screens: on a loaded machine it passed 60 s while every step was on time.
  test.setTimeout(120_000);
  const designation = unique('VGP e2e');
  const { rows: [el] } = await e2eSql(`
    INSERT INTO elements (company_id, factory_id, building_id, regulation_id, element_type_id, designation, non_compliant)
    SELECT f.company_id, f.id, b.id, t.regulation_id, t.id, $1, true
    FROM factories f JOIN buildings b ON b.factory_id = f.id JOIN element_types t ON t.name = 'Palan'
    WHERE f.name = 'Usine de Lyon' ORDER BY b.id LIMIT 1 RETURNING id, factory_id`, [`Palan ${designation}`]);
  await e2eSql(`INSERT INTO controls (company_id, factory_id, building_id, regulation_id, element_id, designation, frequency_months, next_date)
    SELECT company_id, factory_id, building_id, regulation_id, id, $2, 12, CURRENT_DATE - 10 FROM elements WHERE id = $1`, [el.id, designation]);
  const name = unique('Visite VGP');
  const { rows: [iv] } = await e2eSql(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date, participant)
    SELECT 'control', company_id, id, $2, CURRENT_DATE, CURRENT_DATE + 1, 'Apave' FROM factories WHERE id = $1
    RETURNING id, start_date::text AS start, end_date::text AS end`, [el.factory_id, name]);
  // Validated today while planned to end tomorrow: done today (never on a future day), the next from today.
  const next = format(addMonths(parseISO(iv.start), 12), 'yyyy-MM-dd');

  await loginAsAdmin(page);
  // The element is non-compliant: its control is late.
  await page.goto(`/elements/${el.id}`);
  await expect(page.getByText('Non conforme').first()).toBeVisible();

  // Planned from the late tab of the deadlines list.
  await page.goto(`/controls?tab=late&element=${el.id}`);
  await expect(page.getByRole('row').filter({ hasText: designation })).toBeVisible();
  await page.getByRole('row').filter({ hasText: designation }).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Planifier dans une intervention' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /Intervention de contrôle du site/ }).click();
  await page.getByRole('option', { name }).click();
  await dialog.getByRole('button', { name: 'Planifier dans une intervention' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(async () => (await e2eSql('SELECT status FROM controls WHERE designation = $1', [designation])).rows[0].status)
    .toBe('to_do_planned');

  // Validated with the next-status buttons.
  await page.goto(`/control-interventions/${iv.id}/show`);
  await expect(page.getByRole('row').filter({ hasText: designation }).getByText('Planifié')).toBeVisible();
  await page.getByRole('button', { name: 'À valider', exact: true }).click();
  await expect(page.getByText('Le statut a été mis à jour')).toBeVisible();
  await page.getByRole('button', { name: 'Valider', exact: true }).click();
  // The completion date: today by default (the planned end is tomorrow).
  await page.getByRole('dialog', { name: "Valider l'intervention" }).getByRole('button', { name: 'Valider', exact: true }).click();
  await expect(page.getByText('Validée', { exact: true }).first()).toBeVisible();

  // The element is compliant; its Controls section shows the history and the next occurrence.
  await page.goto(`/elements/${el.id}`);
  await expect(page.getByText('Conforme', { exact: true }).first()).toBeVisible();
  await openTab(page, 'Contrôles');
  await expect(page.getByText(fr(next)).first()).toBeVisible();
  await expect(page.getByText(`réalisé le ${fr(iv.start)}`).first()).toBeVisible();

  // The deadlines list, tab 'all': the finished occurrence and the next one, by the date rule.
  await page.goto(`/controls?tab=all&search=${encodeURIComponent(designation)}`);
  await expect(page.getByRole('row').filter({ hasText: `réalisé le ${fr(iv.start)}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: fr(next) }).filter({ hasText: 'non réalisé' })).toBeVisible();

  // The calendar: the validated intervention on its days, and the next occurrence due on its day.
  // The agenda lists every event of its days: a month cell folds them into "+ N autres" once other
  // tests have filled the day.
  await page.goto(`/calendar?view=agenda&date=${iv.start}`);
  await expect(page.getByText(name).first()).toBeVisible();
  await page.goto(`/calendar?view=agenda&date=${next}`);
  await page.getByText(/^\d+ échéances?$/).first().click();
  // The list keeps both bounds (it may rewrite the URL in its own parameter order).
  await expect.poll(() => { const q = new URL(page.url()).searchParams; return [q.get('next_date_gte'), q.get('next_date_lte')]; })
    .toEqual([next, next]);
  await expect(page.getByRole('row').filter({ hasText: designation })).toBeVisible();
});
