// Issue 34, fit: sidebar names wrap instead of being cut, month tables keep their "Total" column
// in sight, nothing pushes the page sideways at 1440 px (the score chart's hidden table did), and
// on a phone the header title keeps room for its words beside the bar's controls.
import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin, signIn } from './helpers';

/** Boxes of the page ending beyond the window and not inside a box that clips or scrolls them. */
const escaping = (page: Page) => page.evaluate(() => {
  const clipped = (e: Element) => {
    for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible' && p.getBoundingClientRect().right <= window.innerWidth + 1) return true;
    }
    return false;
  };
  return [...document.querySelectorAll('#main-content *')]
    .filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1 && !clipped(e))
    .map((e) => `${e.tagName} ${e.textContent?.slice(0, 30)}`);
});

const totalInSight = async (page: Page, region: string, total: string) => {
  const box = page.getByRole('region', { name: region });
  const cell = box.getByRole('columnheader', { name: total });
  await expect(cell).toBeVisible();
  const [b, c] = [await box.boundingBox(), await cell.boundingBox()];
  expect(c!.x + c!.width).toBeLessThanOrEqual(b!.x + b!.width + 1);
};

test('desk (1440 × 900): whole sidebar names, Total columns in sight, no sideways page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAsAdmin(page);
  const names = page.getByRole('menu').getByRole('menuitem');
  await expect(names.filter({ hasText: 'Interventions de contrôle' })).toBeVisible();
  const cut = await names.evaluateAll((items) => items
    .map((i) => i.querySelector('.MuiTypography-root, .MuiListItemText-primary'))
    .filter((t): t is Element => !!t && t.scrollWidth > t.clientWidth + 1)
    .map((t) => t.textContent));
  expect(cut).toEqual([]);

  await page.goto('/activity');
  await totalInSight(page, 'Activité par mois', 'Total');
  expect(await escaping(page)).toEqual([]);
  await page.goto('/controlprice');
  await totalInSight(page, 'Coût prévisionnel par site et par mois', 'Total');
  expect(await escaping(page)).toEqual([]);
  await page.goto('/score');
  await expect(page.getByRole('figure', { name: /score/i })).toBeVisible();
  expect(await escaping(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
});

test('phone (390 × 844): the header title keeps its words beside the company selector', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'support@demo.fr');
  await page.goto('/control-interventions');
  const title = page.locator('#react-admin-title');
  await expect(title).toHaveText('Interventions de contrôle');
  const width = (await title.boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(140);
  // Two lines at most, none cut: the words fit the box.
  expect(await title.evaluate((t) => t.scrollHeight <= t.clientHeight + 1 && t.scrollWidth <= t.clientWidth + 1)).toBe(true);
});
