// The intervention calendar: an intervention shows in the week view and is moved by dragging it
// to another day (the edit right); the controls due open the list of their day.
import { expect, test } from '@playwright/test';
import { addDays, format, nextMonday } from 'date-fns';
import { e2eSql } from './elements-db';
import { loginAsAdmin, unique } from './helpers';

test('drag an intervention to another day of the week: its dates move', async ({ page }) => {
  // A Monday far from the demo's interventions, so the week's all-day row holds ours alone.
  const monday = nextMonday(addDays(new Date(), 70));
  const day = format(monday, 'yyyy-MM-dd');
  const name = unique('Visite déplacée');
  const { rows: [iv] } = await e2eSql(`INSERT INTO interventions (kind, company_id, factory_id, name, start_date, end_date)
    SELECT 'control', company_id, id, $1, $2, $2 FROM factories WHERE name = 'Usine de Lyon' RETURNING id`, [name, day]);

  await loginAsAdmin(page);
  await page.goto(`/calendar?view=week&date=${day}`);
  const event = page.locator('.rbc-event', { hasText: name });
  await expect(event).toBeVisible();
  const from = (await event.boundingBox())!;
  const wednesday = (await page.locator('.rbc-time-header .rbc-header').nth(2).boundingBox())!;
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 20, from.y + from.height / 2, { steps: 5 });
  await page.mouse.move(wednesday.x + wednesday.width / 2, from.y + from.height / 2, { steps: 20 });
  await page.mouse.up();
  await expect(page.getByText(`« ${name} · Usine de Lyon » a été déplacée.`)).toBeVisible();
  const moved = format(addDays(monday, 2), 'yyyy-MM-dd');
  await expect.poll(async () => (await e2eSql('SELECT start_date::text AS s, end_date::text AS e FROM interventions WHERE id = $1', [iv.id])).rows[0])
    .toEqual({ s: moved, e: moved });
});
