// The scanner in Chromium with a fake camera: each describe launches its own Chromium (the video
// file is a launch argument, which Playwright's `use` cannot vary within a file) with a one-frame
// y4m video of a generated label (Chromium loops it). Written here in node, without ffmpeg: the
// symbol's module matrix (bwip-js) scaled up, centred on white, as the Y plane; U and V neutral.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import bwipjs from 'bwip-js/node';
import config from '../../playwright.config';
import { loginAsAdmin } from './helpers';
import { workerPort } from './port';

const W = 640;
const H = 480;
const PORT = workerPort();
const DIR = path.resolve(`data/e2e-scanner-${PORT}`);
/** What our labels encode (server/areas/labels/codes.ts labelContent): the code's console page. */
const labelOf = (code: string) => `http://127.0.0.1:${PORT}/elements/qr_code/${encodeURIComponent(code)}`;
/** A code no element carries: the database of the e2e server is new at each run. */
const UNASSIGNED = 'E2E-SCAN-0001';

/** A one-frame YUV 4:2:0 video of the symbol encoding `text`, written once; its path. */
function y4m(name: string, bcid: 'qrcode' | 'datamatrix', text: string): string {
  const [symbol] = bwipjs.raw(bcid, text, '') as { pixs: number[]; pixx: number; pixy: number }[];
  const scale = Math.floor(300 / Math.max(symbol.pixx, symbol.pixy));
  const left = Math.floor((W - symbol.pixx * scale) / 2);
  const top = Math.floor((H - symbol.pixy * scale) / 2);
  const luma = Buffer.alloc(W * H, 235); // white (video range)
  for (let y = 0; y < symbol.pixy * scale; y++) {
    for (let x = 0; x < symbol.pixx * scale; x++) {
      if (symbol.pixs[Math.floor(y / scale) * symbol.pixx + Math.floor(x / scale)]) luma[(top + y) * W + left + x] = 16;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const file = path.join(DIR, `${name}.y4m`);
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(file, Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${W} H${H} F30:1 Ip A1:1 C420jpeg\n`), Buffer.from('FRAME\n'), luma, chroma, chroma,
  ]));
  return file;
}

const launchOptions = config.use?.launchOptions ?? {};

/** A describe whose tests get pages of a Chromium filming `file`. */
function withCamera(name: string, file: string, body: (page: () => Page) => void) {
  test.describe(name, () => {
    let browser: Browser;
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async () => {
      browser = await chromium.launch({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${file}`],
      });
    });
    test.afterAll(async () => { await browser?.close(); });
    let refused: string[] = [];
    test.beforeEach(async ({ baseURL }) => {
      context = await browser.newContext({ baseURL, locale: config.use?.locale });
      page = await context.newPage();
      // The console's Content-Security-Policy must let the scanner work (camera, zxing-wasm):
      // Chromium reports every blocked script, wasm, image or request as "Refused to ...".
      refused = [];
      page.on('console', (msg) => { if (/Refused to|Content Security Policy/i.test(msg.text())) refused.push(msg.text()); });
    });
    test.afterEach(async () => {
      await context?.close();
      expect(refused).toEqual([]);
    });
    body(() => page);
  });
}

/**
 * Opens the scanner from the menu. Its page is preloaded while the browser is idle, so it can read
 * the label and move on before a check of "still on /scanner" runs (the CI run of fb6c387 saw
 * /elements/10 already): wait for having reached /scanner, not for staying there.
 */
async function scan(page: Page) {
  await loginAsAdmin(page);
  const reached = page.waitForURL(/\/scanner$/);
  await page.getByRole('menuitem', { name: 'Scanner QR' }).click();
  await reached;
}

withCamera('a QR code label', y4m('qr-demo', 'qrcode', labelOf('QR-000001')), (current) => {
  test('opens the element carrying the code', async () => {
    const page = current();
    const wasm: string[] = [];
    page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url()); });
    await scan(page);
    await expect(page).toHaveURL(/\/elements\/\d+$/, { timeout: 15_000 });
    await expect(page.getByText('QR-000001', { exact: true })).toBeVisible();
    // Nothing fetched from elsewhere: any wasm comes from the app itself.
    for (const url of wasm) expect(new URL(url).host).toBe(`127.0.0.1:${PORT}`);
  });
});

withCamera('a Data Matrix label', y4m('datamatrix-demo', 'datamatrix', labelOf('QR-000002')), (current) => {
  test('opens the element carrying the code (zxing-wasm served by the app)', async () => {
    const page = current();
    const wasm = page.waitForResponse((r) => r.url().endsWith('.wasm'));
    await scan(page);
    const served = await wasm;
    expect(new URL(served.url()).host).toBe(`127.0.0.1:${PORT}`);
    expect(served.status()).toBe(200);
    await expect(page).toHaveURL(/\/elements\/\d+$/, { timeout: 15_000 });
    await expect(page.getByText('QR-000002', { exact: true })).toBeVisible();
  });
});

// A pre-printed sticker: a bare code, not a link.
withCamera('a code not assigned yet', y4m('unassigned', 'qrcode', UNASSIGNED), (current) => {
  test('offers to assign it; once assigned, the element shows it and the next scan opens it', async () => {
    const page = current();
    await scan(page);
    await expect(page).toHaveURL(new RegExp(`/elements/qr_code/${UNASSIGNED}$`), { timeout: 15_000 });
    await expect(page.getByText("Ce code n'est attribué à aucun élément.", { exact: false })).toBeVisible();
    const input = page.getByRole('combobox', { name: 'Élément', exact: true });
    await input.fill('-0001'); // the first demo element's identification number: it carries no code
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Attribuer le code' }).click();
    await expect(page).toHaveURL(/\/elements\/\d+$/);
    await expect(page.getByText(UNASSIGNED, { exact: true })).toBeVisible();
    const element = new URL(page.url()).pathname;

    // The same label scanned again now opens the element.
    await page.goto('/scanner');
    await expect(page).toHaveURL(element, { timeout: 15_000 });
  });

  test('read-only users are told the code is unknown', async () => {
    const page = current();
    await page.goto('/login');
    await page.getByLabel('Adresse e-mail').fill('lecteur@demo.fr');
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByLabel('Mot de passe', { exact: true }).fill(process.env.DEMO_PASSWORD ?? 'demo2026');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/elements/qr_code/E2E-SCAN-UNKNOWN');
    await expect(page.getByText("Ce code est inconnu, et vous n'avez pas le droit d'attribuer un code à un élément.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Attribuer le code' })).toHaveCount(0);
  });
});

test.describe('without a camera', () => {
  test('says so and offers the manual entry', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/scanner');
    // Default Chromium here has no camera (or asks a permission nobody grants).
    await expect(page.getByRole('alert')).toContainText(/Aucune caméra|accès à la caméra a été refusé|pas disponible/);
    await page.getByLabel('Code').fill('QR-000003');
    await page.getByRole('button', { name: 'Ouvrir' }).click();
    await expect(page).toHaveURL(/\/elements\/\d+$/);
    await expect(page.getByText('QR-000003', { exact: true })).toBeVisible();
  });
});
