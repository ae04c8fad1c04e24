// @vitest-environment node
// OCR runs in its own process (analysis/ocr.ts): a crash there (a segmentation fault in the native
// rendering or tesseract's wasm) costs a new process and the page is read again; it never reaches
// the caller's process, and a page that stops the OCR twice fails alone.
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, ocrPage } from '../../server/areas/express-reports/analysis';
import { ocrProcessId, OcrStopped } from '../../server/areas/express-reports/analysis/ocr';
import { demoLikeElements, generateReport, LAYOUT_ORGANISATIONS } from '../fixtures/express/generate';

const elements = demoLikeElements().filter((e) => e.regulation === 'Appareils de levage').slice(0, 4)
  .map((e) => ({ identification_number: e.identification_number, designation: e.designation, verdict: 'compliant' as const }));
const scan = () => generateReport({ layout: 'table_repere', regulation: 'Appareils de levage', seed: 7, elements, observations: [],
  inspectionDate: '2026-03-04', organisation: LAYOUT_ORGANISATIONS.table_repere, scanned: true });

/** Kills the OCR process with `signal` as soon as it has one (it starts at the first page). */
async function killDuring(signal: NodeJS.Signals, times: number): Promise<number[]> {
  const killed: number[] = [];
  while (killed.length < times) {
    const pid = ocrProcessId();
    if (pid && !killed.includes(pid)) { process.kill(pid, signal); killed.push(pid); }
    await new Promise((r) => setTimeout(r, 20));
  }
  return killed;
}

afterAll(() => closeOcr());

describe('the OCR process', () => {
  it('reads a page in another process than the caller', async () => {
    const { pdf } = await scan();
    const page = await ocrPage(pdf, 1);
    expect(page).toMatchObject({ source: 'ocr', page: 1 });
    expect(page.text).toContain(elements[0].identification_number);
    expect(ocrProcessId()).toBeGreaterThan(0);
    expect(ocrProcessId()).not.toBe(process.pid);
  }, 120_000);

  it('reads the page again in a new process when the first one crashes on it', async () => {
    const { pdf } = await scan();
    await closeOcr();
    const reading = ocrPage(pdf, 1);
    const [killed] = await killDuring('SIGSEGV', 1);
    const page = await reading;
    expect(page.text).toContain(elements[0].identification_number);
    expect(ocrProcessId()).not.toBe(killed);
  }, 120_000);

  it('fails the page alone when it stops the OCR twice, and the next page is read', async () => {
    const { pdf } = await scan();
    await closeOcr();
    const reading = ocrPage(pdf, 1).then(() => null, (err: unknown) => err);
    await killDuring('SIGKILL', 2);
    const err = await reading;
    expect(err).toBeInstanceOf(OcrStopped);
    expect((err as Error).message).toMatch(/SIGKILL/);
    expect((await ocrPage(pdf, 1)).text).toContain(elements[0].identification_number);
  }, 120_000);

  it('fails a page whose PDF cannot be rendered, with the reason, without stopping the process', async () => {
    const { pdf } = await scan();
    await ocrPage(pdf, 1);
    const pid = ocrProcessId();
    await expect(ocrPage(pdf, 9)).rejects.toThrow();
    expect(ocrProcessId()).toBe(pid);
  }, 120_000);
});
